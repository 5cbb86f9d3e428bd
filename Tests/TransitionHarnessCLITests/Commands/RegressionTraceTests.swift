import Foundation
import GestureTrace
import TestSupport
import Testing
import TransitionCatalog
import TransitionHarness

/// Every trace in traces/regressions/ (what `fuzz` and `shrink` keep), replayed under the
/// scenario and policy its notes carry: against the catalog entry its notes name (`animator: NAME`), or
/// against every correct entry that runs its operation when they name none. A correct entry
/// must hold every contract on it; a broken entry must still break the contract the trace
/// was kept for (else the checker stopped seeing the bug). docs/fuzzing.md, "Regression
/// traces".
enum RegressionCheck {
    static let directory = Repository.path("traces/regressions")

    /// The regression files, by name.
    static var files: [String] {
        ((try? RegressionStore(directory: directory).files()) ?? []).map { URL(fileURLWithPath: $0).lastPathComponent }
    }

    /// What is wrong with the regression trace at `path`; empty when it is as it should be.
    @MainActor
    static func problems(_ path: String, entries: [CatalogEntry] = Catalog.entries) -> [String] {
        let trace: Trace
        do {
            trace = try TraceReader().read(contentsOfFile: path).trace
        } catch {
            return ["unreadable: \(error)"]
        }
        var scenario = FuzzFinding.scenario(fromNotes: trace.notes) ?? .default
        if FuzzFinding.scenario(fromNotes: trace.notes) == nil { scenario.refreshRate = trace.screen.refreshRate }
        // The policy the fuzzer decided its releases with (`policy: NAME`), else the default.
        var base = ReplayOptions()
        if let name = FuzzFinding.policy(fromNotes: trace.notes) {
            guard let policy = CompletionPolicy.named(name) else { return ["names policy '\(name)', which is unknown"] }
            base.policy = policy
        }
        let operation = trace.resolvedTransition.operation
        let subjects: [CatalogEntry]
        if let name = FuzzFinding.animator(fromNotes: trace.notes) {
            guard let entry = entries.first(where: { $0.name == name }) else {
                return ["names animator '\(name)', which is not in the catalog"]
            }
            subjects = [entry]
        } else {
            subjects = entries.filter { $0.kind == .correct && $0.supports(operation) }
        }
        var problems: [String] = []
        for entry in subjects {
            let report = Replayer.replay(
                trace, file: path, against: entry.make(), options: scenario.replayOptions(base: base))
            if entry.kind == .correct {
                problems += report.violations.map { "\(entry.name) (correct) breaks \($0)" }
            } else if let kept = FuzzFinding.contract(fromNotes: trace.notes),
                !report.violations.contains(where: { $0.contract == kept })
            {
                problems.append("\(entry.name) (\(entry.kind.rawValue)) no longer breaks \(kept.id)")
            }
        }
        return problems
    }
}

@MainActor
@Suite struct RegressionTraceTests {
    @Test(arguments: RegressionCheck.files)
    func everyRegressionTraceHoldsForCorrectEntriesAndStillFailsForBrokenOnes(file: String) {
        let problems = RegressionCheck.problems("\(RegressionCheck.directory)/\(file)")
        #expect(problems.isEmpty, "traces/regressions/\(file):\n\(problems.joined(separator: "\n"))")
    }

    @Test func theRegressionsDirectoryIsThereAndListsOnlyTraces() throws {
        #expect(FileManager.default.fileExists(atPath: RegressionCheck.directory + "/README.md"))
        #expect(throws: Never.self) { try RegressionStore(directory: RegressionCheck.directory).files() }
        #expect(RegressionCheck.files.allSatisfy { $0.hasSuffix(".json") })
    }

    /// The check can fail: a finding of the known-bad slide, replayed against an entry that
    /// claims to be correct, is reported; against the known-bad entry it is as it should be.
    @Test func theCheckReportsACorrectEntryThatBreaksAContract() throws {
        let directory = try ScratchDirectory.make("regression-check")
        _ = runFuzzTool(["fuzz", "--animator", "test-always-completes", "--cases", "40", "--out", directory])
        let name = try #require(jsonFiles(directory).first { $0.hasPrefix("complete-matches-outcome-") })
        let path = "\(directory)/\(name)"
        let knownBad = AlwaysCompletesAnimator.entry
        #expect(RegressionCheck.problems(path, entries: [knownBad]).isEmpty)
        let mislabelled = CatalogEntry(
            name: knownBad.name, kind: .correct, summary: "claims to be correct", make: knownBad.make)
        let problems = RegressionCheck.problems(path, entries: [mislabelled])
        #expect(problems.contains { $0.contains("(correct) breaks complete-matches-outcome") }, "\(problems)")
        #expect(
            RegressionCheck.problems(path, entries: []) == [
                "names animator 'test-always-completes', which is not in the catalog"
            ])
    }
}
