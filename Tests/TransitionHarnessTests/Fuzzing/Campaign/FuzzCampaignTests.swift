import GestureTrace
import Testing

@testable import TransitionHarness

@Suite struct FuzzCampaignTests {
    static func campaign(seed: UInt64 = 1, shard: FuzzShard = .whole) -> FuzzCampaign {
        var campaign = FuzzCampaign(seed: seed)
        campaign.shard = shard
        campaign.regressions = nil
        return campaign
    }

    @Test func thePlantedFailuresAreFoundWithinTwoThousandCasesFromSeedOne() throws {
        let report = Self.campaign().run(cases: 2000, property: FakeAnimator.all)
        let contracts = Set(report.findings.map(\.contract))
        #expect(contracts == [.finalStateCancelled, .completeOnce, .completionTiming])
        #expect(report.progress.casesRun == 2000)
        #expect(report.progress.casesFailed > 0)
        #expect(report.progress.casesPassed + report.progress.casesFailed + report.progress.casesRejected == 2000)
        #expect(!report.passed)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func findingsShrinkToAFewTouchSamples(seed: UInt64) throws {
        let report = Self.campaign(seed: seed).run(cases: 3000, property: FakeAnimator.all)
        #expect(report.findings.count == 3)
        for finding in report.findings {
            #expect(finding.input.trace.touches.count <= 6, "\(finding.contract): \(finding.input.trace.touches)")
            #expect(finding.choices.values.count < finding.originalChoiceCount)
        }
        let timing = try #require(report.findings.first { $0.contract == .completionTiming })
        // Nothing but the speed matters to that failure: the gesture shrinks to a tap.
        #expect(timing.input.trace.touches.count == 2)
        #expect(timing.input.scenario == FuzzScenario(completionSpeed: 0))
        #expect(timing.input.trace.transition == Trace.Transition())
    }

    @Test func aShrunkFindingStillBreaksItsContract() throws {
        let report = Self.campaign().run(cases: 2000, property: FakeAnimator.all)
        for finding in report.findings {
            let failure = try #require(FakeAnimator.all(finding.input.trace, finding.input.scenario))
            #expect(failure.contracts.contains(finding.contract))
            #expect(failure == finding.failure)
        }
    }

    @Test func thePrintedChoicesReplayTheFindingExactly() throws {
        let report = Self.campaign().run(cases: 2000, property: FakeAnimator.all)
        for finding in report.findings {
            let choices = try #require(ChoiceSequence(encoded: finding.choices.encoded))
            let input = try #require(GestureGenerator().input(replaying: choices))
            #expect(input == finding.input)
            #expect(FakeAnimator.all(input.trace, input.scenario) == finding.failure)
        }
    }

    @Test func theSameSeedGivesTheSameReport() {
        let first = Self.campaign(seed: 5).run(cases: 1500, property: FakeAnimator.all)
        let second = Self.campaign(seed: 5).run(cases: 1500, property: FakeAnimator.all)
        #expect(first == second)
        let other = Self.campaign(seed: 6).run(cases: 1500, property: FakeAnimator.all)
        #expect(other.findings.map(\.caseIndex) != first.findings.map(\.caseIndex))
    }

    @Test(arguments: [2, 3, 5])
    func shardsPartitionTheCasesAndMergeToTheWholeCampaign(count: Int) {
        let whole = Self.campaign(seed: 9).run(cases: 1200, property: FakeAnimator.all)
        var runs: [Int] = []
        var failed = 0
        var findings: [FuzzFinding] = []
        var byContract: [Contract: Int] = [:]
        for index in 0..<count {
            let shard = Self.campaign(seed: 9, shard: FuzzShard(index: index, count: count))
                .run(cases: 1200, property: FakeAnimator.all)
            runs.append(shard.progress.casesRun)
            failed += shard.progress.casesFailed
            findings += shard.findings
            byContract.merge(shard.progress.failuresByContract, uniquingKeysWith: +)
        }
        #expect(runs.reduce(0, +) == 1200)
        #expect(runs.max()! - runs.min()! <= 1)
        #expect(failed == whole.progress.casesFailed)
        #expect(byContract == whole.progress.failuresByContract)
        #expect(FuzzCampaign.merge(findings) == FuzzCampaign.merge(whole.findings))
    }

    @Test func aBudgetCallbackEndsAnUnboundedCampaign() {
        let report = Self.campaign().run(
            cases: nil, shouldContinue: { $0.casesRun < 250 }, property: { _, _ in nil })
        #expect(report.progress.casesRun == 250)
        #expect(report.passed)
    }

    @Test func progressIsReportedThroughEveryPhase() {
        var campaign = Self.campaign()
        campaign.progressInterval = 100
        var reports: [FuzzProgress] = []
        let report = campaign.run(cases: 1000, progress: { reports.append($0) }, property: FakeAnimator.all)
        #expect(reports.first?.phase == .regressions)
        #expect(reports.last == report.progress)
        #expect(reports.last?.phase == .done)
        #expect(reports.contains { $0.phase == .shrinking })
        #expect(reports.filter { $0.phase == .generating }.count >= 10)
        #expect(zip(reports, reports.dropFirst()).allSatisfy { $0.casesRun <= $1.casesRun })
        #expect(report.progress.findings == report.findings.count)
    }

    @Test func aContractIsShrunkOnceAndLaterFailuresOfItAreCounted() {
        let report = Self.campaign().run(cases: 2000, property: FakeAnimator.stoppedCompletion)
        #expect(report.findings.count == 1)
        #expect(report.progress.failuresByContract[.completionTiming, default: 0] > 1)
    }

    @Test @MainActor func aPropertyMayUseMainActorState() {
        // The replay's property drives @MainActor UIKit classes; it runs on the caller's actor.
        let counter = MainActorCounter()
        let report = Self.campaign().run(cases: 50) { trace, scenario in
            counter.replays += 1
            return nil
        }
        #expect(counter.replays == 50)
        #expect(report.passed)
    }
}

/// Main-actor state, as the replay's UIKit objects are.
@MainActor final class MainActorCounter {
    var replays = 0
}
