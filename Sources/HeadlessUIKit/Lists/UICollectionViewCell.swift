/// A view a collection view reuses, as UIKit's `UICollectionReusableView`: a reuse
/// identifier, `prepareForReuse()` and the layout attributes it is given.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    var reuseIdentifierStorage: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A view with a zero frame; what a collection view makes of a registered class (Swift can
    /// call only a `required` initializer of a class given at run time).
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// The identifier the collection view reuses the view under [DOC reuseIdentifier].
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// Called before the collection view hands the view out again. Does nothing by default;
    /// overrides call super [DOC prepareForReuse()].
    open func prepareForReuse() {}

    /// Applies the layout's attributes: frame, alpha, transform, z-index and visibility
    /// [DOC apply(_:)]. Overrides call super.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        transform = .identity
        frame = layoutAttributes.frame
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
        layer.zPosition = CGFloat(layoutAttributes.zIndex)
        if layoutAttributes.transform3D != CATransform3DIdentity {
            layer.transform = layoutAttributes.transform3D
        } else if layoutAttributes.transform != .identity {
            transform = layoutAttributes.transform
        }
    }
}

/// An item of a collection view, as UIKit's `UICollectionViewCell`: a content view, background
/// views and selection [DOC UICollectionViewCell]. ``contentView`` fills the cell;
/// ``selectedBackgroundView`` shows while the cell is selected or highlighted. A registered
/// class is made with `init()`, which calls `init(frame:)`: a subclass that declares an
/// initializer of its own must also override `init(frame:)` and `init?(coder:)` so that it
/// inherits `init()` (docs/controls-and-lists.md).
open class UICollectionViewCell: UICollectionReusableView {
    private let contentViewStorage = UIView(frame: .zero)
    private var isSelectedStorage = false
    private var isHighlightedStorage = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentViewStorage.layer.compositingValues.isUIKitContainer = true
        addSubview(contentViewStorage)
        contentViewStorage.frame = bounds
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentViewStorage.layer.compositingValues.isUIKitContainer = true
        addSubview(contentViewStorage)
    }

    /// The view the cell's content goes in; it fills the cell [DOC contentView].
    open var contentView: UIView { contentViewStorage }

    /// The view behind the content [DOC backgroundView].
    open var backgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: backgroundView) }
    }

    /// The view behind the content while selected or highlighted [DOC selectedBackgroundView].
    open var selectedBackgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: selectedBackgroundView) }
    }

    /// Whether the cell is selected [DOC isSelected].
    open var isSelected: Bool {
        get { isSelectedStorage }
        set {
            isSelectedStorage = newValue
            selectedBackgroundView?.isHidden = !(isSelectedStorage || isHighlightedStorage)
        }
    }

    /// Whether the cell is highlighted [DOC isHighlighted].
    open var isHighlighted: Bool {
        get { isHighlightedStorage }
        set {
            isHighlightedStorage = newValue
            selectedBackgroundView?.isHidden = !(isSelectedStorage || isHighlightedStorage)
        }
    }

    /// Resizes the content and background views with the cell, as their autoresizing does.
    open override var frame: CGRect {
        didSet { fillCell() }
    }

    /// Resizes the content and background views with the cell.
    open override var bounds: CGRect {
        didSet { fillCell() }
    }

    /// Keeps the content and background views filling the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        fillCell()
    }

    private func fillCell() {
        contentViewStorage.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    private func replaceBackground(_ old: UIView?, with new: UIView?) {
        if let old, old !== new { old.removeFromSuperview() }
        guard let new else { return }
        new.frame = bounds
        if new === backgroundView, let selected = selectedBackgroundView, selected.superview === self {
            insertSubview(new, belowSubview: selected)
        } else {
            insertSubview(new, belowSubview: contentViewStorage)
        }
        selectedBackgroundView?.isHidden = !(isSelectedStorage || isHighlightedStorage)
    }
}
