import GestureTrace
import TransitionHarness

/// `transition-harness generate`: writes the bundled synthetic corpus.
enum GenerateCommand: Command {
    static let name = "generate"
    static let summary = "Write the synthetic trace corpus (traces/synthetic) from its seed"
    static let help = """
        usage: transition-harness generate [--out DIR] [--seed N]

        Writes every recipe of the synthetic corpus as a canonical trace file. With the
        default seed (\(SyntheticCorpus.defaultSeed)) the output is byte-identical to the
        bundled traces/synthetic/; the test suite checks that.

        options:
          --out DIR   where to write (default: traces/synthetic)
          --seed N    the seed (default: \(SyntheticCorpus.defaultSeed)); printed in the output
        """

    @MainActor static func run(_ arguments: [String], console: Console) throws(CLIError) -> ExitCode {
        let parsed = try Arguments(arguments, spec: .init(command: name, options: ["out", "seed"]))
        guard parsed.positionals.isEmpty else {
            throw .usage("unexpected argument '\(parsed.positionals[0])'", command: name)
        }
        let directory = parsed.option("out") ?? "traces/synthetic"
        var seed = SyntheticCorpus.defaultSeed
        if let text = parsed.option("seed") {
            guard let value = UInt64(text) else {
                throw .usage("option '--seed' expects an unsigned integer, found '\(text)'", command: name)
            }
            seed = value
        }
        let traces = SyntheticCorpus.traces(seed: seed)
        for (fileName, trace) in traces {
            try OutputFiles.write(TraceWriter.write(trace), to: "\(directory)/\(fileName)")
        }
        console.print("wrote \(traces.count) traces to \(directory) (seed \(seed))")
        return .success
    }
}
