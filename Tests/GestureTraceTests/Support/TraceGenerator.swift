@testable import GestureTrace

/// Random valid traces for property tests: every field exercised, numbers with many
/// digits and at the edges of Double, strings with non-ASCII text and every character that
/// needs an escape, fingers in valid phase order.
enum TraceGenerator {
    static func trace(using random: inout some RandomNumberGenerator) -> Trace {
        var trace = Trace(
            name: string(using: &random),
            screen: screen(using: &random),
            touches: touches(using: &random)
        )
        if Bool.random(using: &random) { trace.notes = string(using: &random) }
        if Bool.random(using: &random) { trace.source = source(using: &random) }
        if Bool.random(using: &random) { trace.transition = transition(using: &random) }
        if Bool.random(using: &random) { trace.expect = expectation(using: &random) }
        return trace
    }

    /// Pieces strings are made of.
    static let characters: [String] = [
        "a", "Z", "0", " ", "-", "\"", "\\", "/", "\u{0}", "\u{1}", "\u{8}", "\u{9}", "\u{A}", "\u{C}", "\u{D}",
        "\u{1F}", "\u{7F}", "é", "e\u{301}", "中", "😀", "👍🏽", "\u{2028}", "\u{FEFF}", "\u{FFFD}", "\u{10FFFF}", "K",
    ]

    static func string(using random: inout some RandomNumberGenerator) -> String {
        let count = Int.random(in: 0...12, using: &random)
        return (0..<count).map { _ in characters.randomElement(using: &random)! }.joined()
    }

    /// Any finite Double: random bit patterns (every exponent, subnormals), small
    /// integers, millisecond-like decimals, zeros of both signs.
    static func finite(using random: inout some RandomNumberGenerator) -> Double {
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            while true {
                let value = Double(bitPattern: random.next())
                if value.isFinite { return value }
            }
        case 1: return Double(Int.random(in: -5000...5000, using: &random))
        case 2: return Double(Int.random(in: -10_000_000...10_000_000, using: &random)) / 1000
        case 3: return Double.random(in: -1000...1000, using: &random)
        default: return Bool.random(using: &random) ? 0.0 : -0.0
        }
    }

    /// A finite Double greater than 0.
    static func positive(using random: inout some RandomNumberGenerator) -> Double {
        let value = abs(finite(using: &random))
        return value > 0 ? value : .leastNonzeroMagnitude
    }

    static func screen(using random: inout some RandomNumberGenerator) -> Trace.Screen {
        func extent() -> Double {
            [Double.random(in: 1...100_000, using: &random), 100_000, 390, .leastNonzeroMagnitude].randomElement(
                using: &random)!
        }
        return Trace.Screen(
            width: extent(),
            height: extent(),
            scale: [Double.random(in: 0.5...10, using: &random), 10, 3, 1e-300].randomElement(using: &random)!,
            refreshRate: [Double.random(in: 1...1000, using: &random), 1, 1000, 60, 120].randomElement(using: &random)!
        )
    }

    static func source(using random: inout some RandomNumberGenerator) -> Trace.Source {
        Trace.Source(
            kind: Bool.random(using: &random) ? Trace.Source.Kind.allCases.randomElement(using: &random) : nil,
            device: Bool.random(using: &random) ? string(using: &random) : nil,
            software: Bool.random(using: &random) ? string(using: &random) : nil,
            origin: Bool.random(using: &random) ? string(using: &random) : nil
        )
    }

    static func transition(using random: inout some RandomNumberGenerator) -> Trace.Transition {
        func maybe<Value>(_ make: () -> Value) -> Value? { Bool.random(using: &random) ? make() : nil }
        return Trace.Transition(
            operation: maybe { Trace.Transition.Operation.allCases.randomElement(using: &random)! },
            gesture: maybe { Trace.Transition.Gesture.allCases.randomElement(using: &random)! },
            edge: maybe { Trace.Transition.Edge.allCases.randomElement(using: &random)! },
            axis: maybe { Trace.Transition.Axis.allCases.randomElement(using: &random)! },
            direction: maybe { Bool.random(using: &random) ? 1 : -1 },
            distance: maybe { positive(using: &random) },
            edgeWidth: maybe { positive(using: &random) }
        )
    }

    static func expectation(using random: inout some RandomNumberGenerator) -> Trace.Expectation {
        var expectation = Trace.Expectation()
        if Bool.random(using: &random) {
            let count = Int.random(in: 0...3, using: &random)
            expectation.outcome = (0..<count).map { _ in Trace.Outcome.allCases.randomElement(using: &random)! }
        }
        if Bool.random(using: &random) { expectation.policy = string(using: &random) }
        if Bool.random(using: &random) {
            let bounds = [Double.random(in: 0...1, using: &random), Double.random(in: 0...1, using: &random), 0, 1]
            let low = bounds.randomElement(using: &random)!
            let high = bounds.randomElement(using: &random)!
            expectation.progressAtRelease = Trace.ProgressRange(min: min(low, high), max: max(low, high))
        }
        return expectation
    }

    /// Samples of up to four fingers (ids small or large), each in valid phase order, at
    /// non-decreasing times from a random clock.
    static func touches(using random: inout some RandomNumberGenerator) -> [TouchSample] {
        let count = Int.random(in: 1...40, using: &random)
        var time = [0, 345_678.123, abs(finite(using: &random))].randomElement(using: &random)!
        var down: [Int] = []
        var samples: [TouchSample] = []
        for _ in 0..<count {
            let step = [0, Double.random(in: 0...0.05, using: &random), time.ulp].randomElement(using: &random)!
            if (time + step).isFinite { time += step }
            let phase: TouchPhase
            let finger: Int
            if down.isEmpty || (down.count < 4 && Int.random(in: 0..<4, using: &random) == 0) {
                var candidate: Int
                repeat {
                    candidate =
                        Bool.random(using: &random)
                        ? Int.random(in: 0...3, using: &random) : Int.random(in: 0...Int.max, using: &random)
                } while down.contains(candidate)
                finger = candidate
                phase = .began
                down.append(finger)
            } else {
                let position = Int.random(in: 0..<down.count, using: &random)
                finger = down[position]
                phase = [.moved, .moved, .stationary, .ended, .cancelled].randomElement(using: &random)!
                if phase.endsTouch { down.remove(at: position) }
            }
            let force: Double? = Bool.random(using: &random) ? abs(finite(using: &random)) : nil
            samples.append(
                TouchSample(
                    t: time, phase: phase, x: finite(using: &random), y: finite(using: &random),
                    id: finger, force: force))
        }
        return samples
    }
}
