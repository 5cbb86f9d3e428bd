import HeadlessUIKit
import TransitionHarnessAppSupport

/// Swings the leaving screen open like a door hinged on its left edge: the anchor point moves
/// to the edge (without moving the view), the view turns in perspective, and the completion
/// flattens it again but forgets the hinge. After a cancel the screen is back, with its
/// anchor point on its left edge: the next transform anyone gives it turns it about the
/// wrong point, and any frame arithmetic is off by half a width (LayoutKit#231). Caught by
/// `final-state-cancelled`.
final class LeavesAnchorPointAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toController = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        toView.frame = transitionContext.finalFrame(for: toController)
        container.insertSubview(toView, belowSubview: fromView)
        fromView.setAnchorPointKeepingFrame(CGPoint(x: 0, y: 0.5))
        var door = CATransform3DIdentity
        door.m34 = -1 / 1000
        door = CATransform3DRotate(door, -.pi / 2, 0, 1, 0)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseIn) {
            fromView.layer.transform = door
        } completion: { _ in
            fromView.layer.transform = CATransform3DIdentity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
