import HeadlessUIKit

/// Completes only a transition that finished: written as if the completion block only ever
/// ran at the end of a successful slide. A cancelled transition never completes, and UIKit
/// waits for it forever (VCTransitionsLibrary#4). Caught by `complete-once`.
final class NeverCompletesWhenCancelledAnimator: NSObject, UIViewControllerAnimatedTransitioning {
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
            } else {
                transitionContext.completeTransition(true)
            }
        }
    }
}
