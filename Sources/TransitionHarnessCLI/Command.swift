import CommandLineOptions
import Foundation
import GestureTrace

/// One subcommand of `transition-harness`.
protocol Command: Sendable {
    /// The word that selects it.
    static var name: String { get }
    /// One line for the tool's help.
    static var summary: String { get }
    /// Its options, each declared once, and the prose of its `--help` (``help``).
    static var syntax: CommandSyntax { get }
    /// Runs with the arguments after the command word, on the main actor (replays drive
    /// HeadlessUIKit, which is main-actor isolated like UIKit).
    @MainActor static func run(_ arguments: [String], console: Console) throws(CLIError) -> ExitCode
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

    static var help: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let list = commands.map {
            "  \($0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0))\($0.summary)"
        }
        return """
            transition-harness: replay gesture traces against view-controller transitions and check them.

            usage: transition-harness <command> [options]

            commands:
            \(list.joined(separator: "\n"))

            Run 'transition-harness <command> --help' for a command's options.

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

    /// Runs the tool with `arguments` (without the program name) and returns the exit code.
    @MainActor
    public static func main(_ arguments: [String], console: Console = .standard) -> ExitCode {
        guard let first = arguments.first else {
            console.printError(help)
            return .usage
        }
        if first == "--help" || first == "-h" || first == "help" {
            console.print(help)
            return .success
        }
        guard var command = commands.first(where: { $0.name == first }) else {
            console.printError(CLIError.usage("unknown command '\(first)'", command: nil).description)
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
                console.print(command.help)
                return .success
            }
            return try command.run(rest, console: console)
        } catch {
            console.printError(error.description)
            return error.exitCode
        }
    }
}
