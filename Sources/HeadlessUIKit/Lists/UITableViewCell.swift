/// A row of a table view, as UIKit's `UITableViewCell`: a content view for the row's
/// subviews, optional labels and an image view, background views, selection and reuse.
///
/// What the model does [DOC UITableViewCell]: ``contentView`` fills the cell; ``textLabel``,
/// ``detailTextLabel`` (styles other than `.default`) and ``imageView`` are made on first use
/// in the content view and laid out in a row, 16 points from the leading edge [model];
/// ``backgroundView`` and ``selectedBackgroundView`` fill the cell behind the content, the
/// second shown only while selected or highlighted; ``prepareForReuse()`` is called when a
/// table view hands the cell out again.
///
/// What it does not: accessories are stored, not shown; editing, swipe actions, separators and
/// focus are not modelled. A class registered with a table view is made with `init()` (which
/// calls ``init(style:reuseIdentifier:)`` with a nil identifier, then sets the identifier),
/// since Swift cannot call a non-required initializer of a class given at run time: a subclass
/// that declares an initializer of its own must also override ``init(style:reuseIdentifier:)``
/// and `init?(coder:)` so that it inherits `init()` (docs/controls-and-lists.md).
open class UITableViewCell: UIView {
    private let styleStorage: CellStyle
    var reuseIdentifierStorage: String?
    private let contentViewStorage = UIView(frame: .zero)
    private var textLabelStorage: UILabel?
    private var detailTextLabelStorage: UILabel?
    private var imageViewStorage: UIImageView?
    private var isSelectedStorage = false
    private var isHighlightedStorage = false

    /// A cell of `style`, reused under `reuseIdentifier` [DOC init(style:reuseIdentifier:)].
    public init(style: CellStyle, reuseIdentifier: String?) {
        styleStorage = style
        reuseIdentifierStorage = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentViewStorage.layer.compositingValues.isUIKitContainer = true
        addSubview(contentViewStorage)
        layoutCellViews()
    }

    public required init?(coder: NSCoder) {
        styleStorage = .default
        super.init(coder: coder)
        contentViewStorage.layer.compositingValues.isUIKitContainer = true
        addSubview(contentViewStorage)
    }

    /// A `.default` cell with no reuse identifier; what a table view makes of a registered
    /// class.
    public required convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// A `.default` cell with no reuse identifier, framed at `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The identifier the table view reuses the cell under [DOC reuseIdentifier].
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// The view the cell's content goes in; it fills the cell [DOC contentView].
    open var contentView: UIView { contentViewStorage }

    /// The main label, made on first use [DOC textLabel].
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel(frame: .zero)
        label.layer.compositingValues.isUIKitContainer = true
        contentViewStorage.addSubview(label)
        textLabelStorage = label
        layoutCellViews()
        return label
    }

    /// The secondary label, made on first use; nil for `.default` cells [DOC detailTextLabel].
    open var detailTextLabel: UILabel? {
        guard styleStorage != .default else { return nil }
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let label = UILabel(frame: .zero)
        label.layer.compositingValues.isUIKitContainer = true
        label.font = UIFont.systemFont(ofSize: styleStorage == .subtitle ? 12 : UIFont.labelFontSize)
        contentViewStorage.addSubview(label)
        detailTextLabelStorage = label
        layoutCellViews()
        return label
    }

    /// The image view, made on first use [DOC imageView].
    open var imageView: UIImageView? {
        if let imageViewStorage { return imageViewStorage }
        let view = UIImageView(frame: .zero)
        view.layer.compositingValues.isUIKitContainer = true
        contentViewStorage.addSubview(view)
        imageViewStorage = view
        layoutCellViews()
        return view
    }

    /// The view behind the content [DOC backgroundView].
    open var backgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: backgroundView, below: contentViewStorage) }
    }

    /// The view behind the content while the cell is selected or highlighted
    /// [DOC selectedBackgroundView].
    open var selectedBackgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: selectedBackgroundView, below: contentViewStorage) }
    }

    /// The accessory's kind. Default `.none` [DOC accessoryType]. Stored only.
    open var accessoryType = AccessoryType.none

    /// A view shown as the accessory [DOC accessoryView]. Stored only.
    open var accessoryView: UIView?

    /// How the cell shows selection. Default `.default` [DOC selectionStyle]. Stored only.
    open var selectionStyle = SelectionStyle.default

    /// The inset of the separator [DOC separatorInset]. Stored only.
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    // MARK: Selection and reuse

    /// Whether the cell is selected; setting it is `setSelected(_:animated: false)`
    /// [DOC isSelected].
    open var isSelected: Bool {
        get { isSelectedStorage }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted; setting it is `setHighlighted(_:animated: false)`
    /// [DOC isHighlighted].
    open var isHighlighted: Bool {
        get { isHighlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Selects or deselects the cell and shows or hides ``selectedBackgroundView``;
    /// `animated` changes nothing here [DOC setSelected(_:animated:)].
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelectedStorage = selected
        textLabelStorage?.isHighlighted = selected || isHighlightedStorage
        selectedBackgroundView?.isHidden = !(selected || isHighlightedStorage)
    }

    /// Highlights the cell or not [DOC setHighlighted(_:animated:)].
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlightedStorage = highlighted
        textLabelStorage?.isHighlighted = highlighted || isSelectedStorage
        selectedBackgroundView?.isHidden = !(highlighted || isSelectedStorage)
    }

    /// Called before a table view hands the cell out again. Does nothing by default; overrides
    /// call super [DOC prepareForReuse()].
    open func prepareForReuse() {}

    // MARK: Layout

    /// Resizes the content and background views with the cell, as their autoresizing does.
    open override var frame: CGRect {
        didSet { layoutCellViews() }
    }

    /// Resizes the content and background views with the cell.
    open override var bounds: CGRect {
        didSet { layoutCellViews() }
    }

    /// Fills the cell with the content and background views and lays out the labels.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCellViews()
    }

    private func layoutCellViews() {
        contentViewStorage.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        var x: CGFloat = 16
        if let imageView = imageViewStorage, let size = imageView.image?.size {
            imageView.frame = CGRect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            x += size.width + 16
        }
        let width = max(0, bounds.width - x - 16)
        if let detail = detailTextLabelStorage, styleStorage == .subtitle {
            let textHeight = textLabelStorage?.intrinsicContentSize.height ?? 0
            let detailHeight = detail.intrinsicContentSize.height
            let top = (bounds.height - textHeight - detailHeight) / 2
            textLabelStorage?.frame = CGRect(x: x, y: top, width: width, height: textHeight)
            detail.frame = CGRect(x: x, y: top + textHeight, width: width, height: detailHeight)
        } else {
            textLabelStorage?.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            detailTextLabelStorage?.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    private func replaceBackground(_ old: UIView?, with new: UIView?, below content: UIView) {
        if let old, old !== new { old.removeFromSuperview() }
        guard let new else { return }
        new.frame = bounds
        if new === backgroundView, let selected = selectedBackgroundView, selected.superview === self {
            insertSubview(new, belowSubview: selected)
        } else {
            insertSubview(new, belowSubview: content)
        }
        selectedBackgroundView?.isHidden = !(isSelectedStorage || isHighlightedStorage)
    }
}

extension UITableViewCell {
    /// The layout of a cell's labels, with UIKit's raw values [DOC UITableViewCell.CellStyle].
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    /// How a cell shows that it is selected, with UIKit's raw values
    /// [DOC UITableViewCell.SelectionStyle].
    public enum SelectionStyle: Int, Sendable {
        case none = 0
        case blue = 1
        case gray = 2
        case `default` = 3
    }

    /// The standard accessory views, with UIKit's raw values [DOC UITableViewCell.AccessoryType].
    public enum AccessoryType: Int, Sendable {
        case none = 0
        case disclosureIndicator = 1
        case detailDisclosureButton = 2
        case checkmark = 3
        case detailButton = 4
    }
}

extension UITableViewCell {
    /// The style of a table's separators, with UIKit's raw values
    /// [DOC UITableViewCell.SeparatorStyle].
    public enum SeparatorStyle: Int, Sendable {
        case none = 0
        case singleLine = 1
        case singleLineEtched = 2
    }
}
