import GestureTrace
import PropertyTesting
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
            let input = try #require(
                FuzzFinding.input(replaying: choices, keeping: finding.keptSamples, generator: GestureGenerator()))
            #expect(input == finding.input)
            #expect(FakeAnimator.all(input.trace, input.scenario) == finding.failure)
        }
    }

    /// A failure that needs the finger down for 0.4 s: the choices shrink to a long hold on
    /// some seeds, and on others to a gesture of several samples (a move's samples can be
    /// fewer choices than a long hold), whose middle samples the last pass deletes.
    @Test func theLastPassDeletesTheSamplesTheFailureDoesNotNeed() throws {
        let property: FuzzCampaign.Property = { trace, _ in
            guard let first = trace.touches.first, let last = trace.touches.last, last.t - first.t >= 0.4 else {
                return nil
            }
            return FuzzFailure(contracts: [.completeOnce], message: "held for \(last.t - first.t) s")
        }
        var deleted = 0
        for seed: UInt64 in 1...3 {
            let report = Self.campaign(seed: seed).run(cases: 500, property: property)
            let finding = try #require(report.findings.first)
            #expect(finding.input.trace.touches.count == 2, "seed \(seed): \(finding.input.trace.touches)")
            #expect(try FuzzFinding(jsonLine: finding.jsonLine) == finding)
            let notes = finding.regressionTrace.notes
            #expect(FuzzFinding.keptSamples(fromNotes: notes) == finding.keptSamples)
            guard let kept = finding.keptSamples else { continue }
            deleted += 1
            let choicesTrace = try #require(GestureGenerator().input(replaying: finding.choices)).trace
            #expect(choicesTrace.touches.count > 2)
            #expect(kept.map { choicesTrace.touches[$0] } == finding.input.trace.touches)
            let line = "kept samples: \(kept.map(String.init).joined(separator: ",")) of the choices' trace"
            #expect(notes?.contains(line) == true)
        }
        #expect(deleted > 0, "no seed left samples to delete")
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
