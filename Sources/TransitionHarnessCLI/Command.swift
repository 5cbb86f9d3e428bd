import CommandLineOptions
import Foundation
import GestureTrace
import TransitionHarness

/// One subcommand of `transition-harness` (or of a tool of your own subjects).
protocol Command: Sendable {
    /// The word that selects it.
    static var name: String { get }
    /// One line for the tool's help.
    static var summary: String { get }
    /// Its options, each declared once, and the prose of its `--help` (``help``).
    static var syntax: CommandSyntax { get }
    /// Runs with the arguments after the command word, on the main actor (replays drive
    /// HeadlessUIKit, which is main-actor isolated like UIKit).
    @MainActor static func run(_ arguments: [String], console: Console, subjects: [TransitionHarnessTool.Subject])
        throws(CLIError) -> ExitCode
    /// Commands selected by a second word (`fuzz merge`), named `"NAME WORD"`.
    static var subcommands: [any Command.Type] { get }
}

extension Command {
    static var subcommands: [any Command.Type] { [] }
}

/// The `transition-harness` tool: parses the command word, runs the command, and funnels
/// every error to a message on standard error and an exit code (``ExitCode``).
public enum TransitionHarnessTool {
    static let commands: [any Command.Type] = [
        ValidateCommand.self,
        GenerateCommand.self,
        ConvertCommand.self,
        ReplayCommand.self,
        CheckCommand.self,
        CatalogCommand.self,
        FuzzCommand.self,
        ShrinkCommand.self,
    ]

    /// The name the harness's own tool goes by.
    public static let defaultName = "transition-harness"

    /// The tool's help, for the tool `tool`.
    static func help(tool: String) -> String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let list = commands.map {
            "  \($0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0))\($0.summary)"
        }
        return """
            \(tool): replay gesture traces against view-controller transitions and check them.

            usage: \(tool) <command> [options]

            commands:
            \(list.joined(separator: "\n"))

            Run '\(tool) <command> --help' for a command's options.

            exit codes: 0 success, 1 a check or contract failed, 64 usage error,
                        65 invalid trace data, 66 file missing or unreadable, 73 cannot write output
                        (a file, standard output or standard error), 130 and 143 fuzz stopped by
                        SIGINT or SIGTERM, 141 standard output's reader went away (a closed pipe);
                        docs/paths-and-exit-codes.md has each failure and each kind of path
            """
    }

    /// The process's arguments without the program name, byte for byte: a file name that is
    /// not UTF-8 keeps its bytes (``PathBytes``).
    public static var commandLineArguments: [String] {
        Array(PathBytes.commandLineArguments.dropFirst())
    }

    /// Runs the tool with the process's arguments for `subjects` and exits with its exit
    /// code: the whole `main.swift` of a tool of your own subjects.
    ///
    /// ```swift
    /// import TransitionHarnessCLI
    ///
    /// TransitionHarnessTool.main(subjects: [
    ///     .init(name: "card", summary: "the feed's card, pulled down to dismiss") { CardApp() }
    /// ])
    /// ```
    @MainActor
    public static func main(subjects: [Subject]) -> Never {
        var console = Console.standard
        let program = PathBytes.commandLineArguments.first.map { URL(fileURLWithPath: $0).lastPathComponent }
        if let program, !program.isEmpty { console.toolName = program }
        exit(main(commandLineArguments, subjects: subjects, console: console).rawValue)
    }

    /// Runs the tool with `arguments` (without the program name) for `subjects` and returns
    /// the exit code.
    @MainActor
    public static func main(_ arguments: [String], subjects: [Subject], console: Console = .standard) -> ExitCode {
        var names = Set<String>()
        for subject in subjects where !names.insert(subject.name).inserted {
            console.printError("error: two subjects are named '\(subject.name)'")
            return .usage
        }
        return run(arguments, subjects: subjects, console: console)
    }

    /// Runs the tool with `arguments` (without the program name) for the catalog's subjects
    /// and returns the exit code.
    @MainActor
    public static func main(_ arguments: [String], console: Console = .standard) -> ExitCode {
        main(arguments, subjects: .catalog, console: console)
    }

    @MainActor
    private static func run(_ arguments: [String], subjects: [Subject], console: Console) -> ExitCode {
        guard let first = arguments.first else {
            console.printError(help(tool: console.toolName))
            return .usage
        }
        if first == "--help" || first == "-h" || first == "help" {
            console.print(help(tool: console.toolName))
            return .success
        }
        guard var command = commands.first(where: { $0.name == first }) else {
            console.printError(
                CLIError.usage("unknown command '\(first)'", command: nil).description(tool: console.toolName))
            return .usage
        }
        var rest = Array(arguments.dropFirst())
        if let word = rest.first, let sub = command.subcommands.first(where: { $0.name == "\(first) \(word)" }) {
            command = sub
            rest.removeFirst()
        }
        do {
            // Help only where an option can stand: `--out --help` is a missing value.
            if try command.parsedArguments(rest).isHelp {
                console.print(command.help(tool: console.toolName))
                return .success
            }
            return try command.run(rest, console: console, subjects: subjects)
        } catch {
            console.printError(error.description(tool: console.toolName))
            return error.exitCode
        }
    }
}
