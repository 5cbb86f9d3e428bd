import TransitionHarness

/// The command line of `transition-benchmark`.
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

    static let usage = """
        usage: transition-benchmark [--quick] [--json FILE|-] [--repetitions N] [--only SECTION,...]
               transition-benchmark --generate SAMPLES FILE
               transition-benchmark --child baseline|read|read-without-fast-path|jsonc-tree|foundation [FILE]
               transition-benchmark --fuzz-worker K/N CASES
               transition-benchmark --profile-replay swipe|SAMPLES COUNT

        Measures the trace reader against json-c and Foundation baselines on generated traces
        and prints a table (docs/performance.md). Build it in release mode:
            swift build -c release --product transition-benchmark

          --quick          smoke run: 1,000 and 10,000 samples, one repetition (under 10 s)
          --json FILE      also write the figures as JSON to FILE; '-' writes the JSON to
                           standard output and the table to standard error
          --repetitions N  repetitions per measurement (default 5; 1 with --quick)
          --only LIST      measure only these sections: \(BenchmarkSections.all.map(\.name).joined(separator: ", "))
          --generate       write the deterministic trace the benchmark reads, for profiling
          --child          internal: do one read in this process and print its peak memory
          --fuzz-worker    internal: run shard K/N of a CASES-case fuzz campaign and print its count
          --profile-replay replay the replay section's swipe, or the benchmark trace of SAMPLES
                           samples, COUNT times against the system transition (for callgrind)

        exit codes: 0 measured, 1 a measurement failed (parsers disagree, a child failed), 64 usage
        """

    init(_ arguments: [String]) throws(BenchmarkOptions.UsageError) {
        var remaining = arguments[...]
        func value(after option: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst() else { throw UsageError("\(option) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick":
                quick = true
            case "--json":
                jsonPath = try value(after: argument)
            case "--repetitions":
                guard let count = Int(try value(after: argument)), count >= 1 else {
                    throw UsageError("--repetitions needs a whole number of at least 1")
                }
                repetitions = count
            case "--only":
                let names = Set(try value(after: argument).split(separator: ",").map(String.init))
                let known = Set(BenchmarkSections.all.map(\.name))
                guard names.isSubset(of: known) else {
                    throw UsageError(
                        "unknown section \(names.subtracting(known).sorted().joined(separator: ", ")); "
                            + "sections: \(BenchmarkSections.all.map(\.name).joined(separator: ", "))")
                }
                only = names
            case "--generate":
                guard let samples = Int(try value(after: argument)), samples >= 1 else {
                    throw UsageError("--generate needs a number of samples of at least 1")
                }
                command = .generate(samples: samples, file: try value(after: argument))
            case "--child":
                let name = try value(after: argument)
                guard let mode = ChildMode(rawValue: name) else { throw UsageError("unknown child mode \(name)") }
                var file: String?
                if mode.needsFile { file = try value(after: name) }
                command = .child(mode, file: file)
            case "--fuzz-worker":
                guard let shard = FuzzShard(text: try value(after: argument)) else {
                    throw UsageError("--fuzz-worker needs a shard K/N with 0 <= K < N")
                }
                guard let cases = Int(try value(after: "--fuzz-worker K/N")), cases >= 1 else {
                    throw UsageError("--fuzz-worker needs a number of cases of at least 1")
                }
                command = .fuzzWorker(shard, cases: cases)
            case "--profile-replay":
                let what = try value(after: argument)
                guard what == "swipe" || (Int(what) ?? 0) >= 1 else {
                    throw UsageError("--profile-replay needs 'swipe' or a number of samples")
                }
                guard let count = Int(try value(after: "--profile-replay \(what)")), count >= 1 else {
                    throw UsageError("--profile-replay needs a count of at least 1")
                }
                command = .profileReplay(samples: Int(what), count: count)
            case "--help", "-h":
                command = .help
            default:
                throw UsageError("unknown argument \(argument)")
            }
        }
    }

    struct UsageError: Error {
        var message: String

        init(_ message: String) {
            self.message = message
        }
    }
}
