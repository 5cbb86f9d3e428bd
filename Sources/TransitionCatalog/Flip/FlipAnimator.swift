import HeadlessUIKit
import TransitionHarness

/// A card flip about the vertical axis, for a `.custom` presentation whose presentation
/// controller removes the presenter's view (``FlipPresentationController``): cancel-safe and
/// interactive-capable.
///
/// The source hinges on one edge and the destination on the other, both without moving
/// (`setAnchorPointKeepingFrame`). Over one second of keyframes the first half turns both
/// edge-on, the alphas swap at the midpoint, and the second half finishes the turn. The
/// keyframes are plain layer animations, so a percent-driven interaction controller scrubs
/// them by layer time. The completion puts both views back as it found them (a cancelled
/// flip restores both with ``TransitionViewState``, which also takes the destination out of
/// the container) and reports `!transitionWasCancelled`.
final class FlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let geometry: FlipGeometry

    init(presenting: Bool) {
        geometry = FlipGeometry(isPresenting: presenting)
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : FlipGeometry.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toController = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        // Captured before anything changes: the destination has no superview yet, so a
        // restore takes it out of the container again.
        let before = TransitionViewState.capture([fromView, toView])
        toView.frame = transitionContext.finalFrame(for: toController)
        container.addSubview(toView)
        guard transitionContext.isAnimated else {
            transitionContext.completeTransition(true)
            return
        }

        fromView.setAnchorPointKeepingFrame(geometry.sourceHinge)
        toView.setAnchorPointKeepingFrame(geometry.destinationHinge)
        toView.layer.transform = geometry.destination(afterHalves: 0)
        toView.alpha = 0

        let geometry = self.geometry
        UIView.animateKeyframes(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .calculationModeLinear
        ) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                fromView.layer.transform = geometry.source(afterHalves: 1)
                toView.layer.transform = geometry.destination(afterHalves: 1)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0) {
                fromView.alpha = 0
                toView.alpha = 1
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                fromView.layer.transform = geometry.source(afterHalves: 2)
                toView.layer.transform = geometry.destination(afterHalves: 2)
            }
        } completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            UIView.performWithoutAnimation {
                if cancelled {
                    before.restore()
                } else {
                    // The destination stays: flat, hinged on its centre, opaque. The source
                    // leaves the window as it came, for the dismissal to bring back.
                    toView.layer.transform = CATransform3DIdentity
                    toView.setAnchorPointKeepingFrame(CGPoint(x: 0.5, y: 0.5))
                    toView.alpha = 1
                    fromView.layer.transform = CATransform3DIdentity
                    fromView.setAnchorPointKeepingFrame(CGPoint(x: 0.5, y: 0.5))
                    fromView.alpha = before.properties(of: fromView)?.alpha ?? 1
                }
            }
            transitionContext.completeTransition(!cancelled)
        }
    }
}
