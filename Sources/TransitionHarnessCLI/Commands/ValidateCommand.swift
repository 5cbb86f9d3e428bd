import CommandLineOptions
import Foundation
import GestureTrace
import TransitionHarness

/// `transition-harness validate FILE|DIR...`: reads and validates traces, one line a file.
enum ValidateCommand: Command {
    static let name = "validate"
    static let summary = "Validate gesture traces against the trace format"
    static let syntax = commandSyntax(
        arguments: "FILE|DIR...", options: [],
        about: """
            Reads each trace (directories: every *.json below them, in path order) and checks it
            against the gesture trace format, version 1 (docs/trace-format.md). Prints one line
            per file, 'ok' or the located error, and a warning for each unknown key.
            """,
        epilogue: """
            exit codes: 0 all valid, 65 a trace is invalid, 66 a file is missing or unreadable,
                        64 usage error
            """)

    @MainActor static func run(_ arguments: [String], console: Console, subjects _: [TransitionHarnessTool.Subject])
        throws(CLIError) -> ExitCode
    {
        let parsed = try parsedArguments(arguments)
        guard !parsed.positionals.isEmpty else {
            throw .usage("validate needs at least one FILE or DIR", command: name)
        }
        let walk = TraceFiles.expand(parsed.positionals, console: console)
        let files = walk.files
        guard !files.isEmpty || !walk.errors.isEmpty else {
            throw .noInput(
                "no *.json traces found in \(parsed.positionals.map(PathBytes.display).joined(separator: ", "))")
        }
        let reader = TraceReader()
        var invalid = 0
        var unreadable = walk.errors.count
        for file in files {
            do {
                let document = try reader.read(contentsOfFile: file)
                let trace = document.trace
                let duration = (trace.touches.last?.t ?? 0) - (trace.touches.first?.t ?? 0)
                console.print(
                    "ok: \(PathBytes.display(file)): \(trace.touches.count) samples, \(String(format: "%.3f", duration)) s"
                )
                for warning in document.warnings {
                    console.printError(warning.description)
                }
            } catch {
                if error.kind == .io { unreadable += 1 } else { invalid += 1 }
                console.printError(error.description)
            }
        }
        let valid = files.count + walk.errors.count - invalid - unreadable
        console.print(
            "\(files.count + walk.errors.count) traces: \(valid) valid, \(invalid) invalid, \(unreadable) unreadable")
        if unreadable > 0 { return .noInput }
        return invalid > 0 ? .dataError : .success
    }
}
