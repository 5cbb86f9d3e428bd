import HeadlessUIKit

/// Tells UIKit the transition lasts 0.25 s and animates for 0.5 s, two constants that drifted
/// apart. The percent-driven controller scrubs and completes over the 0.25 s it was told;
/// the animation then plays its second half on its own, and the transition completes a
/// quarter of a second late. Caught by `completion-timing`.
final class OutlastsItsDurationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let pushing: Bool

    init(pushing: Bool) {
        self.pushing = pushing
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.25
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let slide = NavigationSlide(transitionContext, pushing: pushing) else { return }
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseInOut) {
            slide.slide()
        } completion: { _ in
            if transitionContext.transitionWasCancelled {
                slide.putBack()
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
