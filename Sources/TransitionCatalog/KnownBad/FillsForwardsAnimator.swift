import HeadlessUIKit

/// Rounds the corners of the incoming screen with a Core Animation animation that keeps its
/// end value by `fillMode = .forwards` and `isRemovedOnCompletion = false`, instead of
/// setting the model value: the animation stays on the layer after the transition, forever.
/// Caught by `no-calls-after-complete` ("no animator left running on views of the
/// transition").
final class FillsForwardsAnimator: NSObject, UIViewControllerAnimatedTransitioning {
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
        let corners = CABasicAnimation(keyPath: "cornerRadius")
        corners.fromValue = 24.0
        corners.toValue = 0.0
        corners.duration = NavigationSlide.duration
        corners.fillMode = .forwards
        corners.isRemovedOnCompletion = false
        slide.toView.layer.add(corners, forKey: "corners")
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
