import GestureTrace
import Testing

@testable import TransitionHarness

/// A replay skips the frames in which nothing is due (the finger still, nothing animating, no
/// sample in the frame) and reports exactly what stepping them reports (docs/performance.md,
/// "Cost bounded by the input"). Recording the timeline steps every frame, so it is the
/// reference.
@MainActor
@Suite struct QuietFrameSkipTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var touches: [TouchSample]
        var testDescription: String { name }
    }

    nonisolated static let middle = 426.0

    /// A swipe from the left edge starting at `start`, held still for `hold` seconds at
    /// `progress` of the screen's width before it moves on and lifts.
    nonisolated static func swipe(at start: Double, hold: Double, to x: Double) -> [TouchSample] {
        [
            TouchSample(t: start, phase: .began, x: 4, y: middle),
            TouchSample(t: start + 0.05, phase: .moved, x: 40, y: middle),
            TouchSample(t: start + 0.1, phase: .moved, x: 100, y: middle),
            TouchSample(t: start + 0.1 + hold, phase: .moved, x: 110, y: middle),
            TouchSample(t: start + 0.15 + hold, phase: .moved, x: x, y: middle),
            TouchSample(t: start + 0.2 + hold, phase: .ended, x: x, y: middle),
        ]
    }

    nonisolated static let cases = [
        Case(name: "still finger for 30 s, then finish", touches: swipe(at: 0, hold: 30, to: 300)),
        Case(name: "still finger for 12.3 s, then cancel", touches: swipe(at: 0, hold: 12.3, to: 60)),
        Case(
            name: "two swipes 20 s apart",
            touches: swipe(at: 0, hold: 0.5, to: 300) + swipe(at: 20, hold: 5, to: 60)),
    ]

    static func trace(_ touches: [TouchSample]) -> Trace {
        Trace(
            name: "quiet-frames",
            source: Trace.Source(kind: .synthetic, origin: "QuietFrameSkipTests"),
            screen: Trace.Screen(width: 393, height: 852, scale: 3, refreshRate: 120),
            transition: Trace.Transition(operation: .pop, gesture: .edgePan, edge: .left), touches: touches)
    }

    @Test(arguments: cases)
    func aSkippedReplayReportsWhatSteppingEveryFrameReports(_ example: Case) {
        let trace = Self.trace(example.touches)
        let skipped = Replayer.replay(trace, against: SystemDefaultTransition())
        var stepped = Replayer.replay(
            trace, against: SystemDefaultTransition(), options: ReplayOptions(recordsTimeline: true))
        #expect(stepped.timeline?.isEmpty == false)
        stepped.timeline = nil
        #expect(skipped == stepped)
        #expect(!skipped.transitions.isEmpty)
    }

    @Test func aFingerThatLiftsAfterAThousandMillionSecondsEndsTheReplayCleanly() {
        let trace = Self.trace([
            TouchSample(t: 0, phase: .began, x: 4, y: Self.middle),
            TouchSample(t: 0.05, phase: .moved, x: 54, y: Self.middle),
            TouchSample(t: 0.1, phase: .moved, x: 104, y: Self.middle),
            TouchSample(t: 1e9, phase: .ended, x: 104, y: Self.middle),
        ])
        let report = Replayer.replay(trace, against: SystemDefaultTransition())
        #expect(report.transitions.count == 1)
        #expect(report.violations.isEmpty)
        #expect(!report.fingerDownAtEnd)
    }
}
