import HeadlessUIKit

/// Passes the animation's `finished` flag to `completeTransition(_:)`. The flag says whether
/// the animation ran to its end, not whether the transition finished: after a cancel the
/// animation still runs to its end (backwards), so the cancelled transition is committed
/// (seedante's demo #5). Caught by `complete-matches-outcome` (and `hierarchy-consistent`).
final class CompletesWithFinishedFlagAnimator: NSObject, UIViewControllerAnimatedTransitioning {
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
        } completion: { finished in
            if transitionContext.transitionWasCancelled {
                slide.putBack()
            }
            transitionContext.completeTransition(finished)
        }
    }
}
