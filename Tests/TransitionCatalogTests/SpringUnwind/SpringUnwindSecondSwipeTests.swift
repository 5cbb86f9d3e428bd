import GestureTrace
import Testing
import TransitionHarness

@testable import TransitionCatalog

/// A second swipe that starts in the frame the first (cancelled) pop completes moves the same
/// view at once: its motion is the second transition's, not a jump at the end of the first.
/// Found by fuzzing the correct spring unwind.
@MainActor
@Suite struct SpringUnwindSecondSwipeTests {
    @Test func aSwipeRightAfterACancelIsNotAJumpOfTheCancel() throws {
        let trace = Trace(
            screen: .init(width: 390, height: 844, scale: 3, refreshRate: 240),
            transition: .init(operation: .pop),
            touches: [
                TouchSample(t: 0, phase: .began, x: 0, y: 422),
                TouchSample(t: 0.004166, phase: .moved, x: 499.2, y: 422),
                TouchSample(t: 0.008332, phase: .moved, x: 29.25, y: 422),
                TouchSample(t: 0.012498, phase: .ended, x: 29.25, y: 422),
                TouchSample(t: 0.106498, phase: .began, x: 0, y: 422),
                TouchSample(t: 0.158664, phase: .moved, x: 195, y: 422),
                TouchSample(t: 0.16283, phase: .ended, x: 195, y: 422),
            ])
        let entry = try #require(Catalog.entry(named: "unwind-spring-slide"))
        let report = Replayer.replay(trace, against: entry.make(), options: ReplayOptions(completionSpeed: 0.5))
        #expect(report.transitions.count == 2)
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
    }
}
