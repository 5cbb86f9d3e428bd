import Foundation
import GestureTrace
import PropertyTesting
import TestSupport
import Testing

@testable import TransitionHarness

@Suite struct RegressionStoreTests {
    static func findings(seed: UInt64 = 1) -> [FuzzFinding] {
        var campaign = FuzzCampaign(seed: seed)
        campaign.regressions = nil
        return campaign.run(cases: 2000, property: FakeAnimator.all).findings
    }

    @Test func findingsAreWrittenAtomicallyUnderTheirContractAndContentHash() throws {
        let directory = try ScratchDirectory.make("regression-store-write")
        let store = RegressionStore(directory: directory)
        for finding in Self.findings() {
            let path = try store.write(finding)
            #expect(path == "\(directory)/\(finding.fileName)")
            let hash = ContentHash.hex(finding.contentHash)
            #expect(finding.fileName == "\(finding.contract.id)-\(hash.prefix(12)).json")
            let read = try TraceReader().read(contentsOfFile: path).trace
            #expect(read == finding.regressionTrace)
            try read.validate()
            #expect(read.source?.kind == .fuzz)
            let notes = try #require(read.notes)
            #expect(notes.contains("fuzz: breaks \(finding.contract.id)"))
            #expect(notes.contains("seed: \(finding.seed) case: \(finding.caseIndex)"))
            #expect(notes.contains("choices: \(finding.choices.encoded)"))
            #expect(FuzzFinding.scenario(fromNotes: notes) == finding.input.scenario)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(names.count == 3)
        #expect(names.allSatisfy { !$0.hasPrefix(".") })
    }

    @Test func theSameGestureFoundByAnotherSeedGetsTheSameName() throws {
        let finding = try #require(Self.findings().first)
        var again = finding
        again.seed = 77
        again.caseIndex = 12345
        #expect(again.fileName == finding.fileName)
        #expect(again.regressionTrace != finding.regressionTrace)
        var otherScenario = finding
        otherScenario.input.scenario.interruptible.toggle()
        #expect(otherScenario.fileName != finding.fileName)
    }

    @Test func aCampaignReplaysTheRegressionsFirstAndDoesNotShrinkKnownContractsAgain() throws {
        let directory = try ScratchDirectory.make("regression-store-replay")
        var campaign = FuzzCampaign(seed: 1)
        campaign.regressions = RegressionStore(directory: directory)
        let first = campaign.run(cases: 2000, property: FakeAnimator.all)
        #expect(first.regressions.isEmpty)
        #expect(first.findings.count == 3)
        #expect(first.writeErrors.isEmpty)

        var order: [String] = []
        campaign.seed = 2
        let second = campaign.run(
            cases: 2000,
            property: { trace, scenario in
                order.append(trace.name ?? "generated")
                return FakeAnimator.all(trace, scenario)
            })
        let written = first.findings.map(\.regressionName).sorted()
        #expect(Array(order.prefix(3)) == written)
        #expect(second.regressions.map(\.path) == written.map { "\(directory)/\($0).json" })
        #expect(second.regressions.allSatisfy { $0.failure != nil && $0.error == nil })
        #expect(second.knownContracts == [.finalStateCancelled, .completeOnce, .completionTiming])
        #expect(second.findings.isEmpty)
        #expect(second.progress.casesFailed > 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).count == 3)
    }

    @Test func aFixedRegressionPassesAndItsContractIsFoundAfresh() throws {
        let directory = try ScratchDirectory.make("regression-store-fixed")
        var campaign = FuzzCampaign(seed: 1)
        campaign.regressions = RegressionStore(directory: directory)
        _ = campaign.run(cases: 2000, property: FakeAnimator.stoppedCompletion)
        // The completion-speed bug is fixed; the release bug is new.
        let report = campaign.run(cases: 2000, property: FakeAnimator.thresholdRelease)
        #expect(report.regressions.count == 1)
        #expect(report.regressions[0].failure == nil)
        #expect(report.findings.map(\.contract) == [.finalStateCancelled])
    }

    @Test func tracesNotWrittenByTheFuzzerReplayUnderTheDefaultScenarioAtTheirRate() throws {
        let directory = try ScratchDirectory.make("foreign")
        let trace = Trace(
            screen: Trace.Screen(width: 390, height: 844, refreshRate: 120),
            touches: [TouchSample(t: 0, phase: .began, x: 1, y: 2), TouchSample(t: 0.1, phase: .ended, x: 3, y: 2)])
        try TraceWriter.write(trace).write(toFile: "\(directory)/hand-made.json", atomically: true, encoding: .utf8)
        try "{ not json".write(toFile: "\(directory)/broken.json", atomically: true, encoding: .utf8)
        try "ignored".write(toFile: "\(directory)/README.md", atomically: true, encoding: .utf8)
        let entries = try RegressionStore(directory: directory).load()
        #expect(entries.map(\.path) == ["\(directory)/broken.json", "\(directory)/hand-made.json"])
        guard case .failure = entries[0].input else {
            Issue.record("a broken file reads as an error")
            return
        }
        let input = try entries[1].input.get()
        #expect(input.scenario == FuzzScenario(refreshRate: 120))

        var campaign = FuzzCampaign(seed: 1)
        campaign.regressions = RegressionStore(directory: directory)
        let report = campaign.run(cases: 10) { _, _ in nil }
        #expect(report.regressions.count == 2)
        #expect(report.regressions[0].error != nil)
        #expect(report.regressions[1].failure == nil)
        #expect(!report.passed)
    }

    @Test func aMissingDirectoryHasNoRegressions() throws {
        let store = RegressionStore(directory: "/nonexistent/transition-harness/regressions")
        #expect(try store.load().isEmpty)
    }

    @Test func aFileWhereTheDirectoryShouldBeIsAWriteError() throws {
        let directory = try ScratchDirectory.make("blocked")
        try "x".write(toFile: "\(directory)/file", atomically: true, encoding: .utf8)
        let finding = try #require(Self.findings().first)
        #expect(throws: FuzzCampaignError.self) {
            try RegressionStore(directory: "\(directory)/file").write(finding)
        }
    }
}
