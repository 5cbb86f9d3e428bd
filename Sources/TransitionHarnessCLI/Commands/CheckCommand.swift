import CommandLineOptions
import GestureTrace
import TransitionCatalog
import TransitionHarness

/// `transition-harness check TRACE|DIR...`: replays many traces against one or every
/// correct transition and fails when any contract or expectation does not hold.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "Check traces against transitions: every contract and every expect block"
    static let allAnimators = OptionDeclaration(
        flag: "all-animators", help: "every correct entry of the catalog (not with --animator)")
    static let junit = OptionDeclaration("junit", .string("FILE"), help: "also write JUnit XML for CI systems")
    static let syntax = commandSyntax(
        arguments: "TRACE|DIR...",
        options: ReplaySetup.declarations + [allAnimators.erased, junit.erased] + FilmOutputs.declarations,
        about: """
            Replays every trace (directories: every *.json below them) against the transition and
            judges each against the contracts and the trace's own 'expect' block. Traces whose
            operation an animator does not run are skipped for it.
            """,
        epilogue: """
            \(ReplaySetup.scenarioHelp)

            exit codes: 0 everything held, 1 a contract or expectation failed, 64 usage error,
                        65 a trace is invalid, 66 a trace is missing or unreadable, 73 cannot write --junit,
                        --html or --png
            """)

    @MainActor static func run(_ arguments: [String], console: Console) throws(CLIError) -> ExitCode {
        let parsed = try parsedArguments(arguments)
        guard !parsed.positionals.isEmpty else {
            throw .usage("check needs at least one TRACE or DIR", command: name)
        }
        if parsed[allAnimators], parsed.isGiven(ReplaySetup.animator) {
            throw .usage("give --animator or --all-animators, not both", command: name)
        }
        let films = try FilmOutputs.parse(parsed, command: name)
        let entries = parsed[allAnimators] ? Catalog.correctEntries : [parsed[ReplaySetup.animator]]
        let walk = TraceFiles.expand(parsed.positionals, console: console)
        let files = walk.files
        guard !files.isEmpty || !walk.errors.isEmpty else {
            throw .noInput(
                "no *.json traces found in \(parsed.positionals.map(PathBytes.display).joined(separator: ", "))")
        }
        var names = ReplayFileName()
        var filmError: OutputFileError?
        var reports: [TraceReport] = []
        var worst = walk.errors.isEmpty ? ExitCode.success : ExitCode.noInput
        for file in files {
            let trace: Trace
            let options: ReplayOptions
            let scenario: FuzzScenario?
            do {
                trace = try ReplaySetup.read(file)
                (options, scenario) = try ReplaySetup.options(parsed, for: trace, file: file)
            } catch {
                console.printError(error.description)
                if worst != .noInput { worst = error.exitCode }
                continue
            }
            for entry in entries where entry.supports(trace.resolvedTransition.operation) {
                let (report, error) = FilmOutputs.replay(
                    trace, file: PathBytes.display(file), against: entry.make, options: options,
                    scenario: scenario?.description, outputs: films, names: &names)
                reports.append(report)
                filmError = filmError ?? error
            }
        }
        if reports.isEmpty, worst == .success {
            let names = entries.map(\.name).joined(separator: ", ")
            throw .usage("no trace has an operation that \(names) runs: nothing was checked", command: name)
        }
        let text = parsed[ReplaySetup.json] ? ReportWriter.json(reports) : ReportWriter.text(reports)
        console.out(String(text.dropLast()))
        if let junit = parsed[Self.junit] {
            try OutputFiles.write(ReportWriter.junit(reports), to: junit)
        }
        if let filmError { throw CLIError(filmError) }
        if worst != .success { return worst }
        return reports.allSatisfy(\.passed) ? .success : .failure
    }
}
