import HeadlessUIKit

/// Puts the leaving screen's frame back as soon as the finger lifts to cancel (in the
/// coordinator's `notifyWhenInteractionChanges`), so that the model is right early, a fix
/// once suggested for the end-of-cancel flash (ECSlidingViewController#343). UIKit's
/// position animations are additive: the animation still running on top of the new model
/// value shifts the screen by a whole width at the lift, and again at the end. Caught by
/// `continuous-motion`.
final class ResetsFrameAtLiftAnimator: NSObject, UIViewControllerAnimatedTransitioning {
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
        let coordinator = transitionContext.viewController(forKey: .from)?.transitionCoordinator
        coordinator?.notifyWhenInteractionChanges { context in
            if context.isCancelled {
                slide.putBack()
            }
        }
        UIView.animate(withDuration: NavigationSlide.duration, delay: 0, options: .curveEaseInOut) {
            slide.slide()
        } completion: { _ in
            if transitionContext.transitionWasCancelled {
                slide.putBack()
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
