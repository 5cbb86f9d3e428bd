import GestureTrace
import Testing

@testable import TransitionHarness

/// What workers and the CLI need from a campaign: a first case, contracts known from the
/// start, a hook before each case and at each finding, the animator's name in the notes.
@Suite struct FuzzCampaignHooksTests {
    static func campaign(seed: UInt64 = 1) -> FuzzCampaign {
        var campaign = FuzzCampaign(seed: seed)
        campaign.regressions = nil
        return campaign
    }

    @Test(arguments: [(0, 1, 0), (0, 3, 5), (2, 3, 5), (1, 4, 9), (3, 4, 0)])
    func aShardFromAFirstCaseRunsItsCasesFromThere(index: Int, count: Int, first: Int) {
        let shard = FuzzShard(index: index, count: count)
        let from = Array(shard.caseIndices(from: UInt64(first), below: 40))
        #expect(from == Array(shard.caseIndices(below: 40)).filter { $0 >= UInt64(first) })
    }

    @Test func willRunSeesEveryCaseFromTheFirstCase() {
        var campaign = Self.campaign()
        campaign.shard = FuzzShard(index: 1, count: 3)
        campaign.firstCase = 10
        var seen: [UInt64] = []
        let report = campaign.run(cases: 40, willRun: { seen.append($0) }, property: { _, _ in nil })
        #expect(seen == [10, 13, 16, 19, 22, 25, 28, 31, 34, 37])
        #expect(report.progress.casesRun == seen.count)
    }

    @Test func resumingAfterACaseFindsWhatTheWholeShardFindsAfterIt() {
        let whole = Self.campaign(seed: 9).run(cases: 1500, property: FakeAnimator.all)
        var resumed = Self.campaign(seed: 9)
        let first = whole.findings.map(\.caseIndex).min() ?? 0
        resumed.firstCase = first + 1
        let later = resumed.run(cases: 1500, property: FakeAnimator.all)
        #expect(later.findings.allSatisfy { $0.caseIndex > first })
        #expect(later.progress.casesRun == 1500 - Int(first) - 1)
    }

    @Test func knownContractsAreCountedButNotShrunk() {
        var campaign = Self.campaign()
        campaign.knownContracts = [.completionTiming]
        let report = campaign.run(cases: 2000, property: FakeAnimator.all)
        #expect(!report.findings.contains { $0.contract == .completionTiming })
        #expect((report.progress.failuresByContract[.completionTiming] ?? 0) > 0)
    }

    @Test func didFindSeesEachFindingAsItIsKeptAndTheNotesNameTheAnimator() throws {
        var campaign = Self.campaign()
        campaign.animator = "card"
        var found: [FuzzFinding] = []
        let report = campaign.run(cases: 2000, didFind: { found.append($0) }, property: FakeAnimator.all)
        #expect(found == report.findings)
        for finding in found {
            #expect(finding.animator == "card")
            let notes = finding.regressionTrace.notes
            #expect(FuzzFinding.animator(fromNotes: notes) == "card")
            #expect(FuzzFinding.contract(fromNotes: notes) == finding.contract)
            #expect(FuzzFinding.choices(fromNotes: notes) == finding.choices)
            #expect(FuzzFinding.origin(fromNotes: notes)?.caseIndex == finding.caseIndex)
            #expect(try FuzzFinding(jsonLine: finding.jsonLine) == finding)
        }
    }

    @Test func aFindingCanBeShrunkAgainFromItsChoices() throws {
        let report = Self.campaign().run(cases: 2000, property: FakeAnimator.all)
        let finding = try #require(report.findings.first)
        let again = try #require(
            Self.campaign().finding(
                shrinking: finding.choices, contract: finding.contract, caseIndex: finding.caseIndex,
                property: FakeAnimator.all))
        #expect(again.input == finding.input)
        #expect(
            Self.campaign().finding(
                shrinking: finding.choices, contract: .appearanceBalanced, property: FakeAnimator.all)
                == nil)
    }

    @Test func progressLinesCarryTheirPhase() throws {
        var progress = FuzzProgress(phase: .shrinking)
        progress.casesRun = 7
        let (_, read) = try FuzzProgress.summary(jsonLine: progress.summaryJSONLine(shard: .whole))
        #expect(read == progress)
    }
}
