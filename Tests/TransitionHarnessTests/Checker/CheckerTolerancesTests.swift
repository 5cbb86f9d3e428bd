import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing

@testable import TransitionHarness

@MainActor
@Suite struct CheckerTolerancesTests {
    @Test func aValueThatIsNotFiniteOrIsNegativeCountsAsTheDefault() {
        var tolerances = CheckerTolerances.default
        tolerances.continuousMotion.paceMultiple = .nan
        tolerances.continuousMotion.jumpAlpha = -1
        tolerances.continuousMotion.pathSteps = 0
        tolerances.finalState.framePoints = .infinity
        tolerances.completionTimingFrames = 3
        let sanitized = tolerances.sanitized
        #expect(sanitized.continuousMotion.paceMultiple == 4)
        #expect(sanitized.continuousMotion.jumpAlpha == 0.5)
        #expect(sanitized.continuousMotion.pathSteps == 1)
        #expect(sanitized.finalState.framePoints == 0.5)
        #expect(sanitized.completionTimingFrames == 3)
        #expect(CheckerTolerances.default.sanitized == .default)
    }

    /// The sideways snap of ``ContinuousMotionRuleTests`` jumps 300 pt at the end of the
    /// animation: a limit of a whole screen's width lets it through.
    @Test func aWiderJumpLimitLetsASidewaysSnapThrough() throws {
        let file = RuleReplay.finishingPop
        let subject = AnimatorUnderTest(name: "sideways") { _ in SnapsBackAnimator(.init(translationX: 300, y: 0)) }
        let strict = Replayer.replay(try Repository.trace(file), file: file, against: subject)
        // The screen sees the snap too.
        #expect(strict.violations.map(\.contract) == [.continuousMotion, .screenContinuity])
        var options = ReplayOptions()
        options.tolerances.continuousMotion.jumpShareOfScreen = 1
        options.tolerances.screen.jumpShare = 1
        let lenient = Replayer.replay(try Repository.trace(file), file: file, against: subject, options: options)
        #expect(lenient.violations.isEmpty, "\(ReportWriter.text([lenient]))")
    }
}
