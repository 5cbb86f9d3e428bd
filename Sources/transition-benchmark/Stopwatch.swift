/// Wall-clock measurement with `ContinuousClock`: the libraries never read a clock, this
/// executable may.
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
