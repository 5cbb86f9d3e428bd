/// A view that applies a visual effect to what is behind it, as UIKit's
/// `UIVisualEffectView`: an `effect` and a `contentView` for the subviews shown over it.
///
/// The model draws no blur or vibrancy. It keeps `effect` as set, also inside an animation
/// block, where UIKit animates the blur's radius (the usual way transitions fade a blur in or
/// out by animating `effect` to or from nil): here the change takes effect at once and no
/// presentation value follows it. The content view fills the bounds and follows their size.
open class UIVisualEffectView: UIView {
    /// The effect; nil shows no effect [DOC effect].
    open var effect: UIVisualEffect?

    /// The view to add subviews to, which UIKit places over the effect [DOC contentView]. It
    /// fills the effect view's bounds.
    public let contentView: UIView

    /// An effect view with `effect` and a zero frame [DOC init(effect:)].
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
        contentView.frame = bounds
    }

    /// An effect view with no effect [DOC init(frame:), inherited from UIView].
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// An effect view with no effect and a zero frame, as after unarchiving.
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Keeps the content view filling the bounds.
    open override var bounds: CGRect {
        didSet { contentView.frame = CGRect(origin: .zero, size: bounds.size) }
    }

    /// Keeps the content view filling the bounds.
    open override var frame: CGRect {
        didSet { contentView.frame = CGRect(origin: .zero, size: bounds.size) }
    }
}
