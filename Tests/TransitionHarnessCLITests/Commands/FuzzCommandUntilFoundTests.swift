import Foundation
import TestSupport
import Testing
import TransitionHarness

@testable import TransitionHarnessCLI

/// `fuzz --contract IDS` and `--until-found`: looking for one bug and stopping when it shows.
@MainActor
@Suite struct FuzzCommandUntilFoundTests {
    @Test(arguments: [
        ["fuzz", "--animator", "system", "--contract", "nope"],
        ["fuzz", "--animator", "system", "--contract", ","],
        ["fuzz", "--animator", "system", "--contract", "complete-once,nope"],
        ["fuzz", "--animator", "system", "--until-found", "--jobs", "2"],
    ])
    func aBadContractOrUntilFoundWithJobsIsAUsageError(arguments: [String]) {
        let result = runFuzzTool(arguments)
        #expect(result.code == .usage, "\(result.err)")
        #expect(result.err.contains("transition-harness fuzz --help"))
    }

    @Test func contractsAreReadFromCommasAndRepeats() throws {
        let options = try FuzzCommand.parse(
            [
                "--animator", "system", "--contract", "complete-once,continuous-motion", "--contract",
                "progress-in-range",
            ], subjects: .catalog)
        #expect(options.contracts == [.completeOnce, .continuousMotion, .progressInRange])
        #expect(try FuzzCommand.parse(["--animator", "system"], subjects: .catalog).contracts == nil)
        #expect(FuzzCommand.fuzzer(options).contracts == [.completeOnce, .continuousMotion, .progressInRange])
    }

    @Test func workersCheckTheSameContracts() throws {
        let options = try FuzzCommand.parse(
            ["--animator", "system", "--contract", "complete-once", "--jobs", "2"], subjects: .catalog)
        let arguments = options.workerArguments(shard: FuzzShard(index: 0, count: 2), fromCase: 0, seconds: nil)
        let index = try #require(arguments.firstIndex(of: "--contract"))
        #expect(arguments[index + 1] == "complete-once")
    }

    @Test func untilFoundStopsAtTheCaseThatFindsTheContract() throws {
        let directory = try ScratchDirectory.make("fuzz-until-found")
        let result = runFuzzTool([
            "fuzz", "--animator", "test-always-completes", "--contract", "complete-matches-outcome", "--until-found",
            "--cases", "5000", "--out", directory,
        ])
        #expect(result.code == .failure)
        let found = try #require(
            result.out.split(separator: "\n").first { $0.hasPrefix("found complete-matches-outcome at case ") },
            "\(result.out)")
        let index = try #require(Int(found.split(separator: " ")[4].dropLast()))
        #expect(result.out.contains("fuzz: \(index + 1) cases in"), "\(result.out)")
        #expect(jsonFiles(directory).count == 1)
        #expect(result.out.contains("--contract complete-matches-outcome --until-found'"))
        #expect(
            result.out.contains("policy cupertino, contracts complete-matches-outcome, until found, regressions in"))
    }

    @Test func aContractTheRegressionsAlreadyBreakCountsAsFound() throws {
        let directory = try ScratchDirectory.make("fuzz-until-found-known")
        let arguments = [
            "fuzz", "--animator", "test-always-completes", "--contract", "complete-matches-outcome", "--until-found",
            "--cases", "5000", "--out", directory,
        ]
        _ = runFuzzTool(arguments)
        let again = runFuzzTool(arguments)
        #expect(again.out.contains("1 still failing"), "\(again.out)")
        #expect(again.out.contains("fuzz: 0 cases in"), "\(again.out)")
    }

    @Test func violationsOfOtherContractsAreIgnored() throws {
        let directory = try ScratchDirectory.make("fuzz-other-contract")
        let result = runFuzzTool([
            "fuzz", "--animator", "test-always-completes", "--contract", "progress-in-range", "--cases", "30",
            "--out", directory,
        ])
        #expect(result.code == .success, "\(result.out)")
        #expect(result.out.contains("30 passed, 0 failed"), "\(result.out)")
        #expect(jsonFiles(directory).isEmpty)
    }
}
