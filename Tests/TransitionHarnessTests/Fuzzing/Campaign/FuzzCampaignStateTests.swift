import Foundation
import GestureTrace
import PropertyTesting
import Testing

@testable import TransitionHarness

@Suite struct FuzzCampaignStateTests {
    static let settings = FuzzCampaignState.Settings(
        animator: "fake", seed: 1, cases: 900, seconds: nil, policy: "cupertino")

    static func campaign(shard: FuzzShard = .whole) -> FuzzCampaign {
        var campaign = FuzzCampaign(seed: 1)
        campaign.shard = shard
        campaign.regressions = nil
        return campaign
    }

    /// The complete state of `shard` of the fake campaign, as `fuzz` records it.
    static func completeState(shard: FuzzShard) -> FuzzCampaignState {
        let report = campaign(shard: shard).run(cases: 900, property: FakeAnimator.all)
        var state = FuzzCampaignState(settings: settings, shard: shard)
        state.parts = [FuzzCampaignState.Part(shard: shard, progress: report.progress, findings: report.findings)]
        state.complete()
        return state
    }

    static func read(_ text: String) throws(FuzzCampaignError) -> FuzzCampaignState {
        try FuzzCampaignState(fileBytes: Array(text.utf8), path: "dir/.fuzz-campaign") { _ in GestureGenerator() }
    }

    @Test func aStateReadsBackEqualAndWritesTheSameBytes() throws {
        var state = Self.completeState(shard: .whole)
        state.known = [.completeOnce]
        state.regressionsReplayed = 2
        state.regressionsFailing = 1
        state.skippedCases = [17]
        #expect(state.findings.count == 3)
        let text = state.fileText
        let read = try Self.read(text)
        #expect(read == state)
        #expect(read.fileText == text)
        #expect(text.hasPrefix("{\n  \"format\": \"transition-harness-fuzz-campaign\",\n  \"version\": 1,\n"))
    }

    @Test func anUnfinishedStateKeepsEachPartsPlace() throws {
        var progress = FuzzProgress(phase: .generating)
        progress.casesRun = 12
        progress.casesPassed = 12
        progress.nextCase = 24
        var state = FuzzCampaignState(settings: Self.settings, shard: .whole)
        state.parts = [
            FuzzCampaignState.Part(shard: FuzzShard(index: 0, count: 2), progress: progress),
            FuzzCampaignState.Part(shard: FuzzShard(index: 1, count: 2), progress: progress),
        ]
        state.secondsLeft = 2.5
        state.sumParts()
        let read = try Self.read(state.fileText)
        #expect(read == state)
        #expect(read.progress.casesRun == 24)
        #expect(read.parts.map(\.progress.nextCase) == [24, 24])
        #expect(!read.isComplete)
    }

    @Test func aCompleteStateSaysNothingOfHowItRan() {
        var state = Self.completeState(shard: .whole)
        state.secondsLeft = 3
        state.complete()
        #expect(state.parts.isEmpty)
        #expect(state.secondsLeft == nil)
        #expect(state.progress.phase == .done)
        #expect(state.progress.nextCase == nil)
    }

    @Test(arguments: [
        ("{}", "format: expected a string"),
        ("[1", "line 1"),
        (
            Self.completeState(shard: .whole).fileText.replacingOccurrences(of: "\"seed\": \"1\"", with: "\"seed\": 1"),
            "seed: expected a string"
        ),
        (
            Self.completeState(shard: .whole).fileText.replacingOccurrences(
                of: "\"shard\": \"0/1\"", with: "\"shard\": \"2/1\""),
            "shard: expected a shard K/N"
        ),
        (
            Self.completeState(shard: .whole).fileText.replacingOccurrences(
                of: "\"complete\": true", with: "\"complete\": false"),
            "parts: expected at least one in an unfinished campaign"
        ),
        (
            Self.completeState(shard: .whole).fileText.replacingOccurrences(
                of: "\"choices\": \"", with: "\"choices\": \"!"),
            "findings[0]: \"choices\" is not a choice sequence"
        ),
    ])
    func aMalformedFileIsRefusedWithWhereAndWhat(text: String, message: String) {
        #expect {
            _ = try Self.read(text)
        } throws: { error in
            let description = (error as? FuzzCampaignError)?.description ?? ""
            return description.hasPrefix("dir/.fuzz-campaign: ") && description.contains(message)
        }
    }

    @Test func theShardsOfACampaignMergeIntoTheWholeCampaignsState() throws {
        let whole = Self.completeState(shard: .whole)
        let shards = (0..<3).map { Self.completeState(shard: FuzzShard(index: $0, count: 3)) }
        let merged = try FuzzCampaignState.merged(shards.reversed(), names: ["c", "b", "a"])
        #expect(merged == whole)
        #expect(merged.fileText == whole.fileText)
    }

    @Test func statesThatAreNotTheShardsOfOneFinishedCampaignDoNotMerge() {
        let shards = (0..<3).map { Self.completeState(shard: FuzzShard(index: $0, count: 3)) }
        func refusal(_ states: [FuzzCampaignState]) -> String {
            do {
                _ = try FuzzCampaignState.merged(states, names: states.indices.map { "d\($0)" })
                return "merged"
            } catch {
                return error.description
            }
        }
        #expect(refusal([shards[0], shards[2]]) == "cannot merge: shard 1/3 missing")
        #expect(refusal([shards[0], shards[0], shards[1], shards[2]]) == "cannot merge: d1 and d0 are both shard 0/3")
        var otherSeed = shards[1]
        otherSeed.settings.seed = 2
        #expect(
            refusal([shards[0], otherSeed, shards[2]]).contains("d1: its settings differ from those of d0 (seed 2"))
        var unfinished = shards[2]
        unfinished.isComplete = false
        #expect(refusal([shards[0], shards[1], unfinished]).contains("d2: the campaign is unfinished"))
        var otherStart = shards[2]
        otherStart.known = [.completeOnce]
        #expect(refusal([shards[0], shards[1], otherStart]).contains("other regression traces"))
        #expect(refusal([]) == "cannot merge: no campaign given")
    }

    /// A campaign stopped after any case and started again from its last checkpoint, knowing
    /// what it had found, ends with the counts and findings of one that never stopped.
    @Test(arguments: [1, 2, 7, 120, 333, 899] as [Int])
    func aCampaignContinuedFromACheckpointEndsAsOneNeverStopped(stopAfter: Int) {
        let whole = Self.campaign().run(cases: 900, property: FakeAnimator.all)
        var checkpoint: FuzzProgress?
        var found: [FuzzFinding] = []
        let first = Self.campaign().run(
            cases: 900, shouldContinue: { $0.casesRun < stopAfter },
            progress: { if $0.nextCase != nil, $0.phase != .shrinking { checkpoint = $0 } },
            didFind: { found.append($0) }, property: FakeAnimator.all)
        #expect(first.progress.nextCase == UInt64(stopAfter))
        let saved = checkpoint ?? first.progress
        var rest = Self.campaign()
        rest.firstCase = saved.nextCase ?? 0
        rest.knownContracts = Set(found.map(\.contract))
        let second = rest.run(cases: 900, property: FakeAnimator.all)
        var total = FuzzProgress.merged([saved, second.progress])
        total.findings = found.count + second.findings.count
        var expected = whole.progress
        expected.nextCase = nil
        expected.phase = .done
        #expect(total == expected)
        #expect(FuzzCampaign.merge(found + second.findings) == FuzzCampaign.merge(whole.findings))
    }

    /// Killed as its k-th finding is made (recorded, its case not complete): the campaign
    /// continued from the checkpoint before, knowing the findings so far, reruns that case
    /// and ends as one never killed.
    @Test(arguments: [1, 2, 3])
    func aCampaignKilledAtAFindingContinuesFromTheCheckpointBefore(findings k: Int) throws {
        let whole = Self.campaign().run(cases: 900, property: FakeAnimator.all)
        var checkpoint = FuzzProgress(phase: .generating)
        checkpoint.nextCase = 0
        var atKill: (FuzzProgress, [FuzzFinding])?
        var found: [FuzzFinding] = []
        _ = Self.campaign().run(
            cases: 900,
            progress: { if $0.nextCase != nil, $0.phase != .shrinking { checkpoint = $0 } },
            didFind: { finding in
                found.append(finding)
                if found.count == k { atKill = (checkpoint, found) }
            }, property: FakeAnimator.all)
        let (saved, kept) = try #require(atKill)
        #expect((saved.nextCase ?? 0) <= kept.last!.caseIndex)
        var rest = Self.campaign()
        rest.firstCase = saved.nextCase ?? 0
        rest.knownContracts = Set(kept.map(\.contract))
        let second = rest.run(cases: 900, property: FakeAnimator.all)
        var total = FuzzProgress.merged([saved, second.progress])
        total.findings = kept.count + second.findings.count
        var expected = whole.progress
        expected.nextCase = nil
        expected.phase = .done
        #expect(total == expected)
        #expect(FuzzCampaign.merge(kept + second.findings) == FuzzCampaign.merge(whole.findings))
    }
}
