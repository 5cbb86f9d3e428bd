import HeadlessUIKit

/// Runs the slide and a fade of the destination as two animation blocks, and completes the
/// transition in the completion of each: the second `completeTransition(_:)` is ignored by
/// UIKit. Caught by `complete-once`.
final class CompletesTwiceAnimator: NSObject, UIViewControllerAnimatedTransitioning {
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
        slide.toView.alpha = 0.6
        UIView.animate(withDuration: NavigationSlide.duration, delay: 0, options: .curveEaseInOut) {
            slide.slide()
        } completion: { _ in
            if transitionContext.transitionWasCancelled {
                slide.putBack()
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        UIView.animate(withDuration: NavigationSlide.duration) {
            slide.toView.alpha = 1
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
