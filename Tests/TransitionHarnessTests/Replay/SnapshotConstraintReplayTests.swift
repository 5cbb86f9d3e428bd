import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing
import TransitionHarness

/// A slide of snapshots placed with Auto Layout, as apps write one: both views are snapshotted,
/// the snapshots are pinned with constraints, the constants change and `layoutIfNeeded()` runs
/// in the animation block; the real views are shown again at the end.
final class SnapshotConstraintAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPush: Bool

    init(isPush: Bool) {
        self.isPush = isPush
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let toVC = transitionContext.viewController(forKey: .to)!
        toView.frame = transitionContext.finalFrame(for: toVC)
        container.insertSubview(toView, at: 0)
        guard let fromShot = fromView.snapshotView(afterScreenUpdates: false),
            let toShot = toView.snapshotView(afterScreenUpdates: true)
        else {
            transitionContext.completeTransition(false)
            return
        }
        fromView.isHidden = true
        toView.isHidden = true
        let width = container.bounds.width
        for shot in [toShot, fromShot] {
            shot.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(shot)
        }
        let fromLeading = fromShot.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        let toLeading = toShot.leadingAnchor.constraint(
            equalTo: container.leadingAnchor, constant: isPush ? width : -width)
        NSLayoutConstraint.activate([
            fromLeading, toLeading,
            fromShot.topAnchor.constraint(equalTo: container.topAnchor),
            toShot.topAnchor.constraint(equalTo: container.topAnchor),
            fromShot.widthAnchor.constraint(equalTo: container.widthAnchor),
            toShot.widthAnchor.constraint(equalTo: container.widthAnchor),
            fromShot.heightAnchor.constraint(equalTo: container.heightAnchor),
            toShot.heightAnchor.constraint(equalTo: container.heightAnchor),
        ])
        container.layoutIfNeeded()
        fromLeading.constant = isPush ? -width : width
        toLeading.constant = 0
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
            animations: { container.layoutIfNeeded() },
            completion: { _ in
                fromView.isHidden = false
                toView.isHidden = false
                fromShot.removeFromSuperview()
                toShot.removeFromSuperview()
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled { toView.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
    }
}

/// The snapshot slide, replayed through every bundled push and pop.
@MainActor
@Suite struct SnapshotConstraintReplayTests {
    /// A known false alarm, kept as its reproducer: on flings that finish, and on a cancel the
    /// system makes early, `completion-timing` finds the completion one to three frames late
    /// (0.217 s for 0.163 s expected at 60 Hz), and the early cancel also reports `from.view`'s
    /// alpha jumping where the snapshot covered it. The same slide animated with transforms
    /// instead of constraint constants completes on time, so the constraint-driven animations'
    /// timing in an interactive transition is the suspect. When it is fixed this test fails
    /// ("known issue not recorded"): then remove the `withKnownIssue`.
    @Test func theSlideHoldsEveryContractOnEveryBundledSwipe() throws {
        let subject = AnimatorUnderTest(name: "snapshot-constraints") {
            SnapshotConstraintAnimator(isPush: $0 == .push)
        }
        let replays = try replayEveryBundledPushAndPop(against: subject)
        let failing = replays.filter { !$0.report.violations.isEmpty }.map(\.file)
        #expect(!replays.isEmpty)
        withKnownIssue("constraint-driven animations complete late in interactive transitions") {
            #expect(failing.isEmpty, "\(failing)")
        }
    }
}
