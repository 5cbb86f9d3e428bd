import PropertyTesting
import Testing

@testable import TransitionHarness

@Suite struct FuzzScenarioTests {
    @Test func allZeroChoicesDrawTheDefaultScenario() {
        var attempt = Attempt.replaying([UInt64](repeating: 0, count: 6))
        #expect(FuzzScenario.draw(&attempt) == .default)
        #expect(!attempt.isAborted)
    }

    @Test func theDrawReachesTheValuesThatBreakArithmetic() {
        let scenarios = GeneratedCorpus.standard.map(\.input.scenario)
        #expect(scenarios.contains { $0.completionSpeed == 0 })
        #expect(scenarios.contains { $0.completionSpeed < 0 })
        #expect(scenarios.contains { $0.durationOverride == 0.001 })
        #expect(scenarios.contains { $0.durationOverride == 1.0 / 240 })
        #expect(scenarios.contains { $0.durationOverride == nil })
        // Never 0: a zero-length animator cannot follow a finger in UIKit.
        #expect(scenarios.allSatisfy { ($0.durationOverride ?? 1) > 0 })
        #expect(scenarios.contains { $0.refreshRate == 30 })
        #expect(scenarios.contains { $0.refreshRate == 240 })
        #expect(scenarios.contains { !$0.droppedFrames.isEmpty })
        #expect(scenarios.contains { $0.interruptible })
        for name in FuzzScenario.curveNames {
            #expect(scenarios.contains { $0.completionCurve == name })
        }
        #expect(scenarios.allSatisfy { $0.refreshRate >= 30 && $0.refreshRate <= 240 })
        #expect(scenarios.allSatisfy { $0.droppedFrames == $0.droppedFrames.sorted() })
        #expect(scenarios.allSatisfy { Set($0.droppedFrames).count == $0.droppedFrames.count })
    }

    @Test func anOverrideIsCutSoThatNoCompletionLastsLongerThanTenMinutes() {
        // Speed 0.001 (table index 5), easeInOut, 5 s (duration index 6): 5,000 s, cut to 0.6 s.
        var long = Attempt.replaying([5, 0, 6, 0, 0, 0])
        #expect(FuzzScenario.draw(&long).durationOverride == 0.6)
        #expect(!long.isAborted)
        // 0.35 s at 0.001: 350 s, as UIKit's own slide gives.
        var kept = Attempt.replaying([5, 0, 4, 0, 0, 0])
        #expect(FuzzScenario.draw(&kept).durationOverride == 0.35)
        #expect(
            GeneratedCorpus.standard.map(\.input.scenario).allSatisfy { scenario in
                scenario.durationOverride.map { $0 / (scenario.completionSpeed > 0 ? scenario.completionSpeed : 1) }
                    ?? 0 <= FuzzScenario.longestCompletion
            })
    }

    @Test func theTextFormReadsBackExactly() {
        for scenario in GeneratedCorpus.standard.prefix(500).map(\.input.scenario) {
            #expect(FuzzScenario(text: scenario.description) == scenario)
        }
    }

    @Test func theTextFormOfTheDefaultScenario() {
        #expect(
            FuzzScenario.default.description
                == "completionSpeed=1.0 completionCurve=easeInOut durationOverride=none refreshRate=60.0 "
                + "droppedFrames=none interruptible=false")
    }

    @Test(arguments: [
        "completionSpeed=fast", "completionCurve=bounce", "refreshRate=0", "droppedFrames=1,-2", "colour=red",
        "interruptible", "durationOverride=-1",
    ])
    func malformedTextIsRefused(text: String) {
        #expect(FuzzScenario(text: text) == nil)
    }

    @Test func missingKeysKeepTheirDefaults() {
        #expect(FuzzScenario(text: "refreshRate=120") == FuzzScenario(refreshRate: 120))
    }
}
