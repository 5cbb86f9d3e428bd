import Foundation
import GestureTrace
import PropertyTesting
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
        // An app's own handlers end its gestures: no completion policy applies to it.
        let policy = options.entry.isAppScene ? "" : ", policy \(options.policy.name)"
        say(
            "fuzz: \(options.entry.name), seed \(options.seed), \(budget)\(shard), \(options.jobs) job(s)"
                + "\(policy)\(checked), regressions in \(PathBytes.display(options.out))")
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

    func found(_ finding: FuzzFinding, path: String) {
        say(foundLine(finding) + ": \(PathBytes.display(path))")
    }

    /// A finding whose file could not be written: said so, with why.
    func found(_ finding: FuzzFinding, notWritten error: FuzzCampaignError) {
        say(foundLine(finding) + ": NOT WRITTEN: \(error)")
    }

    /// A worker's finding that an earlier case of another shard beats: not written.
    func found(_ finding: FuzzFinding, supersededIn directory: String) {
        say(foundLine(finding) + " (an earlier case of another shard is kept)")
    }

    private func foundLine(_ finding: FuzzFinding) -> String {
        "found \(finding.contract.id) at case \(finding.caseIndex), shrunk to "
            + "\(finding.input.trace.touches.count) samples"
    }

    /// What a resumed campaign had done when it stopped.
    func resuming(_ state: FuzzCampaignState) {
        guard !state.isComplete else {
            say("the campaign in \(PathBytes.display(options.out)) is complete: nothing to resume")
            return
        }
        let parts = state.parts.map { "shard \($0.shard) from case \($0.progress.nextCase ?? 0)" }
        say(
            "resuming: \(state.progress.casesRun) cases run, \(state.findings.count) finding(s) so far; "
                + (state.parts.count == 1 && state.parts[0].shard == .whole
                    ? "from case \(state.parts[0].progress.nextCase ?? 0)" : parts.joined(separator: ", "))
                + "; regressions at the start: \(state.regressionsReplayed) replayed, "
                + "\(state.regressionsFailing) still failing")
    }

    func regressions(_ results: [FuzzReport.RegressionResult]) {
        guard !results.isEmpty else { return }
        let failing = results.filter { $0.failure != nil || $0.error != nil }
        say("regressions: \(results.count) replayed, \(failing.count) still failing")
        for result in failing {
            if let failure = result.failure {
                say("  \(PathBytes.display(result.path)): still breaks \(failure)")
            } else if let error = result.error {
                say("  \(PathBytes.display(result.path)): \(error)")
            }
        }
    }

    /// `P passed, F failed[, R rejected]`.
    static func counts(_ progress: FuzzProgress) -> String {
        "\(progress.casesPassed) passed, \(progress.casesFailed) failed"
            + (progress.casesRejected > 0 ? ", \(progress.casesRejected) rejected" : "")
    }

    /// Prints the failures by contract and a line per finding (`NOT WRITTEN` before those
    /// whose path is in `unwritten`); returns the path of the first finding written.
    func sayFindings(of state: FuzzCampaignState, unwritten: Set<String>) -> String? {
        let progress = state.progress
        if !progress.failuresByContract.isEmpty {
            say(
                "failures by contract: "
                    + progress.failuresByContract.keys.sorted()
                    .map { "\($0.id) \(progress.failuresByContract[$0] ?? 0)" }.joined(separator: ", "))
        }
        var firstWritten: String?
        for finding in state.findings {
            let path = "\(options.out)/\(finding.fileName)"
            let written = !unwritten.contains(path)
            if written, firstWritten == nil { firstWritten = path }
            say(
                (written ? PathBytes.display(path) : "NOT WRITTEN \(PathBytes.display(path))")
                    + ": \(finding.failure); \(finding.input.trace.touches.count) samples, "
                    + "\(finding.choices.values.count) of \(finding.originalChoiceCount) choices, "
                    + "\(finding.shrinkCalls) shrink calls")
        }
        return firstWritten
    }

    /// Prints the summary of the campaign `record` holds and returns the exit code: 130 or
    /// 143 when `stop` ended it (with the command that resumes it), 73 when a finding or the
    /// campaign file could not be written, else 1 when it failed and 0 when it did not.
    func finish(record: CampaignRecord, writeErrors: [FuzzCampaignError], crashes: [String], stoppedBy stop: Int32?)
        throws(CLIError) -> ExitCode
    {
        let state = record.state
        let progress = state.progress
        let writeErrors = writeErrors + (record.error.map { [$0] } ?? [])
        let unwritten = Set(
            writeErrors.compactMap { error -> String? in
                guard case .cannotWrite(let path, _) = error else { return nil }
                return path
            })
        let seconds = elapsed
        say(
            "fuzz: \(progress.casesRun) cases in \(String(format: "%.1f", seconds)) s "
                + "(\(Int((Double(progress.casesRun) / max(seconds, 1e-9)).rounded())) cases/s): "
                + Self.counts(progress))
        let firstWritten = sayFindings(of: state, unwritten: unwritten)
        if let firstWritten {
            say(
                "frame by frame: \(console.toolName) replay \(ShellWord.quoted(firstWritten)) --animator "
                    + "\(options.entry.name) --json --timeline")
        }
        for crash in crashes { say(crash) }
        let settings = state.settings
        var budget =
            settings.seconds.map { "--seconds \($0)" } ?? "--cases \(settings.cases ?? FuzzCommand.defaultCases)"
        if let contracts = settings.contracts {
            budget += " --contract " + contracts.map(\.id).joined(separator: ",")
        }
        if settings.untilFound { budget += " --until-found" }
        if settings.policy != CompletionPolicy.default.name { budget += " --policy \(settings.policy)" }
        say(
            "seed \(settings.seed): rerun with '\(console.toolName) fuzz --animator \(settings.animator) --seed \(settings.seed) \(budget)'"
        )
        if let stop {
            let resume =
                record.error == nil
                ? "resume with: \(FuzzCommand.resumeCommand(options, tool: console.toolName))"
                : "the campaign file could not be written, so it cannot be resumed"
            say(
                "stopped by \(StopSignals.name(of: stop)) after \(progress.casesRun) cases; the findings above are "
                    + (unwritten.isEmpty ? "written" : "written unless marked NOT WRITTEN") + "; \(resume)")
        }
        if !writeErrors.isEmpty {
            for error in writeErrors.dropLast() { console.printError("error: \(error)") }
            throw .cannotCreate(writeErrors.last!.description)
        }
        if let stop { return StopSignals.exitCode(for: stop) }
        return state.failed || !crashes.isEmpty ? .failure : .success
    }
}
