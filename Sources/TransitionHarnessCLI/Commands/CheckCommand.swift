import CommandLineOptions
import GestureTrace
import TransitionHarness

/// `transition-harness check TRACE|DIR...`: replays many traces against one or every
/// correct transition and fails when any contract or expectation does not hold.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "Check traces against subjects: every contract and every expect block"
    static let allAnimators = OptionDeclaration(
        flag: "all-animators",
        help: "every subject 'catalog' lists but the known-bad and as-first-written (not with --animator)")
    static let junit = OptionDeclaration("junit", .string("FILE"), help: "also write JUnit XML for CI systems")
    static let syntax = commandSyntax(
        arguments: "TRACE|DIR...",
        options: ReplaySetup.declarations + [allAnimators.erased, junit.erased] + FilmOutputs.declarations,
        about: """
            Replays every trace (directories: every *.json below them) against the subject and
            judges each against the contracts and the trace's own 'expect' block. Traces whose
            operation a subject does not run are skipped for it.
            """,
        epilogue: """
            \(ReplaySetup.scenarioHelp)

            Reports are written as they are made: memory stays that of one replay, whatever the
            number of traces. A trace that cannot be replayed is reported on standard error and
            listed in the JSON report's "errors" and in JUnit's "invalid traces" suite.

            exit codes: 0 everything held, 1 a contract or expectation failed, 64 usage error,
                        65 a trace is invalid, 66 a trace is missing or unreadable, 73 cannot write
                        --junit, --html, --png, standard output or the report's temporary file
            """)

    @MainActor static func run(_ arguments: [String], console: Console, subjects: [TransitionHarnessTool.Subject])
        throws(CLIError) -> ExitCode
    {
        let parsed = try parsedArguments(arguments)
        guard !parsed.positionals.isEmpty else {
            throw .usage("check needs at least one TRACE or DIR", command: name)
        }
        if parsed[allAnimators], parsed.isGiven(ReplaySetup.animator) {
            throw .usage("give --animator or --all-animators, not both", command: name)
        }
        let films = try FilmOutputs.parse(parsed, command: name)
        let entries =
            parsed[allAnimators]
            ? subjects.correct : [try ReplaySetup.subject(parsed, in: subjects, command: name)]
        if !parsed[allAnimators], let entry = entries.first {
            try ReplaySetup.refuseAnimatorOnlyOptions(parsed, for: entry, command: name)
        }
        let walk = TraceFiles.expand(parsed.positionals, console: console)
        let files = walk.files
        guard !files.isEmpty || !walk.errors.isEmpty else {
            throw .noInput(
                "no *.json traces found in \(parsed.positionals.map(PathBytes.display).joined(separator: ", "))")
        }
        // Each report is written as it is made (ReportStream) and then dropped, so memory
        // stays that of one replay whatever the number of traces.
        let stdout = ConsoleOutput(console: console)
        let output = ReportStream(format: parsed[ReplaySetup.json] ? .json : .text)
        let junit = parsed[Self.junit].map { ($0, ReportStream(format: .junit)) }
        func write(_ bytes: ArraySlice<UInt8>) { stdout.write(bytes) }
        var names = ReplayFileName()
        var filmError: OutputFileError?
        var worst = walk.errors.isEmpty ? ExitCode.success : ExitCode.noInput
        var replays = 0
        var allPassed = true
        do throws(OutputFileError) {
            for (path, line) in zip(walk.failedDirectories, walk.errors) {
                let input = ReportStream.InputError(
                    file: PathBytes.display(path), message: String(line.dropFirst("error: ".count)),
                    exitCode: ExitCode.noInput.rawValue)
                try output.add(input)
                try junit?.1.add(input)
            }
            for file in files {
                let trace: Trace
                let options: ReplayOptions
                let scenario: FuzzScenario?
                do throws(CLIError) {
                    trace = try ReplaySetup.read(file)
                    (options, scenario) = try ReplaySetup.options(parsed, for: trace, file: file)
                } catch {
                    console.printError(error.description)
                    if worst != .noInput { worst = error.exitCode }
                    let input = ReportStream.InputError(
                        file: PathBytes.display(file), message: error.message, exitCode: error.exitCode.rawValue)
                    try output.add(input)
                    try junit?.1.add(input)
                    continue
                }
                for entry in entries where entry.supports(trace.resolvedTransition.operation) {
                    let (report, error) = FilmOutputs.replay(
                        trace, file: PathBytes.display(file), against: entry.make, options: options,
                        scenario: scenario?.description, outputs: films, names: &names)
                    filmError = filmError ?? error
                    replays += 1
                    allPassed = allPassed && report.passed
                    try output.add(report, into: write)
                    try junit?.1.add(report, into: write)
                }
            }
        } catch {
            stdout.finish()
            throw .cannotCreate(error.description)
        }
        if replays == 0, worst == .success {
            let names = entries.map(\.name).joined(separator: ", ")
            throw .usage("no trace has an operation that \(names) runs: nothing was checked", command: name)
        }
        do throws(OutputFileError) {
            try output.finish(into: write)
            stdout.finish()
            if let (path, stream) = junit {
                try OutputFile.write(to: path) { sink throws(OutputFileError) in try stream.finish(into: sink) }
            }
        } catch {
            stdout.finish()
            throw .cannotCreate(error.description)
        }
        if let filmError { throw CLIError(filmError) }
        if worst != .success { return worst }
        return allPassed ? .success : .failure
    }
}
