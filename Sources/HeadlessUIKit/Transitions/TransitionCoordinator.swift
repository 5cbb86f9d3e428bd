/// The coordinator of one transition, and the context its handlers receive (UIKit's
/// `_UIViewControllerTransitionCoordinator`). Reads through to the ``TransitionContext``.
///
/// `animate(alongsideTransition:completion:)` [DOC]: before the start, the animation is
/// queued and runs when the transition starts; while in flight it runs at once; after
/// completion nothing is queued and the call returns false [INF]. Completions run at step 6
/// of `completeTransition(_:)` (§1.3).
@MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let context: TransitionContext

    init(context: TransitionContext) {
        self.context = context
        super.init()
    }

    // MARK: UIViewControllerTransitionCoordinatorContext

    var isAnimated: Bool { context.isAnimated }
    var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    var initiallyInteractive: Bool { context.initiallyInteractive }
    var isInterruptible: Bool { context.isInterruptible }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { context.transitionWasCancelled }
    var transitionDuration: TimeInterval {
        context.state == .notStarted ? context.animator.transitionDuration(using: context) : context.transitionDuration
    }
    var percentComplete: CGFloat { context.percentComplete }
    var completionVelocity: CGFloat { context.completionVelocity }
    var completionCurve: UIView.AnimationCurve { context.completionCurve }
    var containerView: UIView { context.containerView }
    var targetTransform: CGAffineTransform { context.targetTransform }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context.viewController(forKey: key)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        context.view(forKey: key)
    }

    // MARK: UIViewControllerTransitionCoordinator

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: nil, animation: animation, completion: completion)
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !context.isCompleted else { return false }
        if let view {
            context.alongsideViews.append(view)
            context.layerDriver?.include(view.layer)
        }
        if let completion {
            context.alongsideCompletions.append(completion)
        }
        if let animation {
            if context.state.isInFlight {
                context.runAlongsideAnimation(animation)
            } else {
                context.pendingAlongsideAnimations.append(animation)
            }
        }
        return true
    }

    func notifyWhenInteractionChanges(
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        guard !context.isCompleted else { return }
        context.interactionChangeHandlers.append(handler)
    }
}
