import GestureTrace
import HeadlessUIKit
import TransitionHarness

/// The replay section's input: one edge swipe lasting one second, sampled at 120 Hz (121
/// samples), on the benchmark's iPhone screen (393 x 852 points, 120 Hz display). The
/// finger goes down 4 points inside the edge, halfway along it, moves along a minimum-jerk
/// path to 75% of the transition's distance and lifts there, so the transition finishes
/// with a short completion animation. Made for the first operation a subject supports, in
/// the order pop (left edge: the back swipe), dismiss (top edge), present (bottom edge),
/// push (right edge).
enum ReplaySwipe {
    static let sampleRate = 120
    static let seconds = 1.0
    static let endProgress = 0.75

    static let transitions: [Trace.Transition] = [
        Trace.Transition(operation: .pop, gesture: .edgePan, edge: .left),
        Trace.Transition(operation: .dismiss, gesture: .edgePan, edge: .top),
        Trace.Transition(operation: .present, gesture: .edgePan, edge: .bottom),
        Trace.Transition(operation: .push, gesture: .edgePan, edge: .right),
    ]

    /// The swipe for the first of `operations` in the order above, or nil when none.
    static func trace(for operations: Set<Trace.Transition.Operation>) -> Trace? {
        transitions.first { operations.contains($0.operation ?? .pop) }.map(trace(transition:))
    }

    static func trace(transition: Trace.Transition) -> Trace {
        let screen = BenchmarkTrace.screen
        let resolved = transition.resolved(on: screen)
        let forward = resolved.axis == .x ? (Double(resolved.direction), 0.0) : (0.0, Double(resolved.direction))
        // Down 4 points inside the edge the gesture starts from, halfway along it.
        let start: (Double, Double) =
            switch resolved.edge {
            case .left: (4, screen.height / 2)
            case .right: (screen.width - 4, screen.height / 2)
            case .top: (screen.width / 2, 4)
            case .bottom: (screen.width / 2, screen.height - 4)
            }
        let count = Int(seconds * Double(sampleRate))
        var touches: [TouchSample] = []
        for index in 0...count {
            let s = Double(index) / Double(count)
            let eased = s * s * s * (10 - 15 * s + 6 * s * s)
            let along = endProgress * resolved.distance * eased
            let phase: TouchPhase = index == 0 ? .began : index == count ? .ended : .moved
            touches.append(
                TouchSample(
                    t: Double(index) / Double(sampleRate), phase: phase,
                    x: rounded(start.0 + forward.0 * along), y: rounded(start.1 + forward.1 * along)))
        }
        return Trace(
            name: "replay-swipe-\(resolved.operation)",
            source: Trace.Source(kind: .synthetic, origin: "transition-benchmark replay section"),
            screen: screen, transition: transition, touches: touches)
    }

    private static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
