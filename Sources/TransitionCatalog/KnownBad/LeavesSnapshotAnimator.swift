import HeadlessUIKit

/// Slides a snapshot of the leaving screen instead of the screen itself, and removes the
/// snapshot only in the finished branch of its completion. After a cancel the snapshot stays
/// in the container over the real screen, a frozen picture that swallows every touch
/// (Hero#451, Hero#259). Caught by `final-state-cancelled`.
final class LeavesSnapshotAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let pushing: Bool

    init(pushing: Bool) {
        self.pushing = pushing
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        NavigationSlide.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toController = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to),
            let snapshot = fromView.snapshotView(afterScreenUpdates: false)
        else { return }
        let width = container.bounds.width
        let step = pushing ? -width : width
        let final = transitionContext.finalFrame(for: toController)
        snapshot.frame = fromView.frame
        toView.frame = pushing ? final.offsetBy(dx: width, dy: 0) : final.offsetBy(dx: -width, dy: 0)
        container.addSubview(toView)
        container.addSubview(snapshot)
        UIView.animate(withDuration: NavigationSlide.duration, delay: 0, options: .curveEaseInOut) {
            snapshot.center.x += step
            toView.frame = final
        } completion: { _ in
            if !transitionContext.transitionWasCancelled {
                snapshot.removeFromSuperview()
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
