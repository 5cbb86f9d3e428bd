import HeadlessUIKit
import TransitionHarness

/// The snapshot variant of the slide as a presentation animator (``SnapshotSlideSegue``):
/// a snapshot of the presenter's view slides out to the left inside the container while
/// the presented view comes in from the right. The presenter's view never moves, so there is
/// nothing to register with the coordinator and nothing to put back; the snapshot goes in
/// every outcome. The dismissal is the plain slide back (``SlideAnimator``): both of its
/// views are in the container already.
final class SnapshotSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        SlideMotion.forwardDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toController = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to),
            let snapshot = fromView.snapshotView(afterScreenUpdates: false)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let arriving = TransitionViewState.capture([toView])
        let width = container.bounds.width
        snapshot.frame = container.convert(fromView.bounds, from: fromView)
        toView.frame = transitionContext.finalFrame(for: toController).offsetBy(dx: width, dy: 0)
        container.addSubview(snapshot)
        container.addSubview(toView)
        SlideMotion.slide([snapshot, toView], by: -width, duration: transitionDuration(using: transitionContext)) { _ in
            let cancelled = transitionContext.transitionWasCancelled
            UIView.performWithoutAnimation {
                snapshot.removeFromSuperview()
                if cancelled {
                    arriving.restore()
                }
            }
            transitionContext.completeTransition(!cancelled)
        }
    }
}
