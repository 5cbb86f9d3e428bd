import GestureTrace
import PropertyTesting

@testable import TransitionHarness

/// Generated inputs shared by the generator tests: many cases of one seed, with their
/// choices, and the gestures of a trace.
enum GeneratedCorpus {
    struct Case {
        var index: UInt64
        var input: FuzzInput
        var choices: [UInt64]
        var aborted: Bool
    }

    static func cases(seed: UInt64, count: Int, generator: GestureGenerator = GestureGenerator()) -> [Case] {
        (0..<UInt64(count)).map { index in
            var attempt = Attempt(random: .forCase(seed: seed, index: index))
            let input = generator.draw(&attempt)
            return Case(index: index, input: input, choices: attempt.choices, aborted: attempt.isAborted)
        }
    }

    /// The samples of 2,000 cases of seed 1, computed once.
    static let standard = cases(seed: 1, count: 2000)

    /// One gesture: from a finger going down with none down to the moment none is down
    /// (or the end of the trace).
    struct Gesture {
        var samples: [TouchSample]

        var primary: [TouchSample] { samples.filter { $0.id == 0 } }
        var fingers: Set<Int> { Set(samples.map(\.id)) }
        /// The primary finger's last sample, if it ends the touch.
        var primaryEnd: TouchSample? { primary.last.flatMap { $0.phase.endsTouch ? $0 : nil } }
        /// `moved` samples of the primary finger before its end.
        var primaryMoves: Int { primary.filter { $0.phase == .moved }.count }
    }

    static func gestures(of trace: Trace) -> [Gesture] {
        var result: [Gesture] = []
        var current: [TouchSample] = []
        var down = Set<Int>()
        for sample in trace.touches {
            current.append(sample)
            if sample.phase == .began { down.insert(sample.id) }
            if sample.phase.endsTouch { down.remove(sample.id) }
            if down.isEmpty {
                result.append(Gesture(samples: current))
                current = []
            }
        }
        if !current.isEmpty { result.append(Gesture(samples: current)) }
        return result
    }

    /// Progress of the primary finger's lift, from where it went down.
    static func releaseProgress(_ gesture: Gesture, in trace: Trace) -> Double? {
        guard let down = gesture.primary.first, let end = gesture.primaryEnd else { return nil }
        let transition = trace.resolvedTransition
        let along = transition.axis == .x ? end.x - down.x : end.y - down.y
        return along * Double(transition.direction) / transition.distance
    }
}
