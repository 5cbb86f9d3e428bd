import GestureTrace
import Testing
import TransitionHarness

@Suite struct CupertinoCompletionPolicyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var label: String
        var release: ReleaseState
        var outcome: Trace.Outcome
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(
            label: "half way with no velocity finishes", release: .init(progress: 0.5, velocity: 0, distance: 400),
            outcome: .finish),
        Case(
            label: "just short of half way cancels", release: .init(progress: 0.4999, velocity: 0, distance: 400),
            outcome: .cancel),
        Case(
            label: "one distance per second forward finishes early",
            release: .init(progress: 0.1, velocity: 400, distance: 400), outcome: .finish),
        Case(
            label: "just under one distance per second decides by position",
            release: .init(progress: 0.1, velocity: 399.9, distance: 400), outcome: .cancel),
        Case(
            label: "a backward fling cancels late", release: .init(progress: 0.9, velocity: -400, distance: 400),
            outcome: .cancel),
        Case(
            label: "a slow backward drift past half finishes",
            release: .init(progress: 0.9, velocity: -300, distance: 400), outcome: .finish),
        Case(
            label: "a cancelled touch cancels despite a forward fling",
            release: .init(progress: 0.95, velocity: 5000, distance: 400, touchCancelled: true), outcome: .cancel),
        Case(
            label: "NaN progress counts as 0", release: .init(progress: .nan, velocity: 0, distance: 400),
            outcome: .cancel),
        Case(
            label: "NaN velocity decides by position", release: .init(progress: 0.7, velocity: .nan, distance: 400),
            outcome: .finish),
        Case(
            label: "an infinite velocity decides by position",
            release: .init(progress: 0.2, velocity: .infinity, distance: 400), outcome: .cancel),
        Case(
            label: "zero distance decides by position", release: .init(progress: 0.6, velocity: -100, distance: 0),
            outcome: .finish),
        Case(
            label: "progress beyond 1 is clamped", release: .init(progress: 3, velocity: 0, distance: 400),
            outcome: .finish),
    ]

    @Test(arguments: cases)
    func decides(_ testCase: Case) {
        #expect(CompletionPolicy.cupertino.decide(testCase.release).outcome == testCase.outcome)
    }

    @Test func modernDurationsAreThreeHundredFiftyMillisecondsUnlessAlreadyThere() {
        let policy = CompletionPolicy.cupertino
        #expect(policy.decide(.init(progress: 0.7, velocity: 0, distance: 400)).completionDuration == 0.35)
        #expect(policy.decide(.init(progress: 0.2, velocity: 0, distance: 400)).completionDuration == 0.35)
        #expect(policy.decide(.init(progress: 1, velocity: 0, distance: 400)).completionDuration == 0)
        #expect(policy.decide(.init(progress: 0, velocity: 0, distance: 400)).completionDuration == 0)
    }

    @Test func legacyDurationsScaleWithTheRemainingDistance() {
        let policy = CompletionPolicy.cupertino(durations: .legacy)
        // Finishing from 0.75: ⌊800 · 0.25⌋ = 200 ms; cancelling from 0.25: ⌊800 · 0.25⌋ = 200 ms;
        // cancelling from 0.45 is capped at 300 ms.
        #expect(policy.decide(.init(progress: 0.75, velocity: 0, distance: 400)).completionDuration == 0.2)
        #expect(policy.decide(.init(progress: 0.25, velocity: 0, distance: 400)).completionDuration == 0.2)
        #expect(policy.decide(.init(progress: 0.45, velocity: 0, distance: 400)).completionDuration == 0.3)
    }

    @Test func theDefaultPolicyIsCupertino() {
        #expect(CompletionPolicy.default.name == "cupertino")
    }
}
