import GestureTrace
import HeadlessUIKit
import Testing
import TransitionHarness

/// `no-overlapping-transitions`: whose overlap it is.
@MainActor
@Suite struct NoOverlappingTransitionsRuleTests {
    @Test func anOverlapIsReportedOnTheTransitionInFlight() throws {
        let file = "traces/synthetic/push-edge-right-finish-60hz.json"
        let subject = CustomSubject(
            animator: { SnapsBackAnimator(.identity) },
            controller: { $0 == 0 ? SceneViewController(index: 0) : TipOnAppearViewController(index: $0) })
        let report = try RuleReplay.replay(file, subject)
        #expect(report.sceneViolations.isEmpty)
        let first = try #require(report.transitions.first)
        #expect(first.violations.map(\.contract) == [.noOverlappingTransitions], "\(ReportWriter.text([report]))")
    }
}
