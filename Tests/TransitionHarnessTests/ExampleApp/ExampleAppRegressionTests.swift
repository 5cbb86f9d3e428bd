import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing

@testable import TransitionHarness

/// The false alarms the example app raised, fixed at their cause, each on the app's own code.
@MainActor
@Suite struct ExampleAppRegressionTests {
    /// A finished pull of the card: its interruptible ease-out animator goes on along its own
    /// curve (`startAnimation()`), which takes longer than the linear fraction left, and the
    /// completion is timed along that curve.
    @Test func aFinishedPullOfAnEaseOutCardIsTimedAlongItsOwnCurve() throws {
        let file = "traces/synthetic/dismiss-pan-down-finish-120hz.json"
        let report = Replayer.replay(try Repository.trace(file), file: file, against: CardApp())
        #expect(!report.violations.contains { $0.contract == .completionTiming }, "\(ReportWriter.text([report]))")
        let transition = try #require(report.transitions.first)
        let progress = try #require(transition.progressAtRelease)
        let expected = try #require(transition.completionDuration)
        // Along the ease-out curve the rest is longer than the linear fraction left.
        #expect(expected > (1 - progress) * 0.4 + 0.01)
        let lasted = try #require(transition.completionTime) - (transition.releaseTime ?? 0)
        #expect(abs(lasted - expected) <= 1.0 / 120 + 1e-9)
    }

    /// A back swipe let go early: the app's own handler started the pop, and UIKit updated the
    /// stack as the pop began and put it back when it was cancelled.
    @Test func aCancelledPopTheAppsHandlerStartedLeavesTheStackAsItWas() throws {
        let file = "traces/synthetic/pop-edge-slow-cancel-60hz.json"
        let report = Replayer.replay(try Repository.trace(file), file: file, against: ZoomApp())
        #expect(report.transitions.first?.completedWith == false)
        #expect(!report.violations.contains { $0.contract == .hierarchyConsistent }, "\(ReportWriter.text([report]))")
    }

    /// The zoom hides the photo's real view behind a snapshot and shows it again where the
    /// snapshot ends: on screen nothing jumps.
    @Test func aViewShownAgainAsItsSnapshotGoesDoesNotJump() throws {
        for file in [
            "traces/synthetic/pop-edge-just-short-of-half-cancel-120hz.json",
            "traces/synthetic/pop-edge-there-and-back-cancel-60hz.json",
        ] {
            let report = Replayer.replay(try Repository.trace(file), file: file, against: ZoomApp())
            #expect(!report.violations.contains { $0.contract == .continuousMotion }, "\(ReportWriter.text([report]))")
        }
    }

    /// A real view that reappears away from where its snapshot was still jumps.
    @Test func aViewShownAgainElsewhereThanItsSnapshotStillJumps() throws {
        let file = "traces/synthetic/pop-edge-just-short-of-half-cancel-120hz.json"
        let subject = CustomSubject(animator: { SnapshotStandInAnimator(showsAgainAt: CGPoint(x: 0, y: 400)) })
        let report = Replayer.replay(try Repository.trace(file), file: file, against: subject)
        #expect(report.violations.contains { $0.contract == .continuousMotion }, "\(ReportWriter.text([report]))")
        let still = Replayer.replay(
            try Repository.trace(file), file: file, against: CustomSubject(animator: { SnapshotStandInAnimator() }))
        #expect(!still.violations.contains { $0.contract == .continuousMotion }, "\(ReportWriter.text([still]))")
    }
}

/// A pop that hides the leaving view behind its snapshot, slides the snapshot away (back, on a
/// cancel), then removes it and shows the real view again, moved by `showsAgainAt`.
final class SnapshotStandInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let offset: CGPoint

    init(showsAgainAt offset: CGPoint = .zero) {
        self.offset = offset
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to),
            let snapshot = fromView.snapshotView(afterScreenUpdates: false)
        else { return }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toVC)
        container.insertSubview(toView, belowSubview: fromView)
        snapshot.frame = fromView.frame
        container.addSubview(snapshot)
        fromView.isHidden = true
        let home = fromView.frame
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear) {
            snapshot.frame = home.offsetBy(dx: home.width, dy: 0)
        } completion: { _ in
            snapshot.removeFromSuperview()
            fromView.frame = home.offsetBy(dx: self.offset.x, dy: self.offset.y)
            fromView.isHidden = false
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
