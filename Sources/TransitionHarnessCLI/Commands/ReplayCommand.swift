import CommandLineOptions
import GestureTrace
import TransitionCatalog
import TransitionHarness

/// `transition-harness replay TRACE`: replays one trace and prints its judged report.
enum ReplayCommand: Command {
    static let name = "replay"
    static let summary = "Replay one trace against a transition and report every contract"
    static let timeline = OptionDeclaration(flag: "timeline", help: "add a per-frame timeline to the JSON report")
    static let syntax = commandSyntax(
        arguments: "TRACE", options: ReplaySetup.declarations + [timeline.erased] + FilmOutputs.declarations,
        about: """
            Replays the trace's gesture frame by frame on a virtual display clock against the
            transition, and judges every transition it starts against the contracts
            (docs/contracts.md). Without --animator, the system default transition for the
            trace's operation runs.
            """,
        epilogue: """
            \(ReplaySetup.scenarioHelp)

            exit codes: 0 every contract and expectation held, 1 one did not, 64 usage error,
                        65 invalid trace, 66 trace missing or unreadable, 73 cannot write --html or --png
            """)

    @MainActor static func run(_ arguments: [String], console: Console) throws(CLIError) -> ExitCode {
        let parsed = try parsedArguments(arguments)
        guard parsed.positionals.count == 1 else {
            throw .usage("replay takes exactly one TRACE", command: name)
        }
        let films = try FilmOutputs.parse(parsed, command: name)
        let file = parsed.positionals[0]
        let entry = parsed[ReplaySetup.animator]
        let trace = try ReplaySetup.read(file)
        var (options, scenario) = try ReplaySetup.options(parsed, for: trace, file: file)
        options.recordsTimeline = parsed[timeline]
        let operation = trace.resolvedTransition.operation
        guard entry.supports(operation) else {
            throw .usage("animator '\(entry.name)' does not run \(operation.rawValue) transitions", command: name)
        }
        var names = ReplayFileName()
        let (report, filmError) = FilmOutputs.replay(
            trace, file: file, against: entry.make, options: options, scenario: scenario?.description,
            outputs: films, names: &names)
        let text = parsed[ReplaySetup.json] ? ReportWriter.json([report]) : ReportWriter.text([report])
        console.out(String(text.dropLast()))
        if let filmError { throw CLIError(filmError) }
        return report.passed ? .success : .failure
    }
}
