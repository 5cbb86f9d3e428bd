import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing
import TransitionHarness

@testable import TransitionCatalog

/// The as-first-written flip leaves its source transparent after a cancel. The harness's
/// `restoresViewStateOnCancel` safety net puts it back; without it, the bug is caught.
@MainActor
@Suite struct FlipSafetyNetTests {
    /// Every cancelling trace of the corpus for an operation the flip runs.
    nonisolated static let cancellingTraces = ["dismiss-pan-down-cancel-60hz", "present-edge-bottom-cancel-120hz"]

    static func replay(_ name: String, restoring: Bool) throws -> TraceReport {
        let entry = try #require(Catalog.entry(named: "flip-as-first-written"))
        let trace = try Repository.trace(Repository.synthetic(name))
        return Replayer.replay(
            trace, file: name, against: entry.make(), options: ReplayOptions(restoresViewStateOnCancel: restoring))
    }

    @Test(arguments: cancellingTraces)
    func withTheSafetyNetOffTheLeftoverAlphaIsCaught(name: String) throws {
        let report = try Self.replay(name, restoring: false)
        #expect(report.transitions.first?.outcome == .cancel)
        #expect(report.violations.contains { $0.contract == .finalStateCancelled }, "\(ReportWriter.text([report]))")
    }

    @Test(arguments: cancellingTraces)
    func withTheSafetyNetOnFinalStateCancelledHolds(name: String) throws {
        let report = try Self.replay(name, restoring: true)
        #expect(report.transitions.first?.outcome == .cancel)
        #expect(!report.violations.contains { $0.contract == .finalStateCancelled }, "\(ReportWriter.text([report]))")
    }

}
