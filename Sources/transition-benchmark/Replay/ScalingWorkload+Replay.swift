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
    static let replay = ScalingWorkload(key: "replay", title: "replay (system)", maxSize: 100_000) {
        size, context throws(BenchmarkError) in
        let input = try context.input(samples: size)
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

    /// ``Replayer`` replaying SIZE fingers down at once, moved and lifted
    /// (``StressTrace/fingers``), against the system transition: linear in the fingers
    /// (docs/performance.md, "Cost bounded by the input").
    static let fingers = stress(.fingers, key: "fingers", title: "replay, fingers at once", unit: .fingers)

    /// ``Replayer`` replaying SIZE back swipes in a row, one every 1.5 s
    /// (``StressTrace/gestures``), against the system transition: linear in the swipes.
    static let swipes = stress(.gestures, key: "swipes", title: "replay, swipes in a row", unit: .swipes)

    /// The replay of `kind`'s stress trace at each size: timed like the others, the trace made
    /// once outside the timing, and checked to start the transitions it starts first.
    private static func stress(_ kind: StressTrace, key: String, title: String, unit: Unit) -> ScalingWorkload {
        ScalingWorkload(key: key, title: title, unit: unit) { size, context throws(BenchmarkError) in
            let trace = kind.trace(size: size)
            let replay = {
                MainActor.assumeIsolated {
                    Replayer.replay(trace, against: SystemDefaultTransition()).transitions.count
                }
            }
            let transitions = replay()
            return try Stopwatch.measure(
                [Workload("replay", run: replay)], expected: transitions, repetitions: context.repetitions,
                minimumSeconds: context.minimumSeconds
            )[0].median
        }
    }
}
