import HeadlessUIKit
import TransitionHarness

/// The spring unwind's motion as a pop animator, so the unwind can be driven by an edge
/// swipe: the target's view starts one width to the left of the source's, is added above it
/// in the container and springs onto its frame (1.0 s, damping 0.5, initial velocity 4,
/// ease-in-out), as ``SpringUnwindSegue`` does. A cancelled pop restores the target's view
/// (out of the container again) with ``TransitionViewState``; a finished one leaves the
/// source's view for UIKit to remove.
class SpringUnwindAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        SpringUnwindMotion.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let targetController = transitionContext.viewController(forKey: .to),
            let sourceView = transitionContext.view(forKey: .from),
            let targetView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let before = TransitionViewState.capture([targetView])
        let frame = transitionContext.finalFrame(for: targetController)
        targetView.frame = SpringUnwindMotion.startFrame(onto: frame)
        transitionContext.containerView.addSubview(targetView)
        SpringUnwindMotion.springIn(targetView, onto: frame) { _ in
            let cancelled = transitionContext.transitionWasCancelled
            UIView.performWithoutAnimation {
                if cancelled {
                    before.restore()
                }
                self.tidy(source: sourceView, target: targetView)
            }
            transitionContext.completeTransition(!cancelled)
        }
    }

    /// Nothing to tidy: UIKit removes the source's view when the pop completes.
    func tidy(source sourceView: UIView, target targetView: UIView) {}
}

/// The spring unwind as first written, replayed as a pop: its completion removes the target's
/// view, meaning the source's, so a finished pop shows nothing.
final class FirstSpringUnwindAnimator: SpringUnwindAnimator {
    override func tidy(source sourceView: UIView, target targetView: UIView) {
        targetView.removeFromSuperview()
    }
}
