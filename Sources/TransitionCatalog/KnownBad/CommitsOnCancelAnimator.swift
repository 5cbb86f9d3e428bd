import HeadlessUIKit

/// Puts its views back after a cancel, and then completes with `true` anyway: the views look
/// cancelled but UIKit commits the transition (the stack is popped, the presentation stays),
/// the classic "cancel acts like finish". Caught by `hierarchy-consistent` and
/// `complete-matches-outcome`.
final class CommitsOnCancelAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let pushing: Bool

    init(pushing: Bool) {
        self.pushing = pushing
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        NavigationSlide.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let slide = NavigationSlide(transitionContext, pushing: pushing) else { return }
        UIView.animate(withDuration: NavigationSlide.duration, delay: 0, options: .curveEaseInOut) {
            slide.slide()
        } completion: { _ in
            if transitionContext.transitionWasCancelled {
                slide.putBack()
            }
            transitionContext.completeTransition(true)
        }
    }
}
