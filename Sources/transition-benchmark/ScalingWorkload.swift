import GestureTrace

/// One cost measured at every size of ``BenchmarkContext/sizes`` and fitted to a power
/// law (``PowerLawFit``). The JSON gets `<key>Seconds` (median seconds per size, `null`
/// above ``maxSamples``) and `<key>Exponent` (fitted on the sizes measured).
struct ScalingWorkload: Sendable {
    /// `parse` gives `parseSeconds` and `parseExponent`; the replay engineer adds `replay`.
    var key: String
    var title: String
    /// The largest input measured; larger sizes are skipped (their time is `null`), for a
    /// workload that would take too long there.
    var maxSamples = Int.max
    /// Median seconds of one run on `input`, over the context's repetitions.
    var measure: @Sendable (_ input: BenchmarkInput, _ context: BenchmarkContext) throws(BenchmarkError) -> Double

    /// ``TraceReader`` from memory.
    static let parse = ScalingWorkload(key: "parse", title: "reader (memory)") {
        input, context throws(BenchmarkError) in
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
