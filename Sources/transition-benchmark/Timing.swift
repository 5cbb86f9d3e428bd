/// Wall-clock measurement for the benchmark (the libraries never read a clock; this
/// executable may). Every figure is the median over repetitions, with the fastest and
/// slowest repetition kept to show the spread on a shared, noisy machine.
struct Timing: Sendable {
    /// Seconds per run, one entry per repetition.
    var seconds: [Double]

    var median: Double { Statistics.median(seconds) }
    var fastest: Double { seconds.min() ?? .nan }
    var slowest: Double { seconds.max() ?? .nan }
    /// (slowest - fastest) / median.
    var relativeSpread: Double { (slowest - fastest) / median }
}

/// Something to time: `run` does one unit of work and returns a count the caller checks,
/// so the optimiser cannot drop the work. `checkedRun`, when given, is used for the first,
/// untimed run instead: the same work, plus a comparison of its result with the expected
/// one.
struct Workload {
    var name: String
    var run: () throws(BenchmarkError) -> Int
    var checkedRun: (() throws(BenchmarkError) -> Int)?

    init(
        _ name: String,
        run: @escaping () throws(BenchmarkError) -> Int,
        checkedRun: (() throws(BenchmarkError) -> Int)? = nil
    ) {
        self.name = name
        self.run = run
        self.checkedRun = checkedRun
    }
}

enum Stopwatch {
    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }

    /// The seconds one call of `body` takes, and its result.
    static func time<Result>(_ body: () throws(BenchmarkError) -> Result) throws(BenchmarkError) -> (Double, Result) {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try body()
        return (seconds(clock.now - start), result)
    }

    /// Times the workloads, interleaved: each repetition runs every workload once in turn,
    /// so a burst of load from other processes hits all of them alike.
    ///
    /// One untimed run of each first checks its result (`checkedRun` and `expected`) and calibrates: a
    /// workload faster than `minimumSeconds` is repeated within a repetition until it lasts
    /// about that long, and the time per run is the total over the count.
    static func measure(
        _ workloads: [Workload], expected: Int, repetitions: Int, minimumSeconds: Double
    ) throws(BenchmarkError) -> [Timing] {
        var iterations: [Int] = []
        for workload in workloads {
            let (seconds, result) = try time(workload.checkedRun ?? workload.run)
            guard result == expected else {
                throw BenchmarkError("\(workload.name): produced \(result), expected \(expected)")
            }
            iterations.append(max(1, min(100_000, Int((minimumSeconds / max(seconds, 1e-9)).rounded(.up)))))
        }
        var timings = workloads.map { _ in Timing(seconds: []) }
        for _ in 0..<max(1, repetitions) {
            for (index, workload) in workloads.enumerated() {
                let count = iterations[index]
                let (seconds, total) = try time { () throws(BenchmarkError) -> Int in
                    var total = 0
                    for _ in 0..<count { total &+= try workload.run() }
                    return total
                }
                guard total == expected &* count else {
                    throw BenchmarkError("\(workload.name): produced \(total / count) per run, expected \(expected)")
                }
                timings[index].seconds.append(seconds / Double(count))
            }
        }
        return timings
    }
}

enum Statistics {
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    static func median(_ values: [Int]) -> Int {
        guard !values.isEmpty else { return 0 }
        return values.sorted()[(values.count - 1) / 2]
    }
}
