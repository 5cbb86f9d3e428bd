import CommandLineOptions
import Testing

@testable import TransitionHarnessCLI

/// Every command's declarations, walked: each option its help lists is accepted and parses,
/// each bad value is worded one way, and the help lists every accepted option.
/// The commands and a sample value for each option, for the walk.
enum CommandTable {
    /// A valid value for each option that takes one, by name; a new option needs one here.
    static let samples: [String: String] = [
        "animator": "system", "policy": "projection:0.99", "completion-speed": "-0.5", "completion-curve": "linear",
        "estimator": "impulse", "junit": "report.xml", "out": "directory", "seed": "7", "from": "flutter",
        "width": "390", "height": "844", "scale": "3", "refresh-rate": "120", "density": "2.5",
        "device-pixel-ratio": "3", "operation": "push", "gesture": "pan", "edge": "right", "name": "a trace",
        "cases": "5", "seconds": "0.5", "jobs": "2", "shard": "1/3", "from-case": "4",
        "contract": "complete-once", "known": "complete-once", "resume": "directory",
        "html": "reports", "png": "frames", "picture-scale": "0.5",
    ]

    static let commands = TransitionHarnessTool.commands.map { CommandCase(command: $0) }

    struct CommandCase: Sendable, CustomTestStringConvertible {
        let command: any Command.Type
        var testDescription: String { command.name }

        /// The required options with sample values: a minimal command line that parses.
        var required: [String] {
            command.syntax.options.filter(\.isRequired).flatMap {
                ["--\($0.name)", CommandTable.samples[$0.name] ?? ""]
            }
        }
    }
}

@MainActor
@Suite struct CommandOptionsTests {
    @Test(arguments: CommandTable.commands)
    func theHelpListsEveryAcceptedOptionAndNothingElse(_ item: CommandTable.CommandCase) {
        let help = item.command.help
        let listed = Set(
            help.split(separator: "\n").filter { $0.hasPrefix("  --") }.map {
                String($0.dropFirst(4).prefix { $0 != " " })
            })
        #expect(listed == Set(item.command.syntax.allOptions.map(\.name)))
        #expect(help.hasPrefix("usage: transition-harness \(item.command.name)"))
    }

    @Test(arguments: CommandTable.commands)
    func theUsageLineNamesOnlyDeclaredOptions(_ item: CommandTable.CommandCase) {
        let usage = item.command.syntax.usage
        let declared = Set(item.command.syntax.allOptions.map(\.spelling))
        let named = usage.split(whereSeparator: { " []|\n".contains($0) }).filter { $0.hasPrefix("--") }
        #expect(named.allSatisfy { declared.contains(String($0)) }, "\(usage)")
    }

    @Test(arguments: CommandTable.commands)
    func everyDeclaredOptionParsesWithAValidValue(_ item: CommandTable.CommandCase) throws {
        for option in item.command.syntax.options {
            var arguments = item.required
            if option.placeholder != nil {
                let sample = try #require(CommandTable.samples[option.name], "no sample value for --\(option.name)")
                if !option.isRequired { arguments += [option.spelling, sample] }
            } else {
                arguments.append(option.spelling)
            }
            #expect(throws: Never.self, "\(item.command.name) \(arguments)") {
                try item.command.parsedArguments(arguments)
            }
        }
    }

    @Test(arguments: CommandTable.commands)
    func everyParseErrorIsWordedOneWay(_ item: CommandTable.CommandCase) throws {
        let name = item.command.name
        let see = "\nsee 'transition-harness \(name) --help'"
        for option in item.command.syntax.options where !option.isRequired {
            let spelling = option.spelling
            if option.placeholder == nil {
                #expect(
                    throws: CLIError.usage("option '\(spelling)' takes no value", command: name),
                    "\(spelling)"
                ) { try item.command.parsedArguments(item.required + ["\(spelling)=x"]) }
                continue
            }
            #expect(throws: CLIError.usage("option '\(spelling)' needs a value", command: name)) {
                try item.command.parsedArguments(item.required + [spelling])
            }
            #expect(throws: CLIError.usage("option '\(spelling)' needs a value", command: name)) {
                try item.command.parsedArguments(item.required + [spelling, "--help"])
            }
            let sample = CommandTable.samples[option.name] ?? ""
            if !option.isRepeatable {
                #expect(throws: CLIError.usage("option '\(spelling)' given twice", command: name)) {
                    try item.command.parsedArguments(item.required + [spelling, sample, spelling, sample])
                }
            }
            do {
                _ = try item.command.parsedArguments(item.required + [spelling, "%bad%"])
            } catch {
                let message = error.description
                #expect(message.hasSuffix(see))
                let line = String(message.dropLast(see.count))
                let expectsForm =
                    line.hasPrefix("error: option '\(spelling)' expects ") && line.hasSuffix(", found '%bad%'")
                let unknownName = line.hasPrefix("error: option '\(spelling)': no ") && line.contains(" named '%bad%'")
                #expect(expectsForm || unknownName, "\(line)")
            }
        }
        #expect(throws: CLIError.usage("unknown option '-qqqqqqqq'", command: name)) {
            try item.command.parsedArguments(item.required + ["-qqqqqqqq"])
        }
    }

    @Test(arguments: CommandTable.commands)
    func helpIsGivenForHelpAnywhereAnOptionCanStand(_ item: CommandTable.CommandCase) {
        let result = CapturedConsole.run([item.command.name, "--help"])
        #expect(result.code == .success)
        #expect(result.out == item.command.help)
        #expect(CapturedConsole.run([item.command.name] + item.required + ["-h"]).out == item.command.help)
    }

    @Test func anOptionsValueDoesNotSwallowTheNextFlag() {
        let result = CapturedConsole.run(["fuzz", "--animator", "system", "--out", "--until-found"])
        #expect(result.code == .usage)
        #expect(result.err == "error: option '--out' needs a value\nsee 'transition-harness fuzz --help'")
    }

    @Test func aSingleDashLongNameIsAnUnknownOptionThatSuggestsTheRightOne() {
        let result = CapturedConsole.run(["check", "traces", "-json"])
        #expect(result.code == .usage)
        #expect(result.err.hasPrefix("error: unknown option '-json'; did you mean '--json'?"))
    }

    @Test(arguments: ["convert", "fuzz", "shrink", "generate"])
    func anOptionBeforeHelpIsAUsageErrorNotHelp(command: String) {
        let result = CapturedConsole.run([command, "--out", "--help"])
        #expect(result.code == .usage)
        #expect(result.out.isEmpty)
        #expect(result.err.hasPrefix("error: option '--out' needs a value"))
    }

    @Test func aPolicyIsNamedTheSameWayOnTheCommandLineAndInNotes() {
        let known = "(known: cupertino, cupertino:legacy, projection, threshold:0.5)"
        for command in ["replay", "check", "shrink", "fuzz"] {
            let result = CapturedConsole.run([command, "x.json", "--animator", "system", "--policy", "nope"])
            #expect(result.code == .usage)
            #expect(result.err.hasPrefix("error: option '--policy': no completion policy named 'nope' \(known)"))
        }
    }
}
