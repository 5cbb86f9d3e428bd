import GestureTrace
import Testing
import TransitionHarness

@testable import TransitionCatalog

/// The flip swaps its alphas when both cards are edge-on: a swap that cannot be seen. Found by
/// fuzzing the correct flip (a dismissal dragged exactly half way, then cancelled by the
/// system), which the checker once reported as an alpha jump at the lift.
@MainActor
@Suite struct FlipContinuityTests {
    static func halfWayThenCancelled(_ last: TouchPhase) -> Trace {
        Trace(
            screen: .init(width: 390, height: 844, scale: 3, refreshRate: 60),
            transition: .init(operation: .dismiss, gesture: .pan, axis: .y, direction: 1),
            touches: [
                TouchSample(t: 0, phase: .began, x: 195, y: 422),
                TouchSample(t: 0.016666, phase: .moved, x: 195, y: 844),
                TouchSample(t: 0.033332, phase: last, x: 195, y: 844),
            ])
    }

    @Test(arguments: [TouchPhase.cancelled, .ended])
    func theAlphaSwapEdgeOnIsNotAJump(last: TouchPhase) throws {
        let entry = try #require(Catalog.entry(named: "flip"))
        let report = Replayer.replay(Self.halfWayThenCancelled(last), against: entry.make())
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
    }

    @Test func theFirstWrittenFlipStillFlashesAtTheEndOfACancel() throws {
        let entry = try #require(Catalog.entry(named: "flip-as-first-written"))
        let report = Replayer.replay(Self.halfWayThenCancelled(.cancelled), against: entry.make())
        #expect(report.violations.contains { $0.contract == .continuousMotion }, "\(ReportWriter.text([report]))")
    }
}
