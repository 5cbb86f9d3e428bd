import GestureTrace
import HeadlessUIKit
import Testing
import TransitionHarness

/// `no-calls-after-complete`: a screen's own animations are not leftovers.
@MainActor
@Suite struct NoCallsAfterCompleteRuleTests {
    @Test func aScreensOwnAnimationsAreNotLeftoversOfTheTransition() throws {
        let file = "traces/synthetic/push-edge-right-finish-60hz.json"
        let subject = CustomSubject(
            animator: { SnapsBackAnimator(.identity) }, controller: { SpinnerViewController(index: $0) })
        let report = try RuleReplay.replay(file, subject)
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
    }
}
