import GestureTrace
import TransitionHarness

extension ScalingWorkload {
    /// ``Replayer`` replaying the benchmark trace (a long recording of back swipes, each
    /// starting a pop) against the system transition, every contract checked. Every replay
    /// must start the same transitions (a swipe that lands while the previous completion
    /// runs starts none, as UIKit refuses an overlapping transition). Up to 10,000 samples
    /// the replay is timed like the others; above, once (it takes seconds: the cost grows
    /// about quadratically, docs/performance.md); a million samples are skipped (one
    /// or two hours a replay).
    static let replay = ScalingWorkload(key: "replay", title: "replay (system)", maxSamples: 100_000) {
        input, context throws(BenchmarkError) in
        let trace = input.trace
        let replay = {
            MainActor.assumeIsolated { Replayer.replay(trace, against: SystemDefaultTransition()).transitions.count }
        }
        guard input.samples <= 10_000 else {
            return try Stopwatch.time { () throws(BenchmarkError) in replay() }.0
        }
        let transitions = replay()
        return try Stopwatch.measure(
            [Workload("replay", run: replay)], expected: transitions, repetitions: context.repetitions,
            minimumSeconds: context.minimumSeconds
        )[0].median
    }
}
