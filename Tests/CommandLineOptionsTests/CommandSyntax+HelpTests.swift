import CommandLineOptions
import Testing

@Suite struct CommandSyntaxHelpTests {
    static let out = OptionDeclaration("out", .string("DIR"), default: "here", help: "where to write")
    static let worker = OptionDeclaration(flag: "worker", help: "for the parent", isInternal: true)
    static let name = OptionDeclaration(required: "name", .string("NAME"), help: "who")
    static let syntax = CommandSyntax(
        invocation: "tool run", arguments: "FILE", options: [name.erased, out.erased, worker.erased],
        about: "Runs.", epilogue: "exit codes: 0 ran")

    @Test func theHelpIsTheUsageTheAboutTheOptionsAndTheEpilogue() {
        #expect(
            Self.syntax.help == """
                usage: tool run FILE --name NAME [--out DIR]

                Runs.

                options:
                  --name NAME  who
                  --out DIR    where to write (default here)
                  --worker     internal: for the parent
                  --help       print this help (also -h)

                exit codes: 0 ran
                """)
    }

    @Test func aLongUsageWrapsUnderItsStartAndLongHelpUnderItsColumn() {
        let options = (0..<12).map {
            OptionDeclaration("option-\($0)", .string("VALUE"), help: String(repeating: "word ", count: 30)).erased
        }
        let help = CommandSyntax(invocation: "tool", options: options, about: "").help
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= CommandSyntax.helpWidth })
        #expect(lines[1].hasPrefix("            [--option-"))
        #expect(lines.contains { $0.hasPrefix(String(repeating: " ", count: 21) + "word") })
    }

    @Test func givenUsageLinesReplaceTheGeneratedOne() {
        var syntax = Self.syntax
        syntax.usageLines = ["tool run A", "tool run B"]
        #expect(syntax.usage == "usage: tool run A\n       tool run B")
    }
}
