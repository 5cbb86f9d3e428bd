/// The times of one workload over the repetitions of a measurement. Every figure is the
/// median, with the fastest and slowest repetition kept to show the spread on a shared,
/// noisy machine.
struct Timing: Sendable {
    /// Seconds per run, one entry per repetition.
    var seconds: [Double]

    var median: Double { Statistics.median(seconds) }
    var fastest: Double { seconds.min() ?? .nan }
    var slowest: Double { seconds.max() ?? .nan }
}
