import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing
import TransitionHarness

/// `screen-continuity`: no change of the screen at a lift or at the end of the animation that
/// the animation's pace does not explain; a still screen overrides the per-view judgment.
@MainActor
@Suite struct ScreenContinuityRuleTests {
    @Test func aFlashAtTheEndOfACancelIsCaught() throws {
        let report = try RuleReplay.replay(
            ScreenAtRestRuleTests.cancellingPop, CustomSubject { SnapshotStandInPopAnimator(.leavesSourceTransparent) })
        let flash = try #require(report.violations.first { $0.contract == .screenContinuity })
        #expect(flash.subject == "screen")
        #expect(flash.expected.contains("end of the animation"))
        let completion = try #require(report.transitions.first?.completionTime)
        #expect(abs(flash.time - completion) < 0.05, "\(flash)")
    }

    @Test func aViewThatPopsIntoPlaceIsCaught() throws {
        let report = try RuleReplay.replay(
            RuleReplay.finishingPop, CustomSubject { SnapshotStandInPopAnimator(.destinationPopsIntoPlace) })
        #expect(
            report.violations.contains { $0.contract == .screenContinuity }, "\(ReportWriter.text([report]))")
    }

    /// The real view shows again (alpha 0 to 1) where its snapshot was: the screen does not
    /// change, and neither screen-continuity nor continuous-motion reports a jump.
    @Test(arguments: ScreenAtRestRuleTests.pops)
    func aSnapshotStandInIsNoJump(file: String) throws {
        let report = try RuleReplay.replay(file, CustomSubject { SnapshotStandInPopAnimator() })
        #expect(
            !report.violations.contains { $0.contract == .screenContinuity || $0.contract == .continuousMotion },
            "\(ReportWriter.text([report]))")
    }

    @Test func theLimitsAreTheReplaysTolerances() throws {
        var options = ReplayOptions()
        options.tolerances.screen.restShare = 1
        let file = RuleReplay.finishingPop
        let report = Replayer.replay(
            try Repository.trace(file), file: file,
            against: CustomSubject { SnapshotStandInPopAnimator(.leavesSnapshot) }, options: options)
        // Half the screen veiled is within a limit of all of it.
        #expect(!report.violations.contains { $0.contract == .screenAtRest }, "\(ReportWriter.text([report]))")
    }
}
