import HeadlessUIKit

/// Sends the destination its appearance callbacks itself (`beginAppearanceTransition` at the
/// start, `endAppearanceTransition` at the end), a habit from `.custom` presentations that
/// keep the presenter, where UIKit sends none. A navigation controller already sends them:
/// every call is one too many ("Unbalanced calls to begin/end appearance transitions").
/// Caught by `appearance-balanced`.
final class UnbalancedAppearanceAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let pushing: Bool

    init(pushing: Bool) {
        self.pushing = pushing
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        NavigationSlide.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toController = transitionContext.viewController(forKey: .to),
            let slide = NavigationSlide(transitionContext, pushing: pushing)
        else { return }
        toController.beginAppearanceTransition(true, animated: true)
        UIView.animate(withDuration: NavigationSlide.duration, delay: 0, options: .curveEaseInOut) {
            slide.slide()
        } completion: { _ in
            if transitionContext.transitionWasCancelled {
                slide.putBack()
            }
            toController.endAppearanceTransition()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
