import HeadlessUIKit

/// Dims the screen underneath with a shadow view, and tidies up in the completion by emptying
/// the container, which takes the destination's view with the shadow: a finished transition
/// shows nothing. Caught by `final-state-finished` (and `final-state-cancelled`, where the
/// source's view goes too).
final class ClearsContainerAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let pushing: Bool

    init(pushing: Bool) {
        self.pushing = pushing
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        NavigationSlide.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let slide = NavigationSlide(transitionContext, pushing: pushing) else { return }
        let shadow = UIView(frame: container.bounds)
        shadow.backgroundColor = UIColor(white: 0, alpha: 1)
        shadow.alpha = slide.isPush ? 0 : 0.3
        container.insertSubview(shadow, belowSubview: slide.isPush ? slide.toView : slide.fromView)
        UIView.animate(withDuration: NavigationSlide.duration, delay: 0, options: .curveEaseInOut) {
            slide.slide()
            shadow.alpha = slide.isPush ? 0.3 : 0
        } completion: { _ in
            if transitionContext.transitionWasCancelled {
                slide.putBack()
            }
            for view in container.subviews {
                view.removeFromSuperview()
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
