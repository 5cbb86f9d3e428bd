import CommandLineOptions
import Testing
import TransitionHarness

@testable import transition_benchmark

@Suite struct OptionsTests {
    @Test func defaultsMeasureEverySectionWithoutJSON() throws {
        let options = try BenchmarkOptions([])
        guard case .measure = options.command else {
            Issue.record("expected .measure")
            return
        }
        #expect(!options.quick && options.jsonPath == nil && options.only == nil && options.repetitions == nil)
    }

    @Test func quickRunWithJSONToStandardOutput() throws {
        let options = try BenchmarkOptions(["--quick", "--json", "-", "--only", "parse,memory", "--repetitions", "3"])
        #expect(options.quick)
        #expect(options.jsonPath == "-")
        #expect(options.only == ["parse", "memory"])
        #expect(options.repetitions == 3)
    }

    @Test func childModesTakeAFileExceptTheBaseline() throws {
        guard case .child(.read, let file) = try BenchmarkOptions(["--child", "read", "t.json"]).command else {
            Issue.record("expected --child read")
            return
        }
        #expect(file == "t.json")
        guard case .child(.baseline, nil) = try BenchmarkOptions(["--child", "baseline"]).command else {
            Issue.record("expected --child baseline")
            return
        }
    }

    @Test(arguments: [
        ["--json"], ["--only", "parse,nonsense"], ["--repetitions", "0"], ["--child", "read"], ["--child", "x"],
        ["--generate", "0", "f"], ["--frobnicate"],
    ])
    func badCommandLinesAreUsageErrors(arguments: [String]) {
        #expect(throws: BenchmarkOptions.UsageError.self) { try BenchmarkOptions(arguments) }
    }

    @Test(arguments: [
        (["--json", "--quick"], "option '--json' needs a value"),
        (["-quick"], "unknown option '-quick'; did you mean '--quick'?"),
        (["--json", "--help"], "option '--json' needs a value"),
        (["--generate", "5", "f", "--child", "baseline"], "give one of --generate, --child, not several"),
        (["--quick", "extra"], "unexpected argument 'extra'"),
        (["--fuzz-worker", "0/2", "x"], "--fuzz-worker K/N CASES: expected a whole number of at least 1, found 'x'"),
    ])
    func aRefusedCommandLineSaysWhy(arguments: [String], message: String) {
        #expect {
            try BenchmarkOptions(arguments)
        } throws: { error in
            (error as? BenchmarkOptions.UsageError)?.message == message
        }
    }

    @Test func theModesTakeTheirArgumentAfterTheirValue() throws {
        guard case .generate(5, "f") = try BenchmarkOptions(["--generate", "5", "f"]).command,
            case .fuzzWorker(let shard, 100) = try BenchmarkOptions(["--fuzz-worker", "1/2", "100"]).command,
            case .profileReplay(nil, 3) = try BenchmarkOptions(["--profile-replay", "swipe", "3"]).command,
            case .profileReplay(500, 2) = try BenchmarkOptions(["--profile-replay", "500", "2"]).command,
            case .help = try BenchmarkOptions(["--quick", "-h"]).command
        else {
            Issue.record("a mode was not read")
            return
        }
        #expect(shard.description == "1/2")
    }

    @Test func theHelpListsEveryAcceptedOption() {
        let listed = BenchmarkOptions.usage.split(separator: "\n").filter { $0.hasPrefix("  --") }.map {
            String($0.dropFirst(4).prefix { $0 != " " })
        }
        #expect(listed == BenchmarkOptions.syntax.allOptions.map(\.name))
        #expect(BenchmarkOptions.usage.hasPrefix("usage: transition-benchmark [--quick]"))
    }
}
