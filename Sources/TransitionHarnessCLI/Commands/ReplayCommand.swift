import CommandLineOptions
import GestureTrace
import TransitionHarness

/// `transition-harness replay TRACE`: replays one trace and prints its judged report.
enum ReplayCommand: Command {
    static let name = "replay"
    static let summary = "Replay one trace against a subject and report every contract"
    static let timeline = OptionDeclaration(flag: "timeline", help: "add a per-frame timeline to the JSON report")
    static let syntax = commandSyntax(
        arguments: "TRACE", options: ReplaySetup.declarations + [timeline.erased] + FilmOutputs.declarations,
        about: """
            Replays the trace's gesture frame by frame on a virtual display clock against the
            subject, and judges every transition it begins against the contracts
            (docs/contracts.md). Without --animator, the first subject 'catalog' lists runs.
            """,
        epilogue: """
            \(ReplaySetup.scenarioHelp)

            exit codes: 0 every contract and expectation held, 1 one did not, 64 usage error,
                        65 invalid trace, 66 trace missing or unreadable
            """)

    @MainActor static func run(_ arguments: [String], console: Console, subjects: [TransitionHarnessTool.Subject])
        throws(CLIError) -> ExitCode
    {
        let parsed = try parsedArguments(arguments)
        guard parsed.positionals.count == 1 else {
            throw .usage("replay takes exactly one TRACE", command: name)
        }
        let films = try FilmOutputs.parse(parsed, command: name)
        let file = parsed.positionals[0]
        let entry = try ReplaySetup.subject(parsed, in: subjects, command: name)
        try ReplaySetup.refuseAnimatorOnlyOptions(parsed, for: entry, command: name)
        let trace = try ReplaySetup.read(file)
        var (options, scenario) = try ReplaySetup.options(parsed, for: trace, file: file)
        options.recordsTimeline = parsed[timeline] && parsed[ReplaySetup.json]
        // The rows go to a spool as they are made, not into the report (TimelineSpool).
        let rows = parsed[timeline] && parsed[ReplaySetup.json] ? TimelineSpool() : nil
        // A filmed replay runs twice: its rows stay in the report instead of a spool both runs fill.
        if let rows, films == nil { options.timelineSink = { rows.append($0) } }
        let operation = trace.resolvedTransition.operation
        guard entry.supports(operation) else {
            throw .usage("'\(entry.name)' does not run \(operation.rawValue) transitions", command: name)
        }
        var names = ReplayFileName()
        let (report, filmError) = FilmOutputs.replay(
            trace, file: PathBytes.display(file), against: entry.make, options: options,
            scenario: scenario?.description, outputs: films, names: &names)
        // Written in pieces (ReportStream): a long timeline is never one string.
        let stdout = ConsoleOutput(console: console)
        let stream = ReportStream(format: parsed[ReplaySetup.json] ? .json : .text)
        do throws(OutputFileError) {
            try stream.add(report, timeline: films == nil ? rows : nil, into: stdout.write)
            try stream.finish(into: stdout.write)
        } catch {
            stdout.finish()
            throw .cannotCreate(error.description)
        }
        stdout.finish()
        if let filmError { throw CLIError(filmError) }
        return report.passed ? .success : .failure
    }
}
