import Foundation
import GestureTrace
import TransitionCatalog
@_spi(Harness) import TransitionHarness

/// `fuzz`: how many fuzz cases a second a campaign runs against the system transition,
/// every case a generated gesture replayed with every contract checked (``FuzzCampaign``
/// through ``TransitionFuzzer``, as `transition-harness fuzz` runs it). Measured with one
/// worker process of this executable (one core) and with two, each running one shard
/// (`--fuzz-worker k/n CASES`), timed from their start to the last one's exit.
/// Failures are counted but not shrunk (shrinking is a few thousand replays once per
/// contract, docs/fuzzing.md), so the figure is the cost of a case.
struct FuzzSection: BenchmarkSection {
    let name = "fuzz"
    /// The target (docs/performance.md): cases a second of one worker process.
    static let targetCasesPerSecondPerCore = 3_000.0
    /// The campaign seed.
    static let seed: UInt64 = 1
    /// The subject, by catalog name.
    static let subject = "system"

    func run(in context: BenchmarkContext) throws(BenchmarkError) -> SectionReport {
        let cases = context.options.quick ? 200 : 2_000
        // Each measurement in fresh processes: a replay leaks its scene, and a process slows
        // down as they pile up (docs/performance.md, "Replay and fuzzing"), so repeating
        // campaigns in this process would measure its age.
        context.progress("fuzz: 1 worker process, \(Format.grouped(cases)) cases, \(context.repetitions) repetition(s)")
        var single = Timing(seconds: [])
        var failed = 0
        for _ in 0..<context.repetitions {
            let (seconds, casesFailed) = try Self.timeWorkers(count: 1, casesEach: cases)
            single.seconds.append(seconds)
            failed = casesFailed
        }
        let perCore = Double(cases) / single.median

        context.progress("fuzz: 2 worker processes, \(Format.grouped(cases)) cases each")
        var parallel = Timing(seconds: [])
        for _ in 0..<context.repetitions {
            parallel.seconds.append(try Self.timeWorkers(count: 2, casesEach: cases).seconds)
        }
        let aggregate = Double(2 * cases) / parallel.median
        let met = perCore >= Self.targetCasesPerSecondPerCore
        var table = TextTable(["processes", "cases", "cases/s", "cases/s per process"])
        table.add([
            "1", Format.grouped(cases),
            Format.rate(perCore, Double(cases) / single.slowest, Double(cases) / single.fastest, places: 0),
            Format.fixed(perCore, 0),
        ])
        table.add([
            "2", Format.grouped(2 * cases),
            Format.rate(
                aggregate, Double(2 * cases) / parallel.slowest, Double(2 * cases) / parallel.fastest, places: 0),
            Format.fixed(aggregate / 2, 0),
        ])
        let lines =
            [
                "campaign seed \(Self.seed) against \(Self.subject): cases generated, replayed and checked (failures"
                    + " counted, not shrunk), in fresh worker processes, timed start to exit;",
                "median (slowest-fastest) of \(context.repetitions) repetition(s); \(failed) of \(Format.grouped(cases))"
                    + " cases failed",
                "",
            ] + table.lines + [
                "",
                "\(Format.fixed(perCore, 0)) cases/s on one core (target >= \(Format.fixed(Self.targetCasesPerSecondPerCore, 0)): "
                    + (met
                        ? "met"
                        : "NOT met, \(Format.fixed(Self.targetCasesPerSecondPerCore / perCore, 1))x short")
                    + "); 2 workers: \(Format.fixed(aggregate / perCore, 2))x one",
            ]
        return SectionReport(
            json: [
                "casesPerSecondPerCore": .number(Format.rounded(perCore)),
                "cases": .integer(cases),
                "casesFailed": .integer(failed),
                "twoWorkersCasesPerSecond": .number(Format.rounded(aggregate)),
                "twoWorkersSpeedup": .number(Format.rounded(aggregate / perCore, significantDigits: 3)),
                "targetCasesPerSecondPerCore": .number(Self.targetCasesPerSecondPerCore),
                "targetMet": .bool(met),
            ],
            lines: lines)
    }

    /// Runs shard `shard` of a campaign of `cases` cases against ``subject``, with no
    /// regression directory.
    static func campaign(shard: FuzzShard, cases: UInt64) throws(BenchmarkError) -> FuzzReport {
        guard let entry = Catalog.entry(named: subject) else {
            throw BenchmarkError("fuzz: no catalog entry \(subject)")
        }
        return MainActor.assumeIsolated {
            let fuzzer = TransitionFuzzer(
                generator: GestureGenerator(operations: entry.operations), subject: entry.make)
            var campaign = fuzzer.campaign(seed: seed)
            campaign.shard = shard
            // Generation, replay and checking only: a failure is counted, not shrunk.
            campaign.shrinkBudget = 0
            return campaign.run(cases: cases) { trace, scenario in fuzzer.check(trace, scenario) }
        }
    }

    /// `--fuzz-worker k/n CASES`: this process's part of the two-worker measurement.
    static func worker(shard: FuzzShard, cases: Int) throws(BenchmarkError) -> String {
        let report = try campaign(shard: shard, cases: UInt64(cases))
        return "cases=\(report.progress.casesRun) failed=\(report.progress.casesFailed)"
    }

    /// Starts `count` workers of this executable, each running its shard of
    /// `count * casesEach` cases, and returns the seconds until the last one exits and the
    /// cases failed.
    static func timeWorkers(count: Int, casesEach: Int) throws(BenchmarkError) -> (seconds: Double, failed: Int) {
        let total = count * casesEach
        let (seconds, outputs) = try Stopwatch.time { () throws(BenchmarkError) -> [String] in
            var running: [(Process, Pipe, Pipe)] = []
            for index in 0..<count {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: ChildProcess.executablePath)
                process.arguments = ["--fuzz-worker", "\(index)/\(count)", "\(total)"]
                let output = Pipe()
                let errors = Pipe()
                process.standardOutput = output
                process.standardError = errors
                do {
                    try process.run()
                } catch {
                    throw BenchmarkError("cannot start \(ChildProcess.executablePath): \(error)")
                }
                running.append((process, output, errors))
            }
            var outputs: [String] = []
            for (process, output, errors) in running {
                let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                let diagnostics = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                guard process.terminationReason == .exit, process.terminationStatus == 0 else {
                    throw BenchmarkError("fuzz worker failed (status \(process.terminationStatus)): \(diagnostics)")
                }
                outputs.append(text)
            }
            return outputs
        }
        func field(_ name: String, _ text: String) -> Int? {
            text.split(whereSeparator: \.isWhitespace).first { $0.hasPrefix(name + "=") }
                .flatMap { Int($0.dropFirst(name.count + 1)) }
        }
        let run = outputs.compactMap { field("cases", $0) }
        guard run.count == count, run.reduce(0, +) == total else {
            throw BenchmarkError("fuzz workers ran \(run) cases, expected \(total) in all")
        }
        return (seconds, outputs.compactMap { field("failed", $0) }.reduce(0, +))
    }
}
