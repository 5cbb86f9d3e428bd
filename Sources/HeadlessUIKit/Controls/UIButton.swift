/// A button, as UIKit's `UIButton`: a control with a title, a title color, an image and a
/// background image per state, shown by its ``titleLabel`` and ``imageView``.
///
/// What the model does [DOC UIButton]: the values for a state fall back to `.normal`'s when
/// none was set for it (``title(for:)`` and the other getters); the ``currentTitle``,
/// ``currentTitleColor`` and ``currentImage`` are those of ``state``, and the title label and
/// image view show them whenever the state changes. The intrinsic content size is the image's
/// width plus the title's (in the deterministic metrics of ``UIFont``) plus
/// ``contentEdgeInsets``, and the taller of the two; ``layoutSubviews()`` centres them side by
/// side. A touch lifted inside sends `.touchUpInside` and `.primaryActionTriggered`.
///
/// What it does not: `UIButton.Configuration`, attributed titles, menus, pointer interaction
/// and the system types' glyphs (`.contactAdd` and the others have no image); the system
/// type's dimming while highlighted is not drawn. The title font is the 15-point system font
/// [OBS]; an empty button's intrinsic size is zero, where UIKit's is about 30 × 34 [OBS].
open class UIButton: UIControl {
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var titleLabelStorage: UILabel?
    private var imageViewStorage: UIImageView?
    private var buttonTypeStorage = ButtonType.custom

    /// A button of type `.custom` [DOC init(frame:)].
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A button of `buttonType`, with a zero frame [DOC init(type:)].
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        buttonTypeStorage = buttonType
        updateContent()
    }

    /// A button of `buttonType` that runs `primaryAction` when tapped; its title is the
    /// action's [DOC init(type:primaryAction:)].
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }

    /// The button's type, given at initialization [DOC buttonType].
    open var buttonType: ButtonType { buttonTypeStorage }

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    // MARK: Values per state

    /// Sets the title for `state` [DOC setTitle(_:for:)].
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateContent()
    }

    /// The title for `state`, or `.normal`'s when none was set for it [DOC title(for:)].
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the title color for `state` [DOC setTitleColor(_:for:)].
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    /// The title color for `state`, or `.normal`'s when none was set for it
    /// [DOC titleColor(for:)].
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// Sets the image for `state` [DOC setImage(_:for:)].
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateContent()
    }

    /// The image for `state`, or `.normal`'s when none was set for it [DOC image(for:)].
    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// Sets the background image for `state` [DOC setBackgroundImage(_:for:)]. Stored only.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
    }

    /// The background image for `state`, or `.normal`'s [DOC backgroundImage(for:)].
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// The title of the current state [DOC currentTitle].
    open var currentTitle: String? { title(for: state) }

    /// The title color of the current state: the one set, else the tint color for a system
    /// button and white for the others [DOC currentTitleColor].
    open var currentTitleColor: UIColor {
        titleColor(for: state) ?? (buttonType == .system ? tintColor : .white)
    }

    /// The image of the current state [DOC currentImage].
    open var currentImage: UIImage? { image(for: state) }

    /// The background image of the current state [DOC currentBackgroundImage].
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The label that shows the title, made on first use as a subview [DOC titleLabel].
    open var titleLabel: UILabel? {
        if let titleLabelStorage { return titleLabelStorage }
        let label = UILabel(frame: .zero)
        label.layer.compositingValues.isUIKitContainer = true
        label.font = UIFont.systemFont(ofSize: 15)
        titleLabelStorage = label
        addSubview(label)
        updateContent()
        return label
    }

    /// The image view that shows the image, made on first use as a subview [DOC imageView].
    open var imageView: UIImageView? {
        if let imageViewStorage { return imageViewStorage }
        let view = UIImageView(frame: .zero)
        view.layer.compositingValues.isUIKitContainer = true
        imageViewStorage = view
        addSubview(view)
        updateContent()
        return view
    }

    /// Space around the title and image [DOC contentEdgeInsets]. Deprecated in iOS 15.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Space around the title [DOC titleEdgeInsets]. Deprecated in iOS 15. Stored only.
    open var titleEdgeInsets: UIEdgeInsets = .zero

    /// Space around the image [DOC imageEdgeInsets]. Deprecated in iOS 15. Stored only.
    open var imageEdgeInsets: UIEdgeInsets = .zero

    open override var isEnabled: Bool {
        didSet { updateContent() }
    }

    open override var isSelected: Bool {
        didSet { updateContent() }
    }

    open override var isHighlighted: Bool {
        didSet { updateContent() }
    }

    // MARK: Size and layout

    /// The image and the title side by side, plus ``contentEdgeInsets``.
    open override var intrinsicContentSize: CGSize {
        let content = contentSize
        return CGSize(
            width: content.width + contentEdgeInsets.left + contentEdgeInsets.right,
            height: content.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// The intrinsic content size [DOC sizeThatFits(_:)].
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    /// Centres the image and the title, side by side, in the bounds less the insets.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let imageSize = currentImage?.size ?? .zero
        let titleSize = titleSize
        let area = bounds.inset(by: contentEdgeInsets)
        var x = area.midX - (imageSize.width + titleSize.width) / 2
        imageViewStorage?.frame = CGRect(
            x: x, y: area.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
        x += imageSize.width
        titleLabelStorage?.frame = CGRect(
            x: x, y: area.midY - titleSize.height / 2, width: titleSize.width, height: titleSize.height)
    }

    private var titleSize: CGSize {
        guard let title = currentTitle, !title.isEmpty else { return .zero }
        return titleLabelStorage?.textSize(fittingWidth: .infinity) ?? .zero
    }

    private var contentSize: CGSize {
        let imageSize = currentImage?.size ?? .zero
        let titleSize = titleSize
        return CGSize(width: imageSize.width + titleSize.width, height: max(imageSize.height, titleSize.height))
    }

    /// Shows the current state's title, color and image.
    private func updateContent() {
        if currentTitle != nil, titleLabelStorage == nil { _ = titleLabel }
        if currentImage != nil, imageViewStorage == nil { _ = imageView }
        titleLabelStorage?.text = currentTitle
        titleLabelStorage?.textColor = currentTitleColor
        imageViewStorage?.image = currentImage
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}

extension UIButton {
    /// A button's type, with UIKit's raw values [DOC UIButton.ButtonType].
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7

        /// The same as `.system` [DOC roundedRect].
        public static var roundedRect: ButtonType { .system }
    }
}
