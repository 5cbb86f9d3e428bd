import CommandLineOptions
import TransitionHarness

/// The command line of `transition-benchmark`: its options, declared once, and what they
/// select.
struct BenchmarkOptions: Sendable {
    enum Command: Sendable {
        /// Measure and print (the default).
        case measure
        /// `--generate SAMPLES FILE`: write the benchmark's trace of that many samples.
        case generate(samples: Int, file: String)
        /// `--child MODE [FILE]`: the internal memory-measuring mode.
        case child(ChildMode, file: String?)
        /// `--fuzz-worker k/n CASES`: the fuzz section's worker process.
        case fuzzWorker(FuzzShard, cases: Int)
        /// `--profile-replay swipe|SAMPLES COUNT`: replays COUNT times, untimed, for a profiler.
        case profileReplay(samples: Int?, count: Int)
        /// `--stress KIND SIZE`: replays one stress trace once, untimed, for a profiler.
        case stress(StressTrace, size: Int)
        case help
    }

    var command = Command.measure
    var quick = false
    /// `--json FILE` writes there; `--json -` writes to standard output (the table then goes
    /// to standard error).
    var jsonPath: String?
    var repetitions: Int?
    /// `--only parse,memory`: the sections to measure; the others are left out of the output.
    var only: Set<String>?

    static let quickOption = OptionDeclaration(
        flag: "quick", help: "smoke run: 1,000 and 10,000 samples, one repetition (under 10 s)")
    static let jsonOption = OptionDeclaration(
        "json", .string("FILE|-"),
        help: "also write the figures as JSON to FILE; '-' writes the JSON to standard output and the table to "
            + "standard error")
    static let repetitionsOption = OptionDeclaration(
        "repetitions", .integer(atLeast: 1), defaultHelp: "5; 1 with --quick", help: "repetitions per measurement")
    static let onlyOption = OptionDeclaration(
        "only",
        .list(
            of: .choice(BenchmarkSections.all.map(\.name), kind: "section", placeholder: "SECTION"), plural: "sections"),
        help: "measure only these sections: \(BenchmarkSections.all.map(\.name).joined(separator: ", "))")
    static let generateOption = OptionDeclaration(
        "generate", .integer(atLeast: 1, placeholder: "SAMPLES"),
        help: "write the deterministic trace the benchmark reads, of SAMPLES samples, to FILE (for profiling)")
    static let childOption = OptionDeclaration(
        "child", OptionValue<ChildMode>.cases(kind: "child mode", placeholder: "MODE"),
        help: "do one read of FILE (none for baseline) in this process and print its peak memory", isInternal: true)
    static let fuzzWorkerOption = OptionDeclaration(
        "fuzz-worker", OptionValue<ShardNumber>.shard,
        help: "run shard K/N of a CASES-case fuzz campaign and print its count", isInternal: true)
    static let profileReplayOption = OptionDeclaration(
        "profile-replay", OptionValue<Int?>.swipeOrSamples,
        help: "replay the replay section's swipe, or the benchmark trace of SAMPLES samples, COUNT times against "
            + "the system transition (for callgrind)")
    static let stressOption = OptionDeclaration(
        "stress", OptionValue<StressTrace>.cases(kind: "stress trace", placeholder: "KIND"),
        help: "replay the scaling section's trace of SIZE fingers, gestures or seconds of pause once against the "
            + "system transition (for callgrind)")

    /// The options of a measuring run.
    static let measureOptions = [quickOption.erased, jsonOption.erased, repetitionsOption.erased, onlyOption.erased]
    /// The options that select another mode, each with the positional argument it takes.
    static let modes = [
        (generateOption.erased, "FILE"), (childOption.erased, "[FILE]"), (fuzzWorkerOption.erased, "CASES"),
        (profileReplayOption.erased, "COUNT"), (stressOption.erased, "SIZE"),
    ]

    static let syntax = CommandSyntax(
        invocation: "transition-benchmark", options: measureOptions + modes.map(\.0),
        usageLines: ["transition-benchmark " + measureOptions.map { "[\($0.synopsis)]" }.joined(separator: " ")]
            + modes.map { "transition-benchmark \($0.0.synopsis) \($0.1)" },
        about: """
            Measures the trace reader against json-c and Foundation baselines on generated traces
            and prints a table (docs/performance.md). Build it in release mode:
                swift build -c release --product transition-benchmark
            """,
        epilogue: """
            exit codes: 0 measured, 1 a measurement failed (parsers disagree, a child failed), 64 usage
            """)

    /// The help text.
    static var usage: String { syntax.help }

    init(_ arguments: [String]) throws(BenchmarkOptions.UsageError) {
        let parsed: ParsedArguments
        do {
            parsed = try Self.syntax.parse(arguments)
        } catch {
            throw UsageError(error.description)
        }
        if parsed.isHelp {
            command = .help
            return
        }
        quick = parsed[Self.quickOption]
        jsonPath = parsed[Self.jsonOption]
        repetitions = parsed[Self.repetitionsOption]
        only = parsed[Self.onlyOption].map { Set($0) }
        let given = Self.modes.filter { mode in parsed.isGiven(mode.0) }
        guard given.count <= 1 else {
            throw UsageError("give one of \(given.map { $0.0.spelling }.joined(separator: ", ")), not several")
        }
        guard let (mode, argument) = given.first else {
            guard parsed.positionals.isEmpty else { throw UsageError("unexpected argument '\(parsed.positionals[0])'") }
            return
        }
        let positionals = parsed.positionals
        func single(_ value: OptionValue<Int>) throws(UsageError) -> Int {
            guard positionals.count == 1 else {
                throw UsageError("'\(mode.synopsis) \(argument)' takes one \(argument)")
            }
            do {
                return try value.parse(positionals[0])
            } catch {
                throw UsageError("\(mode.synopsis) \(argument): \(error)")
            }
        }
        if let samples = parsed[Self.generateOption] {
            guard positionals.count == 1 else { throw UsageError("'\(mode.synopsis) \(argument)' takes one FILE") }
            command = .generate(samples: samples, file: positionals[0])
        } else if let child = parsed[Self.childOption] {
            guard positionals.count == (child.needsFile ? 1 : 0) else {
                throw UsageError(
                    child.needsFile ? "'--child \(child.rawValue)' takes one FILE" : "'--child baseline' takes no FILE")
            }
            command = .child(child, file: positionals.first)
        } else if let shard = parsed[Self.fuzzWorkerOption] {
            let cases = try single(.integer(atLeast: 1, placeholder: "CASES"))
            command = .fuzzWorker(FuzzShard(index: shard.index, count: shard.count), cases: cases)
        } else if let kind = parsed[Self.stressOption] {
            command = .stress(kind, size: try single(.integer(atLeast: 1, placeholder: "SIZE")))
        } else if let samples = parsed[Self.profileReplayOption] {
            // Last: its value is optional (`swipe` is nil), so the lookup never fails.
            command = .profileReplay(samples: samples, count: try single(.integer(atLeast: 1, placeholder: "COUNT")))
        }
    }

    struct UsageError: Error {
        var message: String

        init(_ message: String) {
            self.message = message
        }
    }
}

extension OptionValue where Value == Int? {
    /// `swipe` (nil: the replay section's swipe) or a number of samples of at least 1.
    static var swipeOrSamples: Self {
        Self(placeholder: "swipe|SAMPLES", describe: { $0.map(String.init) ?? "swipe" }, parse: swipeOrSamples)
    }

    private static func swipeOrSamples(_ text: String) throws(OptionValueError) -> Int? {
        if text == "swipe" { return nil }
        guard let samples = Int(text), samples >= 1 else {
            throw .expected("'swipe' or a whole number of samples of at least 1", found: text)
        }
        return samples
    }
}
