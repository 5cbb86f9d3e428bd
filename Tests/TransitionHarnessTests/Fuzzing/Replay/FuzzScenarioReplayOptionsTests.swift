import HeadlessUIKit
import Testing

@testable import TransitionHarness

@Suite struct FuzzScenarioReplayOptionsTests {
    @Test func theDefaultScenarioKeepsTheDefaultOptionsAtSixtyHertz() {
        let options = FuzzScenario.default.replayOptions()
        #expect(options.completionSpeed == 1)
        #expect(options.completionCurve == .easeInOut)
        #expect(options.droppedFrames.isEmpty)
        #expect(options.refreshRate == 60)
        #expect(FuzzScenario.default.unappliedFields.isEmpty)
    }

    @Test func speedCurveDroppedFramesAndRateAreApplied() {
        let scenario = FuzzScenario(
            completionSpeed: -0.5, completionCurve: "linear", refreshRate: 120, droppedFrames: [3, 9])
        let options = scenario.replayOptions(base: ReplayOptions(policy: .threshold(0.3), gracePeriod: 4))
        #expect(options.completionSpeed == -0.5)
        #expect(options.completionCurve == .linear)
        #expect(options.droppedFrames == [3, 9])
        #expect(options.refreshRate == 120)
        #expect(options.policy.name == CompletionPolicy.threshold(0.3).name)
        #expect(options.gracePeriod == 4)
    }

    @Test(arguments: FuzzScenario.curveNames)
    func everyCurveNameHasACurve(name: String) {
        #expect(FuzzScenario.curve(named: name) != nil)
    }

    @Test func durationAndInterruptibilityAreReportedAsNotApplied() {
        let scenario = FuzzScenario(durationOverride: 0, interruptible: true)
        #expect(scenario.unappliedFields == ["durationOverride", "interruptible"])
        #expect(FuzzScenario.curve(named: "bounce") == nil)
    }
}
