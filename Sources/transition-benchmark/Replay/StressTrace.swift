import GestureTrace
import TransitionHarness

/// Extreme but valid traces whose replay must cost in proportion to what they ask for
/// (docs/performance.md, "Cost bounded by the input"): many fingers down at once, many swipes
/// in a row, and a finger held still for a long time.
enum StressTrace: String, CaseIterable, Sendable {
    /// SIZE fingers go down in one event across the screen, move once, and lift in one event.
    case fingers
    /// SIZE of the replay section's back swipes in a row, one every 1.5 s.
    case gestures
    /// A finger goes down on the left edge, moves 100 points and holds still until it lifts
    /// SIZE seconds after it went down.
    case pause

    /// The trace of this shape and size (at least 1).
    func trace(size: Int) -> Trace {
        let touches: [TouchSample]
        switch self {
        case .fingers: touches = Self.fingers(size)
        case .gestures: touches = Self.gestures(size)
        case .pause: touches = Self.pause(seconds: Double(size))
        }
        return Trace(
            name: "stress-\(rawValue)-\(size)",
            source: Trace.Source(kind: .synthetic, origin: "transition-benchmark scaling section"),
            screen: BenchmarkTrace.screen, transition: ReplaySwipe.transitions[0], touches: touches)
    }

    /// Replays the trace of `size` once against the system transition and returns a line of
    /// counts (`--stress`).
    func replay(size: Int) -> String {
        let trace = trace(size: size)
        let report = MainActor.assumeIsolated { Replayer.replay(trace, against: SystemDefaultTransition()) }
        return "\(rawValue)=\(size) samples=\(trace.touches.count) transitions=\(report.transitions.count)"
            + " violations=\(report.violations.count)"
    }

    private static func fingers(_ count: Int) -> [TouchSample] {
        let screen = BenchmarkTrace.screen
        let columns = 50
        var touches: [TouchSample] = []
        touches.reserveCapacity(3 * count)
        for (phase, time, shift) in [(TouchPhase.began, 0.0, 0.0), (.moved, 0.05, 10), (.ended, 0.1, 10)] {
            for id in 0..<count {
                let x = 4 + Double(id % columns) * (screen.width - 20) / Double(columns) + shift
                let y = 4 + Double(id / columns % 160) * (screen.height - 8) / 160
                touches.append(TouchSample(t: time, phase: phase, x: x, y: y, id: id))
            }
        }
        return touches
    }

    private static func gestures(_ count: Int) -> [TouchSample] {
        let swipe = ReplaySwipe.trace(transition: ReplaySwipe.transitions[0]).touches
        var touches: [TouchSample] = []
        touches.reserveCapacity(count * swipe.count)
        for index in 0..<count {
            let start = Double(index) * 1.5
            for sample in swipe {
                var moved = sample
                moved.t = start + sample.t
                touches.append(moved)
            }
        }
        return touches
    }

    private static func pause(seconds: Double) -> [TouchSample] {
        let middle = BenchmarkTrace.screen.height / 2
        return [
            TouchSample(t: 0, phase: .began, x: 4, y: middle),
            TouchSample(t: 0.05, phase: .moved, x: 54, y: middle),
            TouchSample(t: 0.1, phase: .moved, x: 104, y: middle),
            TouchSample(t: seconds, phase: .ended, x: 104, y: middle),
        ]
    }
}
