import GestureTrace
import TestSupport
import Testing
@_spi(Harness) import TransitionHarness

@testable import TransitionCatalog

/// A misuse a contract already reports is not listed again among the report's diagnostics.
@MainActor
@Suite struct DiagnosticsOfBrokenEntriesTests {
    private func replay(_ name: String, _ file: String) throws -> TraceReport {
        let entry = try #require(Catalog.entry(named: name))
        let path = "traces/synthetic/\(file).json"
        return Replayer.replay(try Repository.trace(path), file: path, against: entry.make())
    }

    /// `updates-after-complete` finishes a transition that already completed: UIKit's model
    /// records the ignored call, and no-calls-after-complete reports it.
    @Test func aCallAfterCompletionIsAViolationNotAlsoADiagnostic() throws {
        let report = try replay("updates-after-complete", "pop-edge-two-swipes-cancel-finish-120hz")
        #expect(report.violations.contains { $0.contract == .noCallsAfterComplete }, "\(ReportWriter.text([report]))")
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    }

    /// `unbalanced-appearance`: appearance-balanced reports UIKit's warning.
    @Test func unbalancedAppearanceCallsAreAViolationNotAlsoADiagnostic() throws {
        let report = try replay("unbalanced-appearance", "push-edge-right-finish-60hz")
        #expect(report.violations.contains { $0.contract == .appearanceBalanced }, "\(ReportWriter.text([report]))")
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    }
}
