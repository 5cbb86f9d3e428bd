/// A view that applies a visual effect to what is behind it, as UIKit's
/// `UIVisualEffectView`: an `effect` and a `contentView` for the subviews shown over it.
///
/// The model draws no blur or vibrancy. What it keeps is the effect's intensity, as UIKit
/// animates it: a change of `effect` to or from nil inside an animation block or a property
/// animator (the usual way transitions fade a blur in or out) runs on the display clock with the
/// block's timing, so the block's completion comes after its duration and scrubbing an animator
/// scrubs the blur, as UIKit animates the blur's radius [DOC UIVisualEffectView "Setting the
/// Correct Alpha Value": animate `effect`, not `alpha`]. The intensity is the opacity of an
/// internal backdrop view behind the content view (UIKit's has one too), 1 with an effect and 0
/// without; the compositor draws nothing for it, nor a placeholder for the effect view and its
/// content view, so what is behind shows unblurred [model]. `effect` reads back the new value at
/// once. A change from one effect to another is not animated [model]. The content view fills
/// the bounds and follows their size.
open class UIVisualEffectView: UIView {
    /// The effect; nil shows no effect [DOC effect]. Set inside an animation, its intensity
    /// animates (see the type's comment).
    open var effect: UIVisualEffect? {
        didSet {
            let intensity: CGFloat = effect == nil ? 0 : 1
            if backdropView.alpha != intensity { backdropView.alpha = intensity }
        }
    }

    /// Stands for UIKit's backdrop view: its opacity is the effect's intensity.
    let backdropView: UIView

    /// The view to add subviews to, which UIKit places over the effect [DOC contentView]. It
    /// fills the effect view's bounds.
    public let contentView: UIView

    /// An effect view with `effect` and a zero frame [DOC init(effect:)].
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        backdropView = UIView(frame: .zero)
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        setUpBackdrop()
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
        backdropView = UIView(frame: .zero)
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        setUpBackdrop()
        addSubview(contentView)
    }

    /// The backdrop at the back, at the effect's intensity, drawn as nothing and never touched.
    /// The effect view and its content view are UIKit's own views, whose content is the effect:
    /// the compositor draws no placeholder for them, so the screen shows what is behind, as
    /// through a blur at intensity 0 [model].
    private func setUpBackdrop() {
        layer.compositingValues.isUIKitContainer = true
        contentView.layer.compositingValues.isUIKitContainer = true
        backdropView.alpha = effect == nil ? 0 : 1
        backdropView.isUserInteractionEnabled = false
        backdropView.layer.compositingValues.isUIKitContainer = true
        addSubview(backdropView)
        backdropView.frame = bounds
    }

    /// The effect's intensity on screen: 1 with an effect, 0 without, and in between while a
    /// change is animated (the backdrop's presentation opacity).
    package var presentedEffectIntensity: Float {
        backdropView.layer.presentationState().opacity
    }

    /// Keeps the content view filling the bounds.
    open override var bounds: CGRect {
        didSet { fillBounds() }
    }

    /// Keeps the content view filling the bounds.
    open override var frame: CGRect {
        didSet { fillBounds() }
    }

    private func fillBounds() {
        let filled = CGRect(origin: .zero, size: bounds.size)
        backdropView.frame = filled
        contentView.frame = filled
    }
}
