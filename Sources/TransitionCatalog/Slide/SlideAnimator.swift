import HeadlessUIKit
import TransitionHarness

/// The slide segues' motion as a presentation animator, so the slide can be presented and
/// dismissed interactively: presenting, the presented view comes in from the right while the
/// presenter's view slides out to the left (0.4 s); dismissing, the presenter's view comes
/// back from the left while the presented view slides out to the right (0.5 s); both easing
/// in and out, as ``SlideSegue`` and ``SlideUnwindSegue`` do.
///
/// Presenting, the presenter's view is outside the container (it is in the window, under
/// it), so the animator registers it with the transition coordinator
/// (`animateAlongsideTransition(in:animation:completion:)`) before animating it: a
/// percent-driven interaction controller then scrubs it with the views in the container. A
/// cancelled slide restores both views with ``TransitionViewState``; a finished one puts the
/// view that left back where it was, for the next transition to find it there.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool

    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        isPresenting ? SlideMotion.forwardDuration : SlideMotion.backDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromController = transitionContext.viewController(forKey: .from),
            let toController = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let leaving = TransitionViewState.capture([fromView])
        let arriving = TransitionViewState.capture([toView])
        let width = container.bounds.width
        let step = isPresenting ? -width : width
        toView.frame = transitionContext.finalFrame(for: toController).offsetBy(dx: -step, dy: 0)
        if isPresenting {
            container.addSubview(toView)
            if fromView.superview !== container {
                fromController.transitionCoordinator?.animateAlongsideTransition(
                    in: fromView, animation: nil, completion: nil)
            }
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        SlideMotion.slide([fromView, toView], by: step, duration: transitionDuration(using: transitionContext)) { _ in
            let cancelled = transitionContext.transitionWasCancelled
            UIView.performWithoutAnimation {
                leaving.restore()
                if cancelled {
                    arriving.restore()
                }
            }
            transitionContext.completeTransition(!cancelled)
        }
    }
}
