import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing

@testable import TransitionHarness

@MainActor
@Suite struct ReplayRunTests {
    static let twoSwipes = "traces/synthetic/pop-edge-two-swipes-cancel-finish-120hz.json"

    @Test func theRunSanitizesItsOptionsOnce() throws {
        var options = ReplayOptions(gracePeriod: .nan, timeLimit: -1)
        options.refreshRate = .infinity
        options.tolerances.finalState.alpha = -1
        let run = ReplayRun(
            trace: try Repository.trace(Self.twoSwipes), subject: SystemDefaultTransition(), options: options)
        #expect(run.options.gracePeriod == 2)
        #expect(run.options.timeLimit == 3600)
        #expect(run.options.tolerances == .default)
        // Not a sensible rate: 60 Hz.
        #expect(run.refreshRate == 60)
        let traceRate = ReplayRun(
            trace: try Repository.trace(Self.twoSwipes), subject: SystemDefaultTransition(), options: ReplayOptions())
        #expect(traceRate.refreshRate == 120)
    }

    @Test func theVerdictHasOneEntryPerDrivenTransitionInOrder() throws {
        let run = ReplayRun(
            trace: try Repository.trace(Self.twoSwipes), subject: SystemDefaultTransition(), options: ReplayOptions())
        let record = run.run(judgedBy: ContractRules.standard)
        #expect(record.transitions.map(\.index) == [0, 1])
        #expect(record.verdict.transitions.map(\.index) == [0, 1])
        #expect(record.verdict.transitions.map(\.resolution?.outcome) == [.cancel, .finish])
        #expect(record.verdict.sceneViolations.isEmpty)
        #expect(record.timeline == nil)
        #expect(!record.events.isEmpty)
    }
}
