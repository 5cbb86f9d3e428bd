import HeadlessUIKit

/// The flip as first written, for presentations that are never interactive: the same
/// keyframes as ``FlipAnimator``, the hinges moved by hand (anchor point, then the position
/// by half the width), and a completion that flattens both cards and puts their anchor
/// points back, but never the alphas. A finished flip hides that: the source leaves the
/// window. A cancelled one leaves the source on screen at alpha 0.
final class FirstFlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
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
        toView.frame = transitionContext.finalFrame(for: toController)
        container.addSubview(toView)
        guard transitionContext.isAnimated else {
            transitionContext.completeTransition(true)
            return
        }

        let geometry = self.geometry
        Self.hinge(fromView, at: geometry.sourceHinge)
        Self.hinge(toView, at: geometry.destinationHinge)
        toView.layer.transform = geometry.destination(afterHalves: 0)
        toView.alpha = 0

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
            fromView.layer.transform = CATransform3DIdentity
            toView.layer.transform = CATransform3DIdentity
            Self.hinge(fromView, at: CGPoint(x: 0.5, y: 0.5))
            Self.hinge(toView, at: CGPoint(x: 0.5, y: 0.5))
            if transitionContext.transitionWasCancelled {
                toView.removeFromSuperview()
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    /// Moves the anchor point along x and the position by the same part of the width, so an
    /// untransformed view stays where it is.
    private static func hinge(_ view: UIView, at anchor: CGPoint) {
        let shift = (anchor.x - view.layer.anchorPoint.x) * view.bounds.width
        view.layer.anchorPoint = anchor
        view.layer.position.x += shift
    }
}
