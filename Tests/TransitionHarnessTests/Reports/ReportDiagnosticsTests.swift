import Foundation
import GestureTrace
@_spi(Harness) import HeadlessUIKit
import TestSupport
import Testing
@_spi(Harness) import TransitionHarness

/// A pop (``SnapsBackAnimator`` with no turn) whose animator also misuses a property animator
/// on the way: it stops one and starts it again without `finishAnimation(at:)`, which UIKit
/// raises on. The model records the misuse and goes on; the transition itself is correct.
final class RestartsStoppedAnimatorAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let slide = SnapsBackAnimator(.identity)

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        slide.transitionDuration(using: transitionContext)
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        slide.animateTransition(using: transitionContext)
        let badge = UIView()
        transitionContext.containerView.addSubview(badge)
        let pulse = UIViewPropertyAnimator(duration: 0.1, curve: .linear) { badge.alpha = 0.5 }
        pulse.startAnimation()
        pulse.stopAnimation(false)
        pulse.startAnimation()
        pulse.finishAnimation(at: .current)
        badge.removeFromSuperview()
    }
}

/// Completes twice: complete-once reports it, so the diagnostic UIKit's model also records is
/// not listed again.
final class CompletesTwiceInTestsAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        SnapsBackAnimator(.identity).animateTransition(using: transitionContext)
        UIView.animate(withDuration: 0.3) {
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

@MainActor
@Suite struct ReportDiagnosticsTests {
    static let finishingPop = "traces/synthetic/pop-edge-slow-finish-60hz.json"

    private func replay(_ animator: @escaping () -> any UIViewControllerAnimatedTransitioning) throws -> TraceReport {
        Replayer.replay(
            try Repository.trace(Self.finishingPop), file: Self.finishingPop,
            against: AnimatorUnderTest(name: "diagnosed") { _ in animator() })
    }

    @Test func misuseTheModelWentOnFromIsListedWithoutFailingTheReplay() throws {
        let report = try replay { RestartsStoppedAnimatorAnimator() }
        #expect(report.passed, "\(ReportWriter.text([report]))")
        let diagnostic = try #require(report.diagnostics.first)
        #expect(report.diagnostics.count == 1)
        #expect(diagnostic.code == HeadlessDiagnostic.Code.animatorInvalidStateTransition.rawValue)
        #expect(diagnostic.message.contains("a stopped animator cannot start before finishAnimation(at:)"))
        // Counted from the replay's start, as violations are.
        let start = try #require(report.transitions.first?.startTime)
        #expect(abs(diagnostic.time - start) < 1e-9)

        let text = ReportWriter.text([report])
        #expect(text.contains("diagnostics (misuse UIKit raises on or logs; the replay went on):"))
        #expect(text.contains("[animator.invalidStateTransition] UIViewPropertyAnimator: a stopped animator"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(ReportWriter.json([report]).utf8)) as? [String: Any])
        let trace = try #require((json["traces"] as? [[String: Any]])?.first)
        let listed = try #require((trace["diagnostics"] as? [[String: Any]])?.first)
        #expect(listed["code"] as? String == "animator.invalidStateTransition")
        #expect(listed["frame"] as? Int == diagnostic.frame)
        let junit = ReportWriter.junit([report])
        #expect(junit.contains("<system-out>[animator.invalidStateTransition] UIViewPropertyAnimator:"))
    }

    @Test func aCleanReplayListsNone() throws {
        let report = try replay { SnapsBackAnimator(.identity) }
        #expect(report.passed && report.diagnostics.isEmpty)
        #expect(!ReportWriter.json([report]).contains("\"diagnostics\""))
        #expect(!ReportWriter.text([report]).contains("diagnostics"))
        #expect(!ReportWriter.junit([report]).contains("system-out"))
    }

    @Test func misuseAContractReportsIsNotListedAgain() throws {
        let report = try replay { CompletesTwiceInTestsAnimator() }
        #expect(report.violations.map(\.contract).contains(.completeOnce), "\(ReportWriter.text([report]))")
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    }
}
