import HeadlessUIKit

/// The zoom between a thumbnail and its photo, with the snapshot pattern: the photo's real
/// view stays hidden while a snapshot of it zooms, and shows again, where the snapshot ended,
/// when the snapshot is removed.
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let operation: UINavigationController.Operation
    private weak var thumbnail: UIView?

    init(operation: UINavigationController.Operation, thumbnail: UIView) {
        self.operation = operation
        self.thumbnail = thumbnail
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let pushing = operation == .push
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to), let thumbnail
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let photoView = pushing ? toView : fromView
        let fullFrame = pushing ? transitionContext.finalFrame(for: toVC) : fromView.frame
        toView.frame = transitionContext.finalFrame(for: toVC)
        if pushing {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        let thumbnailFrame = thumbnail.convert(thumbnail.bounds, to: container)
        guard let snapshot = photoView.snapshotView(afterScreenUpdates: true) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        snapshot.frame = pushing ? thumbnailFrame : fullFrame
        container.addSubview(snapshot)
        photoView.isHidden = true
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseInOut) {
            snapshot.frame = pushing ? fullFrame : thumbnailFrame
        } completion: { _ in
            snapshot.removeFromSuperview()
            photoView.isHidden = false
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
