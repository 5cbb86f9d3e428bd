import GestureTrace
import HeadlessUIKit
import Testing
import TransitionHarness

/// `completion-timing`: the completion after a re-grab, the completion speed latched at the call.
@MainActor
@Suite struct CompletionTimingRuleTests {
    @Test func theCompletionAfterARegrabIsTimed() {
        let late = Replayer.replay(
            RegrabFixture.trace(), against: CustomSubject { InterruptiblePopAnimator(reports: 0.4, animates: 0.8) })
        #expect(RuleReplay.contracts(late) == [.completionTiming], "\(ReportWriter.text([late]))")
    }

    @Test func theCompletionSpeedIsTheOneReadAtFinish() throws {
        // The controller finishes three times as fast, then resets its speed for next time:
        // UIKit's completion keeps the speed it read.
        let subject = CustomSubject(
            animator: { SnapsBackAnimator(.identity) },
            interaction: { pan in
                OwnPanInteraction(gesture: pan) { interaction, _ in
                    interaction.completionSpeed = 3
                    interaction.finish()
                    interaction.completionSpeed = 1
                }
            })
        let report = try RuleReplay.replay(RuleReplay.finishingPop, subject)
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
        #expect(report.transitions.first?.completedWith == true)
    }
}
