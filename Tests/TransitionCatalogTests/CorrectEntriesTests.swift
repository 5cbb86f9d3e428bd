import GestureTrace
import TestSupport
import Testing
import TransitionHarness

@testable import TransitionCatalog

/// Every correct entry holds every contract on every trace of an operation it supports,
/// under every named completion policy.
@MainActor
@Suite struct CorrectEntriesTests {
    nonisolated static let names = Catalog.correctEntries.map(\.name)

    @Test(arguments: names)
    func holdsEveryContractOnEveryTraceUnderEveryPolicy(name: String) throws {
        let entry = try #require(Catalog.entry(named: name))
        var replayed = 0
        for file in Repository.traceFiles {
            let trace = try Repository.trace(file)
            guard entry.supports(trace.resolvedTransition.operation) else { continue }
            for policy in CompletionPolicy.allNamed {
                let report = Replayer.replay(
                    trace, file: file, against: entry.make(), options: ReplayOptions(policy: policy))
                #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
                replayed += 1
            }
        }
        #expect(replayed > 0, "\(name) supports no operation of the corpus")
    }

    /// The fuzzer's scenario fields that reach UIKit's own animators and the app's gesture
    /// handling: a duration override (shorter than a frame, and long) and re-grabbing.
    nonisolated static let scenarios = [
        FuzzScenario(durationOverride: 1.0 / 240, interruptible: true),
        FuzzScenario(completionSpeed: 2, durationOverride: 2, refreshRate: 120, interruptible: true),
    ]

    @Test(arguments: names)
    func holdsEveryContractOnEveryTraceUnderDurationOverridesAndRegrabbing(name: String) throws {
        let entry = try #require(Catalog.entry(named: name))
        for file in Repository.traceFiles {
            let trace = try Repository.trace(file)
            guard entry.supports(trace.resolvedTransition.operation) else { continue }
            for scenario in Self.scenarios {
                let report = Replayer.replay(
                    trace, file: file, against: entry.make(), options: scenario.replayOptions())
                #expect(report.violations.isEmpty, "\(scenario)\n\(ReportWriter.text([report]))")
            }
        }
    }

    @Test(arguments: names)
    func completesEveryTransitionItStartsWithTheDecidedOutcome(name: String) throws {
        let entry = try #require(Catalog.entry(named: name))
        for file in Repository.traceFiles {
            let trace = try Repository.trace(file)
            guard entry.supports(trace.resolvedTransition.operation) else { continue }
            let report = Replayer.replay(trace, file: file, against: entry.make())
            for transition in report.transitions {
                // A transition the entry performs on its own (a segue's presentation, not driven
                // by the gesture) has no decision: it must finish. One still under a finger at
                // the end has neither a decision nor a completion.
                let undecided: Bool? = transition.completedWith == nil ? nil : true
                let expected = transition.outcome.map { $0 == .finish } ?? undecided
                let decided = String(describing: transition.outcome)
                let completed = String(describing: transition.completedWith)
                #expect(
                    transition.completedWith == expected,
                    "\(file): transition \(transition.index) decided \(decided), completed with \(completed)")
            }
        }
    }
}
