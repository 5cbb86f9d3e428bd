import GestureTrace
import HeadlessUIKit
import PropertyTesting
import Testing

@testable import TransitionHarness

@MainActor
@Suite struct TransitionFuzzerTests {
    /// The known-bad slide against its own contract only: the harness's open false reports
    /// on other contracts (docs/fuzzing.md, "Figures") stay out of the way.
    static func fuzzer(_ bug: SlideAnimator.Bug, contracts: Set<Contract> = [.completeMatchesOutcome])
        -> TransitionFuzzer
    {
        var fuzzer = TransitionFuzzer(contracts: contracts) { SlideAnimator.subject(bug) }
        fuzzer.shrinkBudget = 400
        return fuzzer
    }

    @Test func anAnimatorThatAlwaysCompletesWithTrueIsCaughtOnACancel() throws {
        let report = Self.fuzzer(.alwaysCompletes).run(seed: 1, cases: 60)
        let finding = try #require(report.findings.first { $0.contract == .completeMatchesOutcome }, "\(report)")
        #expect(!report.passed)
        // The shrunk gesture still breaks the contract, and is a cancel.
        let replayed = Self.fuzzer(.alwaysCompletes).replay(finding.input.trace, scenario: finding.input.scenario)
        #expect(replayed.violations.contains { $0.contract == .completeMatchesOutcome })
        #expect(replayed.transitions.contains { $0.outcome == .cancel && $0.completedWith == true })
        #expect(finding.input.trace.touches.count <= 4, "\(finding.input.trace.touches)")
    }

    @Test func theCorrectSlideHoldsTheSameContractOnTheSameCases() {
        let report = Self.fuzzer(.none).run(seed: 1, cases: 60)
        #expect(report.passed, "\(report)")
        #expect(report.progress.casesRun == 60)
    }

    @Test(arguments: SlideAnimator.Bug.allCases.filter { $0 != .none })
    func eachKnownBadSlideIsCaughtByItsContractAndTheCorrectOneIsNot(bug: SlideAnimator.Bug) throws {
        let contract = try #require(bug.contract)
        let bad = Self.fuzzer(bug, contracts: [contract]).run(seed: 1, cases: 80)
        let finding = try #require(bad.findings.first, "\(bad)")
        #expect(finding.contract == contract)
        #expect(finding.input.trace.touches.count <= 6, "\(finding.input.trace.touches)")
        let good = Self.fuzzer(.none, contracts: [contract]).run(seed: 1, cases: 80)
        #expect(good.progress.failuresByContract[contract] == nil, "\(good)")
    }

    @Test func theSameSeedGivesTheSameReport() {
        let first = Self.fuzzer(.alwaysCompletes).run(seed: 3, cases: 30)
        let second = Self.fuzzer(.alwaysCompletes).run(seed: 3, cases: 30)
        #expect(first == second)
    }

    @Test func eachCaseReplaysAgainstAFreshSubject() {
        var made = 0
        let fuzzer = TransitionFuzzer {
            made += 1
            return SystemDefaultTransition()
        }
        var campaign = fuzzer.campaign(seed: 1)
        campaign.shrinkBudget = 0
        _ = campaign.run(cases: 5) { fuzzer.check($0, $1) }
        #expect(made >= 5)
    }

    @Test func checkingOnlySomeContractsIgnoresTheOthers() throws {
        // All zeros but the lift: a finger left down at the end of the trace, which the
        // replay reports as complete-once (a known false report, docs/fuzzing.md).
        let fingerDown = Trace(
            screen: Trace.Screen(width: 390, height: 844, scale: 3, refreshRate: 60),
            touches: [
                TouchSample(t: 0, phase: .began, x: 0, y: 422), TouchSample(t: 1.0 / 60, phase: .moved, x: 195, y: 422),
            ])
        let all = TransitionFuzzer { SystemDefaultTransition() }
        let violations = all.replay(fingerDown, scenario: .default).violations
        guard let broken = violations.first?.contract else { return }  // fixed in the replay: nothing to ignore
        let some = TransitionFuzzer(contracts: Set(Contract.allCases).subtracting([broken])) {
            SystemDefaultTransition()
        }
        #expect(all.check(fingerDown, .default) != nil)
        #expect(some.check(fingerDown, .default)?.contracts.contains(broken) != true)
    }

    @Test func theReportDescriptionGivesTheSeedCountsAndEachFinding() throws {
        let report = Self.fuzzer(.alwaysCompletes).run(seed: 1, cases: 60)
        let finding = try #require(report.findings.first)
        let text = report.description
        #expect(text.hasPrefix("fuzz campaign failed (seed 1, shard 0/1): 60 cases"))
        #expect(text.contains("failures by contract: complete-matches-outcome"))
        #expect(text.contains(finding.fileName))
        #expect(text.contains("choices: \(finding.choices.encoded)"))
    }
}
