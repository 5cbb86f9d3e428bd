import GestureTrace
import TransitionCatalog
import TransitionHarness

/// `transition-harness check TRACE|DIR...`: replays many traces against one or every
/// correct transition and fails when any contract or expectation does not hold.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "Check traces against transitions: every contract and every expect block"
    static let help = """
        usage: transition-harness check TRACE|DIR... [--animator NAME | --all-animators] [--policy NAME]
                                        [--json] [--junit FILE]

        Replays every trace (directories: every *.json below them) against the transition and
        judges each against the contracts and the trace's own 'expect' block. Traces whose
        operation an animator does not run are skipped for it.

        options:
        \(ReplaySetup.optionsHelp)
          --all-animators          every correct entry of the catalog
          --junit FILE             also write JUnit XML for CI systems

        \(ReplaySetup.scenarioHelp)

        exit codes: 0 everything held, 1 a contract or expectation failed, 64 usage error,
                    65 a trace is invalid, 66 a trace is missing or unreadable, 73 cannot write --junit
        """

    @MainActor static func run(_ arguments: [String], console: Console) throws(CLIError) -> ExitCode {
        let parsed = try Arguments(
            arguments,
            spec: .init(
                command: name, flags: ReplaySetup.commonFlags.union(["all-animators"]),
                options: ReplaySetup.commonOptions.union(["junit"])))
        guard !parsed.positionals.isEmpty else {
            throw .usage("check needs at least one TRACE or DIR", command: name)
        }
        if parsed.flag("all-animators"), parsed.option("animator") != nil {
            throw .usage("give --animator or --all-animators, not both", command: name)
        }
        let entries =
            parsed.flag("all-animators")
            ? Catalog.correctEntries : [try ReplaySetup.entry(named: parsed.option("animator"), command: name)]
        _ = try ReplaySetup.options(parsed, command: name)
        let walk = TraceFiles.expand(parsed.positionals, console: console)
        let files = walk.files
        guard !files.isEmpty || !walk.errors.isEmpty else {
            throw .noInput("no *.json traces found in \(parsed.positionals.map(PathBytes.display).joined(separator: ", "))")
        }
        var reports: [TraceReport] = []
        var worst = walk.errors.isEmpty ? ExitCode.success : ExitCode.noInput
        for file in files {
            let trace: Trace
            let options: ReplayOptions
            let scenario: FuzzScenario?
            do {
                trace = try ReplaySetup.read(file)
                (options, scenario) = try ReplaySetup.options(parsed, for: trace, file: file, command: name)
            } catch {
                console.printError(error.description)
                if worst != .noInput { worst = error.exitCode }
                continue
            }
            for entry in entries where entry.supports(trace.resolvedTransition.operation) {
                var report = Replayer.replay(trace, file: PathBytes.display(file), against: entry.make(), options: options)
                report.scenario = scenario?.description
                reports.append(report)
            }
        }
        if reports.isEmpty, worst == .success {
            let names = entries.map(\.name).joined(separator: ", ")
            throw .usage("no trace has an operation that \(names) runs: nothing was checked", command: name)
        }
        let text = parsed.flag("json") ? ReportWriter.json(reports) : ReportWriter.text(reports)
        console.out(String(text.dropLast()))
        if let junit = parsed.option("junit") {
            try OutputFiles.write(ReportWriter.junit(reports), to: junit)
        }
        if worst != .success { return worst }
        return reports.allSatisfy(\.passed) ? .success : .failure
    }
}
