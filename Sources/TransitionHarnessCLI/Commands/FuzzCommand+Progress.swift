import Foundation
import TransitionHarness

/// The lines `fuzz` prints while it runs: on a terminal one progress line redrawn in place
/// (cases, cases a second, failures by contract), otherwise plain lines at each finding and
/// every 10,000 cases; and the summary at the end.
final class ProgressDisplay {
    let console: Console
    let options: FuzzCommand.Options
    /// Read for `--seconds` and the rate on the progress line only.
    let clock = ContinuousClock()
    let started: ContinuousClock.Instant
    private var lineShown = false
    private var lastDraw: ContinuousClock.Instant?
    private var nextPlainCount = 10_000

    init(console: Console, options: FuzzCommand.Options) {
        self.console = console
        self.options = options
        started = clock.now
    }

    var elapsed: Double {
        let parts = (clock.now - started).components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }

    func start() {
        let budget =
            options.seconds.map { "for \($0) s" }
            ?? "\(options.cases ?? FuzzCommand.defaultCases) cases"
        let shard = options.shard == .whole ? "" : ", shard \(options.shard)"
        var checked = options.contracts.map { ", contracts " + $0.sorted().map(\.id).joined(separator: ",") } ?? ""
        if options.untilFound { checked += ", until found" }
        say(
            "fuzz: \(options.entry.name), seed \(options.seed), \(budget)\(shard), \(options.jobs) job(s), "
                + "policy \(options.policy.name)\(checked), regressions in \(options.out)")
    }

    func update(_ progress: FuzzProgress, force: Bool = false) {
        if console.isTerminal {
            let now = clock.now
            if !force, progress.phase == .generating, let lastDraw, now - lastDraw < .milliseconds(100) { return }
            lastDraw = now
            let line = progressLine(progress)
            console.print(lineShown ? "\u{1B}[1A\r\u{1B}[2K" + line : line)
            lineShown = true
        } else if progress.casesRun >= nextPlainCount {
            nextPlainCount = (progress.casesRun / 10_000 + 1) * 10_000
            say(progressLine(progress))
        }
    }

    func progressLine(_ progress: FuzzProgress) -> String {
        let rate = Double(progress.casesRun) / max(elapsed, 1e-9)
        var line = "\(progress.casesRun) cases, \(Int(rate.rounded())) cases/s, \(progress.casesFailed) failed"
        if !progress.failuresByContract.isEmpty {
            line +=
                ": "
                + progress.failuresByContract.keys.sorted()
                .map { "\($0.id) \(progress.failuresByContract[$0] ?? 0)" }.joined(separator: ", ")
        }
        if progress.phase == .shrinking { line += " (shrinking)" }
        return line
    }

    /// A line that stays: replaces the progress line on a terminal.
    func say(_ line: String) {
        console.print(lineShown ? "\u{1B}[1A\r\u{1B}[2K" + line : line)
        lineShown = false
    }

    func found(_ finding: FuzzFinding, path: String?) {
        say(
            "found \(finding.contract.id) at case \(finding.caseIndex), shrunk to "
                + "\(finding.input.trace.touches.count) samples" + (path.map { ": \($0)" } ?? ""))
    }

    func regressions(_ results: [FuzzReport.RegressionResult]) {
        guard !results.isEmpty else { return }
        let failing = results.filter { $0.failure != nil || $0.error != nil }
        say("regressions: \(results.count) replayed, \(failing.count) still failing")
        for result in failing {
            if let failure = result.failure {
                say("  \(result.path): still breaks \(failure)")
            } else if let error = result.error {
                say("  \(result.path): \(error)")
            }
        }
    }

    /// Prints the summary and returns the exit code.
    func finish(
        progress: FuzzProgress, findings: [FuzzFinding], regressions: [FuzzReport.RegressionResult],
        writeErrors: [FuzzCampaignError], crashes: [String], stoppedBy stop: Int32? = nil, nextCase: UInt64? = nil
    ) throws(CLIError) -> ExitCode {
        let unwritten = Set(
            writeErrors.compactMap { error -> String? in
                guard case .cannotWrite(let path, _) = error else { return nil }
                return path
            })
        let seconds = elapsed
        say(
            "fuzz: \(progress.casesRun) cases in \(String(format: "%.1f", seconds)) s "
                + "(\(Int((Double(progress.casesRun) / max(seconds, 1e-9)).rounded())) cases/s): "
                + "\(progress.casesPassed) passed, \(progress.casesFailed) failed"
                + (progress.casesRejected > 0 ? ", \(progress.casesRejected) rejected" : ""))
        if !progress.failuresByContract.isEmpty {
            say(
                "failures by contract: "
                    + progress.failuresByContract.keys.sorted()
                    .map { "\($0.id) \(progress.failuresByContract[$0] ?? 0)" }.joined(separator: ", "))
        }
        for finding in findings {
            let path = "\(options.out)/\(finding.fileName)"
            say(
                (unwritten.contains(path) ? "NOT WRITTEN \(path)" : path)
                    + ": \(finding.failure); \(finding.input.trace.touches.count) samples, "
                    + "\(finding.choices.values.count) of \(finding.originalChoiceCount) choices, "
                    + "\(finding.shrinkCalls) shrink calls")
        }
        if let first = findings.first {
            say(
                "frame by frame: transition-harness replay \(options.out)/\(first.fileName) --animator "
                    + "\(options.entry.name) --json --timeline")
        }
        for crash in crashes { say(crash) }
        var budget = options.seconds.map { "--seconds \($0)" } ?? "--cases \(options.cases ?? FuzzCommand.defaultCases)"
        if let contracts = options.contracts {
            budget += " --contract " + contracts.sorted().map(\.id).joined(separator: ",")
        }
        if options.untilFound { budget += " --until-found" }
        if options.policy.name != CompletionPolicy.default.name { budget += " --policy \(options.policy.name)" }
        say(
            "seed \(options.seed): rerun with 'transition-harness fuzz --animator \(options.entry.name) --seed \(options.seed) \(budget)'"
        )
        if let stop {
            say(
                "stopped by \(StopSignals.name(of: stop)) after \(progress.casesRun) cases; the findings above are "
                    + "written; continue with 'transition-harness fuzz --animator \(options.entry.name) --seed "
                    + "\(options.seed) \(budget) --out \(options.out)\(options.jobs > 1 ? " --jobs \(options.jobs)" : "") "
                    + "--from-case \(nextCase ?? UInt64(progress.casesRun) + options.fromCase)'")
        }
        if !writeErrors.isEmpty {
            for error in writeErrors.dropLast() { console.printError("error: \(error)") }
            throw .cannotCreate(writeErrors.last!.description)
        }
        if let stop { return StopSignals.exitCode(for: stop) }
        let regressionsFail = regressions.contains { $0.failure != nil || $0.error != nil }
        return progress.casesFailed > 0 || regressionsFail || !crashes.isEmpty ? .failure : .success
    }
}
