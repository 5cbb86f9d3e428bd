import GestureTrace
import TestSupport
import Testing
import TransitionHarness

@testable import TransitionCatalog

/// Every known-bad and as-first-written entry is caught by each contract it names, on the
/// traces that show its bug (only those are replayed).
@MainActor
@Suite struct CaughtEntriesTests {
    /// The traces that show each entry's bug: a cancel for bugs of the cancel path, a slow
    /// drag for bugs while the finger drags, two swipes for bugs of the next gesture, two
    /// quick swipes for a second trigger while a segue slides.
    nonisolated static let witnesses: [String: [String]] = [
        "flip-as-first-written": ["dismiss-pan-down-cancel-60hz"],
        "swatch-as-first-written": ["present-edge-bottom-finish-60hz", "dismiss-pan-down-cancel-60hz"],
        "slide-segue-as-first-written": ["present-edge-bottom-two-quick-swipes-finish-finish-60hz"],
        "unwind-spring-segue-as-first-written": ["pop-edge-slow-finish-60hz"],
        "unwind-spring-slide-as-first-written": ["pop-edge-slow-finish-60hz"],
        "never-completes-when-cancelled": ["pop-edge-slow-cancel-60hz"],
        "completes-twice": ["pop-edge-slow-finish-60hz"],
        "completes-with-animation-finished-flag": ["pop-edge-slow-cancel-60hz"],
        "commits-on-cancel": ["push-edge-right-cancel-120hz"],
        "completes-before-release": ["pop-edge-slow-finish-60hz"],
        "leaves-animation-running": ["push-edge-right-finish-60hz"],
        "updates-after-complete": ["pop-edge-two-swipes-finish-finish-60hz"],
        "cancels-twice": ["pop-edge-system-cancelled-early-120hz"],
        "removes-destination-view": ["push-edge-right-finish-60hz"],
        "leaves-anchor-point": ["pop-edge-slow-cancel-60hz"],
        "leaves-snapshot": ["pop-edge-there-and-back-cancel-60hz"],
        "unbalanced-appearance": ["push-edge-right-finish-60hz"],
        "presents-during-transition": ["push-edge-right-finish-60hz"],
        "resets-frame-at-lift": ["pop-edge-slow-cancel-60hz"],
        "unclamped-progress": ["pop-edge-overshoot-back-finish-60hz"],
        "restarts-completion-from-start": ["pop-edge-slow-finish-60hz"],
        "outlasts-its-duration": ["pop-edge-slow-finish-60hz"],
        "segue-checks-destination-window": ["present-edge-bottom-finish-60hz"],
    ]

    nonisolated static let names = Catalog.entries.filter { $0.kind != .correct }.map(\.name)

    @Test func everyBrokenEntryHasWitnessTraces() {
        let missing = Self.names.filter { Self.witnesses[$0] == nil }
        #expect(missing.isEmpty, "no witness traces for \(missing)")
        let stale = Self.witnesses.keys.filter { !Self.names.contains($0) }
        #expect(stale.isEmpty, "witness traces for entries not in the catalog: \(stale)")
    }

    @Test(arguments: names)
    func isCaughtByEveryContractItNames(name: String) throws {
        let entry = try #require(Catalog.entry(named: name))
        let files = try #require(Self.witnesses[name]).map(Repository.synthetic)
        var reports: [TraceReport] = []
        for file in files {
            let trace = try Repository.trace(file)
            try #require(entry.supports(trace.resolvedTransition.operation), "\(name) does not run \(file)")
            reports.append(Replayer.replay(trace, file: file, against: entry.make()))
        }
        let violations = reports.flatMap(\.violations)
        for contract in entry.catches {
            let caught = violations.filter { $0.contract == contract }
            #expect(!caught.isEmpty, "\(name) is not caught by \(contract.id):\n\(ReportWriter.text(reports))")
            for violation in caught {
                // Readable: the contract, where, what, and expected against found.
                let message = violation.description
                #expect(message.hasPrefix("\(contract.id) at "))
                #expect(message.contains("expected \(violation.expected), found \(violation.found)"))
                #expect(!violation.subject.isEmpty && !violation.expected.isEmpty && !violation.found.isEmpty)
            }
        }
    }
}
