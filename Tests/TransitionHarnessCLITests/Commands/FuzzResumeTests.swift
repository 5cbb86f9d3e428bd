import Foundation
import GestureTrace
import TestSupport
import Testing
import TransitionCatalog
import TransitionHarness

@testable import TransitionHarnessCLI

/// Every file of `directory`, hidden ones too, with its bytes.
func directoryContents(_ directory: String) -> [String: Data] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    var contents: [String: Data] = [:]
    for name in names {
        contents[name] = FileManager.default.contents(atPath: "\(directory)/\(name)")
    }
    return contents
}

/// A campaign stopped as SIGINT stops it (the launcher's hook) and resumed ends with the same
/// directory, byte for byte, as one never stopped; real signals and SIGKILL are in
/// scripts/io-checks.sh.
@MainActor
@Suite struct FuzzResumeTests {
    /// Five findings: four at case 3, one at case 32.
    static let arguments =
        ["fuzz", "--animator", "commits-on-cancel", "--cases", "34", "--seed", "1"]
        + campaignContracts

    /// The campaign never stopped, run once for every test (none of them changes it).
    static let baseline: (directory: String, code: ExitCode) = {
        let directory = (try? ScratchDirectory.make("resume-whole")) ?? "/nonexistent"
        return (directory, runFuzzTool(arguments + ["--out", directory]).code)
    }()

    static func uninterrupted(_ name: String) throws -> (String, ExitCode) {
        #expect(directoryContents(baseline.directory).count == 6)
        return baseline
    }

    static func stopped(after cases: Int, out directory: String, jobs: Int = 1) throws -> (
        code: ExitCode, out: String
    ) {
        var launcher = WorkerLauncher(executable: jobs > 1 ? try builtTool() : nil)
        launcher.stopAfterCases = cases
        let extra = jobs > 1 ? ["--jobs", "\(jobs)"] : []
        let result = runFuzzTool(arguments + extra + ["--out", directory], launcher: launcher)
        return (result.code, result.out)
    }

    @Test(arguments: [1, 4, 17, 33])
    func aCampaignStoppedAfterAnyCaseAndResumedEndsAsOneNeverStopped(stopAfter: Int) throws {
        let (whole, wholeCode) = try Self.uninterrupted("resume-whole-\(stopAfter)")
        let directory = try ScratchDirectory.make("resume-stopped-\(stopAfter)")
        let stop = try Self.stopped(after: stopAfter, out: directory)
        #expect(stop.code == .interrupted, "\(stop.out)")
        #expect(stop.out.contains("stopped by SIGINT after \(stopAfter) cases"))
        #expect(stop.out.contains("resume with: transition-harness fuzz --resume \(directory)"))
        #expect(directoryContents(directory)[FuzzCampaignState.fileName] != nil)

        let resumed = runFuzzTool(["fuzz", "--resume", directory])
        #expect(resumed.code == wholeCode, "\(resumed.out)\n\(resumed.err)")
        #expect(resumed.out.contains("resuming: \(stopAfter) cases run"))
        #expect(resumed.out.contains("fuzz: 34 cases in"))
        #expect(directoryContents(directory) == directoryContents(whole))
    }

    @Test func aCampaignStoppedTwiceEndsAsOneNeverStopped() throws {
        let (whole, _) = try Self.uninterrupted("resume-twice-whole")
        let directory = try ScratchDirectory.make("resume-twice")
        #expect(try Self.stopped(after: 4, out: directory).code == .interrupted)
        var launcher = WorkerLauncher()
        launcher.stopAfterCases = 10
        let second = runFuzzTool(["fuzz", "--resume", directory], launcher: launcher)
        #expect(second.code == .interrupted, "\(second.out)")
        #expect(second.out.contains("stopped by SIGINT after 14 cases"))
        _ = runFuzzTool(["fuzz", "--resume", directory])
        #expect(directoryContents(directory) == directoryContents(whole))
    }

    /// What a SIGKILL can leave: the record says a finding was made but its file is missing
    /// (the write was cut off), and a writer's temporary file. Resuming repairs both.
    @Test func aResumedCampaignRewritesMissingFindingsAndRemovesStaleTemporaries() throws {
        let (whole, _) = try Self.uninterrupted("resume-repair-whole")
        let directory = try ScratchDirectory.make("resume-repair")
        #expect(try Self.stopped(after: 20, out: directory).code == .interrupted)
        let finding = try #require(jsonFiles(directory).first)
        try FileManager.default.removeItem(atPath: "\(directory)/\(finding)")
        // A process id above the kernel's limit (pid_max is at most 2^22) never runs.
        let stale = "\(directory)/.\(finding).tmp-99999999"
        try Data("{\"half".utf8).write(to: URL(fileURLWithPath: stale))
        let resumed = runFuzzTool(["fuzz", "--resume", directory])
        #expect(resumed.code == .failure, "\(resumed.out)")
        #expect(directoryContents(directory) == directoryContents(whole))
    }

    @Test func aFinishedCampaignHasNothingToResume() throws {
        let (whole, code) = try Self.uninterrupted("resume-finished")
        let before = directoryContents(whole)
        let result = runFuzzTool(["fuzz", "--resume", whole])
        #expect(result.code == code)
        #expect(result.out.contains("is complete: nothing to resume"))
        #expect(result.out.contains("fuzz: 34 cases in"))
        #expect(directoryContents(whole) == before)
    }

    @Test func aNewCampaignSaysWhichUnfinishedOneItReplaces() throws {
        let directory = try ScratchDirectory.make("resume-replaced")
        #expect(try Self.stopped(after: 4, out: directory).code == .interrupted)
        let again = runFuzzTool(Self.arguments + ["--out", directory])
        #expect(again.out.contains("\(directory)/.fuzz-campaign: an unfinished campaign, replaced by this one"))
        #expect(again.out.contains("regressions: 4 replayed, 4 still failing"), "\(again.out)")
    }

    @Test func resumeTakesNoOtherOptionAndNeedsACampaign() throws {
        let empty = try ScratchDirectory.make("resume-empty")
        let alone = runFuzzTool(["fuzz", "--resume", empty, "--cases", "3"])
        #expect(alone.code == .usage)
        #expect(alone.err.contains("give '--resume' alone"))
        let none = runFuzzTool(["fuzz", "--resume", empty])
        #expect(none.code == .noInput)
        #expect(none.err.contains("no fuzz campaign to resume"))
        try Data("{\"format\": 1}".utf8).write(to: URL(fileURLWithPath: "\(empty)/\(FuzzCampaignState.fileName)"))
        let malformed = runFuzzTool(["fuzz", "--resume", empty])
        #expect(malformed.code == .dataError)
        #expect(malformed.err.contains("\(empty)/.fuzz-campaign: format: expected a string"))
        let missing = runFuzzTool(["fuzz", "--cases", "3"])
        #expect(missing.code == .usage)
        #expect(missing.err.contains("missing option '--animator NAME'"))
    }

    /// Workers stopped and resumed: each shard continues from its own place.
    @Test func workersStoppedAndResumedEndAsOneProcessNeverStopped() throws {
        let (whole, wholeCode) = try Self.uninterrupted("resume-jobs-whole")
        let directory = try ScratchDirectory.make("resume-jobs")
        let stop = try Self.stopped(after: 9, out: directory, jobs: 2)
        #expect(stop.code == .interrupted, "\(stop.out)")
        let operations = try #require(Catalog.entry(named: "commits-on-cancel")).operations
        let state = try #require(
            FuzzCampaignState.read(directory: directory) { _ throws(FuzzCampaignError) in
                GestureGenerator(operations: operations)
            })
        #expect(state.parts.map(\.shard.description) == ["0/2", "1/2"])
        let resumed = runFuzzTool(
            ["fuzz", "--resume", directory], launcher: WorkerLauncher(executable: try builtTool()))
        #expect(resumed.code == wholeCode, "\(resumed.out)\n\(resumed.err)")
        #expect(resumed.out.contains("2 job(s)"))
        #expect(directoryContents(directory) == directoryContents(whole))
    }
}
