import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing
import TransitionHarness

/// Every bundled trace against UIKit's own transitions: every contract holds, under every
/// policy, and each trace's `expect` block holds under the policy it names.
@MainActor
@Suite struct ReplayCorpusTests {
    @Test(arguments: Repository.traceFiles)
    func theSystemTransitionHoldsEveryContractAndExpectation(file: String) throws {
        let trace = try Repository.trace(file)
        let report = Replayer.replay(trace, file: file, against: SystemDefaultTransition())
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
        #expect(report.expectationFailures.isEmpty, "\(ReportWriter.text([report]))")
        if let outcomes = trace.expect?.outcome {
            #expect(report.transitions.count == outcomes.count)
        }
    }

    @Test(arguments: CompletionPolicy.allNamed.map(\.name))
    func everyPolicyHoldsEveryContractOnTheCorpus(policy: String) throws {
        let chosen = try #require(CompletionPolicy.named(policy))
        for file in Repository.traceFiles {
            let report = Replayer.replay(
                try Repository.trace(file), file: file, against: SystemDefaultTransition(),
                options: ReplayOptions(policy: chosen))
            #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
        }
    }

    @Test func replayingTheCorpusTwiceGivesByteIdenticalJSON() throws {
        func run() throws -> String {
            let reports = try Repository.traceFiles.map { file in
                Replayer.replay(
                    try Repository.trace(file), file: file, against: SystemDefaultTransition(),
                    options: ReplayOptions(recordsTimeline: true))
            }
            return ReportWriter.json(reports)
        }
        let first = try run()
        #expect(first == (try run()))
        #expect(first.contains("\"timeline\""))
    }

    @Test func aTraceThatStartsOutsideTheEdgeStartsNoTransition() throws {
        let report = Replayer.replay(
            try Repository.trace("traces/synthetic/pop-edge-starts-outside-edge-60hz.json"),
            against: SystemDefaultTransition())
        #expect(report.transitions.isEmpty)
        #expect(report.passed)
    }

    @Test func twoSwipesInARowStartTwoTransitions() throws {
        let report = Replayer.replay(
            try Repository.trace("traces/synthetic/pop-edge-two-swipes-cancel-finish-120hz.json"),
            against: SystemDefaultTransition())
        #expect(report.transitions.map(\.outcome) == [.cancel, .finish])
        #expect(report.transitions.map(\.completedWith) == [false, true])
    }

    @Test func aTraceEndingWithTheFingerDownIsReported() throws {
        var trace = try Repository.trace("traces/synthetic/pop-edge-slow-finish-60hz.json")
        trace.touches.removeLast()
        trace.expect = nil
        let report = Replayer.replay(trace, against: SystemDefaultTransition())
        #expect(report.fingerDownAtEnd)
        #expect(report.transitions.first?.outcome == nil)
        // No completion animation to wait for: not a never-completed transition.
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
    }

    @Test func nonFiniteTimesAndOptionsNeitherTrapNorHang() throws {
        var trace = try Repository.trace("traces/synthetic/pop-edge-slow-cancel-60hz.json")
        trace.touches[3].t = .nan
        trace.touches[5].t = .infinity
        var options = ReplayOptions(gracePeriod: .infinity, timeLimit: .nan)
        options.refreshRate = .nan
        let report = Replayer.replay(trace, against: SystemDefaultTransition(), options: options)
        #expect(report.transitions.count <= 1)
    }
}
