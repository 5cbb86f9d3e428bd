/// The context of a view-controller transition, handed to animators and interaction
/// controllers (UIKit API). The model's implementation is ``TransitionContext``.
///
/// Members as uikit-semantics §1: `view(forKey:)` is nil where the controller's view must
/// not be touched (the presenter's view of a presentation that keeps it); frames are `.zero`
/// where unknown; `completeTransition(_:)` must be called exactly once when the animations end.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view in which the transition's animations happen.
    var containerView: UIView { get }
    /// Whether the transition is animated. `.custom` presentations call the animator even
    /// when it is not; the animator must then complete at once [DOC].
    var isAnimated: Bool { get }
    /// Whether the transition is currently interactive (it changes when the interaction
    /// finishes, cancels or is paused).
    var isInteractive: Bool { get }
    /// Whether the interaction was cancelled (cancel sets it, finish clears it).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a presentation or dismissal; `.none` for navigation.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Reports interactive progress in [0, 1] (clamped).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Ends the interaction towards completion.
    func finishInteractiveTransition()
    /// Ends the interaction towards cancellation.
    func cancelInteractiveTransition()
    /// Makes an interruptible transition interactive again.
    func pauseInteractiveTransition()
    /// Ends the transition: `true` commits it, `false` keeps the original controller.
    func completeTransition(_ didComplete: Bool)
    /// The `.from` or `.to` controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The `.from` or `.to` view, or nil where the animator must not touch it.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// A rotation during size transitions; otherwise the identity.
    var targetTransform: CGAffineTransform { get }
    /// The controller's frame at the start, in the container's space, or `.zero`.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The controller's frame at the end, in the container's space, or `.zero`.
    func finalFrame(for vc: UIViewController) -> CGRect
}
