import GestureTrace
import Testing
import TransitionHarness

@testable import TransitionCatalog

/// The swatch springs in from a quarter turn with an initial velocity of 3: at a high
/// completion speed its far corners sweep most of an arc of the screen's height in the
/// completion's first frame. Found by fuzzing the correct swatch (100,000 cases).
@MainActor
@Suite struct SwatchContinuityTests {
    @Test func aFastSpringFromAQuarterTurnIsNotAJump() throws {
        let trace = Trace(
            screen: .init(width: 390, height: 844, scale: 3, refreshRate: 240),
            transition: .init(operation: .present, gesture: .edgePan, edge: .bottom),
            touches: [
                TouchSample(t: 0, phase: .began, x: 195, y: 843.75),
                TouchSample(t: 0.008333, phase: .moved, x: 195, y: 836.709914948),
                TouchSample(t: 0.016666, phase: .moved, x: 195, y: 829.669829896),
                TouchSample(t: 0.024999, phase: .ended, x: 195, y: 822.629744844),
            ])
        let entry = try #require(Catalog.entry(named: "swatch"))
        let report = Replayer.replay(trace, against: entry.make(), options: ReplayOptions(completionSpeed: 100))
        #expect(report.transitions.count == 1)
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
    }
}
