import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing
import TransitionHarness

/// An animator written for the non-interactive case: it fades the source out and tilts it
/// about its trailing edge, and on completion only cleans up the destination. After a
/// cancelled interaction the source is left transparent, rotated, and with its anchor point
/// at the edge.
final class ForgetfulTiltAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
        toView.frame = transitionContext.finalFrame(for: toVC)
        fromView.layer.anchorPoint = CGPoint(x: 1, y: 0.5)
        fromView.layer.position.x += fromView.bounds.width / 2
        UIView.animate(
            withDuration: 0.4,
            animations: {
                fromView.alpha = 0
                fromView.transform = CGAffineTransform(rotationAngle: 0.3)
            },
            completion: { _ in
                if transitionContext.transitionWasCancelled { toView.removeFromSuperview() }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

@MainActor
@Suite struct RestoresViewStateOnCancelTests {
    nonisolated static let cancellingPops = [
        "traces/synthetic/pop-edge-slow-cancel-60hz.json",
        "traces/synthetic/pop-edge-there-and-back-cancel-60hz.json",
        "traces/synthetic/pop-edge-fling-back-cancel-120hz.json",
        "traces/synthetic/pop-edge-system-cancelled-late-60hz.json",
    ]

    static let subject = { AnimatorUnderTest(name: "forgetful-tilt") { _ in ForgetfulTiltAnimator() } }

    @Test(arguments: cancellingPops)
    func withoutTheSafetyNetTheLeftoverStateIsCaught(file: String) throws {
        let report = Replayer.replay(try Repository.trace(file), file: file, against: Self.subject())
        let cancelled = report.violations.filter { $0.contract == .finalStateCancelled }
        #expect(!cancelled.isEmpty, "\(ReportWriter.text([report]))")
    }

    @Test(arguments: cancellingPops)
    func withRestoresViewStateOnCancelTheSourceComesBackExactly(file: String) throws {
        let report = Replayer.replay(
            try Repository.trace(file), file: file, against: Self.subject(),
            options: ReplayOptions(restoresViewStateOnCancel: true))
        #expect(!report.violations.contains { $0.contract == .finalStateCancelled }, "\(ReportWriter.text([report]))")
        #expect(report.transitions.first?.outcome == .cancel)
    }

    @Test func theSafetyNetDoesNothingToAFinishedTransition() throws {
        let file = "traces/synthetic/pop-edge-slow-finish-60hz.json"
        let report = Replayer.replay(
            try Repository.trace(file), file: file, against: Self.subject(),
            options: ReplayOptions(restoresViewStateOnCancel: true))
        #expect(report.transitions.first?.completedWith == true)
        #expect(!report.violations.contains { $0.contract == .finalStateFinished })
    }
}
