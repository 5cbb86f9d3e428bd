import GestureTrace
import HeadlessUIKit
import Testing
import TransitionHarness

@testable import TransitionCatalog

/// A quick completion of the spring unwind: finished at progress 0 by a short flick, at
/// completion speed 2.715 on an ease-out curve at 30 Hz, the target's view is launched at four
/// widths a second and crosses the whole screen in the first frame, then barely moves. The
/// frames after the lift cannot explain that motion; the animation's own path, read between
/// the two frames, does. Found by fuzzing the correct spring unwind (seed 1, case 11042).
@MainActor
@Suite struct SpringUnwindQuickCompletionTests {
    static let flick = Trace(
        screen: .init(width: 390, height: 844, scale: 3, refreshRate: 30),
        transition: .init(operation: .pop, gesture: .pan),
        touches: [
            TouchSample(t: 0, phase: .began, x: 195, y: 422),
            TouchSample(t: 0.016666, phase: .moved, x: 181.74, y: 422),
            TouchSample(t: 0.033332, phase: .moved, x: 181.74, y: 422),
            TouchSample(t: 0.049998, phase: .ended, x: 181.74, y: 422),
        ])

    @Test func aSpringThatCrossesTheScreenInItsFirstFrameIsNotAJump() throws {
        let entry = try #require(Catalog.entry(named: "unwind-spring-slide"))
        let options = ReplayOptions(completionSpeed: 2.715, completionCurve: .easeOut)
        let report = Replayer.replay(Self.flick, against: entry.make(), options: options)
        let transition = try #require(report.transitions.first)
        #expect(report.transitions.count == 1)
        #expect(transition.outcome == .finish && transition.progressAtRelease == 0)
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
    }
}
