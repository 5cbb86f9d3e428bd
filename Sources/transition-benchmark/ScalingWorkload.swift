import GestureTrace

/// One cost measured at every size of its ``Unit`` (``BenchmarkContext/sizes(of:)``) and
/// fitted to a power law (``PowerLawFit``). The JSON gets `<key>Seconds` (median seconds per
/// size, `null` above ``maxSize``) and `<key>Exponent` (fitted on the sizes measured).
struct ScalingWorkload: Sendable {
    /// What a workload's size counts; each unit has its own sizes and its own table.
    enum Unit: String, CaseIterable, Sendable {
        /// Samples of the benchmark trace (``BenchmarkTrace``).
        case samples
        /// Fingers down at once (``StressTrace/fingers``).
        case fingers
        /// Swipes in a row (``StressTrace/gestures``).
        case swipes

        /// The JSON key of the unit's sizes: `sizes` for samples, as before the other units.
        var sizesKey: String {
            switch self {
            case .samples: "sizes"
            case .fingers: "fingerCounts"
            case .swipes: "swipeCounts"
            }
        }
    }

    /// `parse` gives `parseSeconds` and `parseExponent`.
    var key: String
    var title: String
    var unit = Unit.samples
    /// The largest size measured; larger sizes are skipped (their time is `null`), for a
    /// workload that would take too long there.
    var maxSize = Int.max
    /// Median seconds of one run at `size`, over the context's repetitions.
    var measure: @Sendable (_ size: Int, _ context: BenchmarkContext) throws(BenchmarkError) -> Double

    /// ``TraceReader`` from memory.
    static let parse = ScalingWorkload(key: "parse", title: "reader (memory)") {
        size, context throws(BenchmarkError) in
        let input = try context.input(samples: size)
        let reader = TraceReader(limits: BenchmarkContext.limits)
        let workload = Workload(
            "reader",
            run: { () throws(BenchmarkError) in
                do {
                    return try reader.read(buffer: input.bytes, file: input.path).trace.touches.count
                } catch {
                    throw BenchmarkError("reader: \(error)")
                }
            })
        return try Stopwatch.measure(
            [workload], expected: input.samples, repetitions: context.repetitions,
            minimumSeconds: context.minimumSeconds
        )[0].median
    }
}
