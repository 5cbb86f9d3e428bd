import HeadlessUIKit
import TransitionHarness

// Pops written the way apps write them, for the screen contracts' tests: the standard
// snapshot stand-in, and the bugs only the screen shows well.

/// A pop that slides the leaving screen off to the right through a snapshot of it: the real
/// view is hidden behind `snapshotView(afterScreenUpdates:)` (alpha 0), the snapshot slides, and
/// the completion shows the real view again and removes the snapshot.
///
/// `mistake` breaks it as apps do: the snapshot left over the screen after a finish, the
/// leaving view removed even after a cancel (a black screen), the leaving view's alpha never
/// put back after a cancel (a flash at its end), or a stand-in for the destination left half
/// a screen short of where the destination lands (it pops into place).
final class SnapshotStandInPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Mistake {
        case none, leavesSnapshot, removesSourceAlways, leavesSourceTransparent, destinationPopsIntoPlace
    }

    let mistake: Mistake

    init(_ mistake: Mistake = .none) {
        self.mistake = mistake
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to),
            let snapshot = fromView.snapshotView(afterScreenUpdates: false)
        else { return }
        let final = transitionContext.finalFrame(for: toVC)
        toView.frame = final
        container.insertSubview(toView, belowSubview: fromView)
        snapshot.frame = fromView.frame
        container.addSubview(snapshot)
        fromView.alpha = 0
        let standIn = mistake == .destinationPopsIntoPlace ? toView.snapshotView(afterScreenUpdates: true) : nil
        if let standIn {
            // Half a screen short of where the destination lands.
            standIn.frame = final.offsetBy(dx: -final.width / 2, dy: 0)
            container.insertSubview(standIn, belowSubview: snapshot)
            toView.alpha = 0
        }
        let mistake = self.mistake
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear) {
            if mistake == .leavesSnapshot {
                // Half way off and half faded: left there, it veils the destination.
                snapshot.frame.origin.x = container.bounds.width / 2
                snapshot.alpha = 0.5
            } else {
                snapshot.frame.origin.x = container.bounds.width
            }
        } completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if mistake != .leavesSourceTransparent || !cancelled { fromView.alpha = 1 }
            if mistake != .leavesSnapshot { snapshot.removeFromSuperview() }
            if mistake == .removesSourceAlways { fromView.removeFromSuperview() }
            toView.alpha = 1
            standIn?.removeFromSuperview()
            if cancelled { toView.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        }
    }
}
