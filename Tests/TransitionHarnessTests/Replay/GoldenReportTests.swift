import Foundation
import TestSupport
import Testing
import TransitionHarness

/// Golden JSON reports for a handful of traces. A change in the replay, the checker or the
/// report format shows up here as a diff. To re-record after an intended change, run
/// `RECORD_GOLDENS=1 swift test --filter GoldenReportTests`; recording fails the test so it
/// is never left on by accident.
@MainActor
@Suite struct GoldenReportTests {
    nonisolated static let traces = [
        "traces/synthetic/pop-edge-slow-cancel-60hz.json",
        "traces/synthetic/pop-edge-fling-finish-60hz.json",
        "traces/synthetic/pop-edge-two-swipes-cancel-finish-120hz.json",
        "traces/synthetic/dismiss-pan-down-finish-120hz.json",
        "traces/synthetic/push-edge-right-cancel-120hz.json",
    ]

    nonisolated static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Goldens")

    @Test(arguments: traces)
    func theReportMatchesItsGolden(file: String) throws {
        let report = Replayer.replay(try Repository.trace(file), file: file, against: SystemDefaultTransition())
        let json = ReportWriter.json([report])
        let golden = Self.goldens.appendingPathComponent(URL(fileURLWithPath: file).lastPathComponent)
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try Data(json.utf8).write(to: golden)
            Issue.record("recorded \(golden.lastPathComponent); run again without RECORD_GOLDENS")
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(json == expected, "the report of \(file) differs from its golden; re-record if intended")
    }
}
