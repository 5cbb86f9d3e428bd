import Testing

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
}
