import Foundation
import TestSupport
import Testing
import TransitionHarness

@testable import TransitionHarnessCLI

/// `fuzz merge`: a campaign's shards, run apart, combine into what one process writes.
@MainActor
@Suite struct FuzzMergeTests {
    static let arguments =
        ["fuzz", "--animator", "commits-on-cancel", "--cases", "34", "--seed", "1"]
        + campaignContracts

    /// A directory that starts with one regression trace the campaign does not break, as each
    /// machine's checkout would.
    static func directory(_ name: String) throws -> String {
        let directory = try ScratchDirectory.make(name)
        let trace = try #require(
            FileManager.default.contents(atPath: Repository.path("traces/synthetic/pop-edge-fling-finish-60hz.json")))
        try trace.write(to: URL(fileURLWithPath: "\(directory)/pop-edge-fling-finish-60hz.json"))
        return directory
    }

    @Test func threeShardsMergedEqualOneWholeRunByteForByte() throws {
        let whole = try Self.directory("merge-whole")
        let wholeRun = runFuzzTool(Self.arguments + ["--out", whole])
        var shards: [String] = []
        for index in 0..<3 {
            let shard = try Self.directory("merge-shard-\(index)")
            let run = runFuzzTool(Self.arguments + ["--shard", "\(index)/3", "--out", shard])
            #expect(run.code == .failure || run.code == .success, "\(run.out)\n\(run.err)")
            shards.append(shard)
        }
        let merged = try ScratchDirectory.make("merge-out")
        let result = runFuzzTool(["fuzz", "merge"] + shards.reversed() + ["--out", merged])
        #expect(result.code == wholeRun.code, "\(result.out)\n\(result.err)")
        #expect(result.out.contains("fuzz merge: 3 shard(s) of commits-on-cancel, seed 1, 34 cases"))
        #expect(result.out.contains("1 regression trace(s) from the start, 5 finding(s)"))
        #expect(directoryContents(merged) == directoryContents(whole))
        #expect(directoryContents(merged).count == 7)
    }

    @Test func theToolRoutesFuzzMergeAndItsHelp() {
        let help = CapturedConsole.run(["fuzz", "merge", "--help"])
        #expect(help.code == .success)
        #expect(help.out.hasPrefix("usage: transition-harness fuzz merge DIR... --out OUT"))
        let usage = CapturedConsole.run(["fuzz", "merge", "--out", "x"])
        #expect(usage.code == .usage)
        #expect(usage.err.contains("see 'transition-harness fuzz merge --help'"))
    }

    @Test func shardsThatDoNotMakeOneCampaignAreRefused() throws {
        var shards: [String] = []
        for index in 0..<2 {
            let shard = try Self.directory("merge-refused-\(index)")
            _ = runFuzzTool(
                ["fuzz", "--animator", "commits-on-cancel", "--cases", "6", "--shard", "\(index)/3", "--out", shard])
            shards.append(shard)
        }
        let out = try ScratchDirectory.make("merge-refused-out")
        let missing = runFuzzTool(["fuzz", "merge"] + shards + ["--out", out])
        #expect(missing.code == .dataError)
        #expect(missing.err.contains("cannot merge: shard 2/3 missing"))
        let empty = try ScratchDirectory.make("merge-refused-empty")
        let none = runFuzzTool(["fuzz", "merge"] + shards + [empty, "--out", out])
        #expect(none.code == .noInput)
        #expect(none.err.contains("no fuzz campaign"))
        // Shards that started from different regression traces.
        let third = try Self.directory("merge-refused-2")
        _ = runFuzzTool(["fuzz", "--animator", "commits-on-cancel", "--cases", "6", "--shard", "2/3", "--out", third])
        try Data("{}".utf8).write(to: URL(fileURLWithPath: "\(third)/pop-edge-fling-finish-60hz.json"))
        let differ = runFuzzTool(["fuzz", "merge"] + shards + [third, "--out", out])
        #expect(differ.code == .dataError)
        #expect(differ.err.contains("did not start from the same regression traces"))
    }
}
