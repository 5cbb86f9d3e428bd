import CommandLineOptions
import GestureTrace
import TransitionHarness

/// `transition-harness catalog`: the subjects available by name.
enum CatalogCommand: Command {
    static let name = "catalog"
    static let summary = "List the subjects available by name (--animator NAME)"
    static let json = OptionDeclaration(flag: "json", help: "print a JSON array of {name, kind, catches, summary}")
    static let syntax = commandSyntax(
        options: [json.erased],
        about: """
            Lists every subject this tool replays by name: its name, its kind (app for an app's
            own scene, animator for an animator in the harness's scene; for the harness's
            catalog, correct, as-first-written or known-bad), the contracts that must catch it,
            and what it does. The harness's catalog is described in docs/catalog.md.
            """)

    @MainActor static func run(_ arguments: [String], console: Console, subjects: [TransitionHarnessTool.Subject])
        throws(CLIError) -> ExitCode
    {
        let parsed = try parsedArguments(arguments)
        guard parsed.positionals.isEmpty else {
            throw .usage("unexpected argument '\(parsed.positionals[0])'", command: name)
        }
        let entries = subjects
        if parsed[json] {
            var lines = ["["]
            for (index, entry) in entries.enumerated() {
                let catches = entry.catches.map { JSONText.quoted($0.id) }.joined(separator: ", ")
                let fields = [
                    "\"name\": \(JSONText.quoted(entry.name))", "\"kind\": \(JSONText.quoted(entry.kind))",
                    "\"catches\": [\(catches)]", "\"summary\": \(JSONText.quoted(entry.summary))",
                ]
                lines.append("  {" + fields.joined(separator: ", ") + "}" + (index == entries.count - 1 ? "" : ","))
            }
            lines.append("]")
            console.out(lines.joined(separator: "\n"))
            return .success
        }
        let nameWidth = max(entries.map(\.name.count).max() ?? 0, 4)
        let kindWidth = 16
        func pad(_ text: String, _ width: Int) -> String {
            text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
        }
        console.out(pad("NAME", nameWidth) + "  " + pad("KIND", kindWidth) + "  CAUGHT BY / SUMMARY")
        for entry in entries {
            let catches = entry.catches.isEmpty ? "" : entry.catches.map(\.id).joined(separator: ", ") + ": "
            console.out(
                pad(entry.name, nameWidth) + "  " + pad(entry.kind, kindWidth) + "  " + catches + entry.summary
            )
        }
        return .success
    }
}
