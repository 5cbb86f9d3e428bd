import GestureTrace
import HeadlessUIKit
import Testing
import TransitionHarness

/// `screen-at-rest`: the screen after a finish shows the destination as it shows on its own,
/// and after a cancel the screen from before the gesture.
@MainActor
@Suite struct ScreenAtRestRuleTests {
    nonisolated static let cancellingPop = "traces/synthetic/pop-edge-slow-cancel-60hz.json"
    /// A slow edge pop that finishes, and one that is cancelled.
    nonisolated static let pops = ["traces/synthetic/pop-edge-slow-finish-60hz.json", cancellingPop]

    @Test(arguments: pops)
    func theSnapshotStandInPasses(file: String) throws {
        let report = try RuleReplay.replay(file, CustomSubject { SnapshotStandInPopAnimator() })
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
    }

    @Test func aSnapshotLeftOverTheScreenIsCaught() throws {
        let report = try RuleReplay.replay(
            RuleReplay.finishingPop, CustomSubject { SnapshotStandInPopAnimator(.leavesSnapshot) })
        let violation = try #require(report.violations.first { $0.contract == .screenAtRest })
        #expect(violation.subject == "screen")
        #expect(violation.expected.hasPrefix("the destination as it shows at rest on its own"))
        // The snapshot veils the right half of the screen (to the pixel at the judging scale).
        #expect(violation.found.hasPrefix("5"), "\(violation)")
        #expect(violation.found.contains("% of it differing within (192, 0, "), "\(violation)")
        // No per-view contract sees it: the destination view itself is where it belongs.
        #expect(RuleReplay.contracts(report) == [.screenAtRest], "\(ReportWriter.text([report]))")
    }

    @Test func aBlackScreenAfterACancelledSwipeIsCaught() throws {
        let report = try RuleReplay.replay(
            Self.cancellingPop, CustomSubject { SnapshotStandInPopAnimator(.removesSourceAlways) })
        let violation = try #require(report.violations.first { $0.contract == .screenAtRest })
        #expect(violation.expected.hasPrefix("the screen as it was before the gesture began"))
        #expect(violation.found.hasPrefix("100% of it differing"), "\(violation)")
        #expect(violation.found.hasSuffix("black there (nothing covers the screen)"))
    }
}
