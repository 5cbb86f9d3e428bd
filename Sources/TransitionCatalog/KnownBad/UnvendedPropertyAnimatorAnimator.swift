import HeadlessUIKit

/// Animates with a `UIViewPropertyAnimator` started in `animateTransition(using:)` and never
/// vended from `interruptibleAnimator(using:)`. The percent-driven interaction controller
/// cannot scrub it: it runs on its own clock and completes the transition after 0.35 s while
/// the finger is still dragging (uikit-semantics §8 item 10). Caught by
/// `complete-after-animation`.
final class UnvendedPropertyAnimatorAnimator: NSObject, UIViewControllerAnimatedTransitioning {
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
        let animator = UIViewPropertyAnimator(duration: NavigationSlide.duration, curve: .easeInOut) {
            slide.slide()
        }
        animator.addCompletion { _ in
            if transitionContext.transitionWasCancelled {
                slide.putBack()
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator.startAnimation()
    }
}
