/// The animator of non-animated transitions (UIKit's built-in "no animation" path): puts the
/// incoming view at its final frame and completes at once.
///
/// Pushes and presentations add the `.to` view to the container; pops and dismissals insert
/// it below the `.from` view (when the context gives one; a presenter whose view never left
/// the window has none). The `.from` view is left for the container's completion to remove.
@MainActor
final class ImmediateTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        Self.placeIncomingView(transitionContext)
        transitionContext.completeTransition(true)
    }

    /// Adds the `.to` view to the container at its final frame: in front for a push or a
    /// presentation, behind the `.from` view for a pop or a dismissal.
    static func placeIncomingView(_ context: any UIViewControllerContextTransitioning) {
        guard let toView = context.view(forKey: .to),
            let toController = context.viewController(forKey: .to)
        else { return }
        let container = context.containerView
        toView.frame = context.finalFrame(for: toController)
        let backwards =
            (context as? TransitionContext).map { $0.operation == .pop || $0.operation == .dismiss } ?? false
        if backwards, let fromView = context.view(forKey: .from), fromView.superview === container {
            container.insertSubview(toView, belowSubview: fromView)
        } else {
            container.addSubview(toView)
        }
    }
}
