import GestureTrace
import HeadlessUIKit
import Testing
import TransitionHarness

/// `progress-in-range`: a completion reported as progress, a declared spring.
@MainActor
@Suite struct ProgressInRangeRuleTests {
    private func animatedCompletion(
        path: @escaping (_ release: CGFloat, _ t: Double) -> CGFloat, spring: Bool = false
    ) -> CustomSubject {
        CustomSubject(
            animator: { SnapsBackAnimator(.identity) },
            interaction: { pan in
                let interaction = OwnPanInteraction(gesture: pan) { interaction, release in
                    interaction.animateProgress(over: 0.2, path: { path(release, $0) }) { $0.finish() }
                }
                if spring { interaction.timingCurve = UISpringTimingParameters(dampingRatio: 0.6) }
                return interaction
            })
    }

    @Test func aCompletionReportedAsProgressMovesTowardItsEnd() throws {
        let restarts = try RuleReplay.replay(RuleReplay.finishingPop, animatedCompletion { _, t in CGFloat(t) })
        #expect(RuleReplay.contracts(restarts).contains(.progressInRange), "\(ReportWriter.text([restarts]))")
        let broken = try #require(restarts.violations.first { $0.contract == .progressInRange })
        #expect(broken.expected.hasPrefix("progress moving toward 1 during the completion"))

        let onward = try RuleReplay.replay(
            RuleReplay.finishingPop, animatedCompletion { release, t in release + (1 - release) * CGFloat(t) })
        #expect(!RuleReplay.contracts(onward).contains(.progressInRange), "\(ReportWriter.text([onward]))")
    }

    @Test func aDeclaredSpringMayOvershootAndComeBack() throws {
        // Past the end and back: 1 at half time, 0.95 after, 1 at the end.
        let wobble: (CGFloat, Double) -> CGFloat = { release, t in
            t < 0.5 ? release + (1 - release) * CGFloat(t * 2) : (t < 1 ? 0.95 : 1)
        }
        let undeclared = try RuleReplay.replay(RuleReplay.finishingPop, animatedCompletion(path: wobble))
        #expect(RuleReplay.contracts(undeclared).contains(.progressInRange), "\(ReportWriter.text([undeclared]))")
        let declared = try RuleReplay.replay(RuleReplay.finishingPop, animatedCompletion(path: wobble, spring: true))
        #expect(!RuleReplay.contracts(declared).contains(.progressInRange), "\(ReportWriter.text([declared]))")
    }
}
