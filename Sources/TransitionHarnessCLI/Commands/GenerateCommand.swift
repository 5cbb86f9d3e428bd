import CommandLineOptions
import GestureTrace
import TransitionHarness

/// `transition-harness generate`: writes the bundled synthetic corpus.
enum GenerateCommand: Command {
    static let name = "generate"
    static let summary = "Write the synthetic trace corpus (traces/synthetic) from its seed"
    static let out = OptionDeclaration("out", .string("DIR"), default: "traces/synthetic", help: "where to write")
    static let seed = OptionDeclaration(
        "seed", .seed, default: SyntheticCorpus.defaultSeed, help: "the seed, printed in the output")
    static let syntax = commandSyntax(
        options: [out.erased, seed.erased],
        about: """
            Writes every recipe of the synthetic corpus as a canonical trace file. With the
            default seed (\(SyntheticCorpus.defaultSeed)) the output is byte-identical to the
            bundled traces/synthetic/; the test suite checks that.
            """)

    @MainActor static func run(_ arguments: [String], console: Console, subjects _: [TransitionHarnessTool.Subject])
        throws(CLIError) -> ExitCode
    {
        let parsed = try parsedArguments(arguments)
        guard parsed.positionals.isEmpty else {
            throw .usage("unexpected argument '\(parsed.positionals[0])'", command: name)
        }
        let directory = parsed[Self.out]
        let seed = parsed[Self.seed]
        let traces = SyntheticCorpus.traces(seed: seed)
        for (fileName, trace) in traces {
            try OutputFiles.write(TraceWriter.write(trace), to: "\(directory)/\(fileName)")
        }
        console.print("wrote \(traces.count) traces to \(PathBytes.display(directory)) (seed \(seed))")
        return .success
    }
}
