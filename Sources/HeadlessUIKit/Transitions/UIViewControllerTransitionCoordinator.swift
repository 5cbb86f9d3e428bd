/// What a transition coordinator reports about its transition (UIKit API).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactive; it never changes [DOC].
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted (its animator is interruptible).
    var isInterruptible: Bool { get }
    /// Whether the transition is interactive now.
    var isInteractive: Bool { get }
    /// Whether the interaction was cancelled.
    var isCancelled: Bool { get }
    /// The animator's duration.
    var transitionDuration: TimeInterval { get }
    /// The last progress reported to the context.
    var percentComplete: CGFloat { get }
    /// +completionSpeed after finish, −completionSpeed after cancel.
    var completionVelocity: CGFloat { get }
    /// The curve of the completion animation.
    var completionCurve: UIView.AnimationCurve { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
}

/// Runs work alongside a transition and observes its interaction (UIKit API). A controller's
/// `transitionCoordinator` is one while a transition is in flight.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` when it completes. Returns
    /// false when the transition has already completed.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// As `animate(alongsideTransition:completion:)`, for animations of a view outside the
    /// container (layer-time scrubbing also covers `view`).
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` each time the transition stops or becomes interactive again.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` with no completion: UIKit imports the
    /// Objective-C method with `completion` defaulting to nil [DOC: both blocks are nullable].
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// `animateAlongsideTransition(in:animation:completion:)` with no completion, as UIKit
    /// imports it.
    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
