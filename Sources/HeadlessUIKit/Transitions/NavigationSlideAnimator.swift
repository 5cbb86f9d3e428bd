/// UINavigationController's default push and pop (UIKit's private
/// `_UINavigationParallaxTransition`), as observed [OBS]: the incoming view slides in from the
/// right edge over the outgoing one while the outgoing view moves left by about a third of the
/// width (the parallax); a pop is the mirror image. Duration 0.35 s [OBS: the commonly measured
/// length of the system push; iOS drives it with a private spring curve, modelled here as
/// ease-in-out, and linear while interactive so scrubbing follows the finger [INF]].
///
/// Percent-driven interaction scrubs it through layer time (Path B). At the end the views the
/// slide moved are put back where they started (the outgoing view leaves the container; after
/// a cancel the container removes the incoming one), so nothing is left shifted.
@MainActor
final class NavigationSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The observed length of the system push and pop.
    static let duration: TimeInterval = 0.35
    /// How far the covered view moves, as a fraction of the width.
    static let parallax: CGFloat = 0.3

    let operation: UINavigationController.Operation
    /// The length of this slide: ``duration`` unless a test asked for another
    /// (`SystemTransitionAnimators.navigation(_:duration:)`).
    let length: TimeInterval

    init(operation: UINavigationController.Operation, duration: TimeInterval = NavigationSlideAnimator.duration) {
        self.operation = operation
        length = duration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        length
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toController = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        let finalFrame = transitionContext.finalFrame(for: toController)
        let fromCenter = fromView.center
        let pushing = operation != .pop
        if pushing {
            toView.frame = finalFrame.offsetBy(dx: width, dy: 0)
            container.addSubview(toView)
        } else {
            toView.frame = finalFrame.offsetBy(dx: -width * Self.parallax, dy: 0)
            container.insertSubview(toView, belowSubview: fromView)
        }
        let options: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(withDuration: length, delay: 0, options: options) {
            toView.frame = finalFrame
            fromView.center.x = fromCenter.x + (pushing ? -width * Self.parallax : width)
        } completion: { _ in
            fromView.center = fromCenter
            if transitionContext.transitionWasCancelled {
                toView.frame = finalFrame
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
