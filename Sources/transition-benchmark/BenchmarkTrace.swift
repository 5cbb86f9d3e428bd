import GestureTrace
import PropertyTesting
import TransitionHarness

/// The benchmark's input: a deterministic, valid trace of a chosen number of samples in the
/// canonical format, made in-process from a seed.
///
/// The shape is a long recording of one finger doing left-edge back swipes on an iPhone
/// screen (393 x 852 points, 120 Hz): each swipe begins within 18 points of the left edge,
/// moves right along a minimum-jerk path with a little noise, sometimes pauses
/// (`stationary`), and ends (`ended`, or `cancelled` one time in eight); swipes are
/// separated by pauses of 0.15 to 1.5 s. Times are whole microseconds (6 decimals) with
/// ±0.3 ms of jitter around the 120 Hz period; positions are rounded to 2 decimals. The last
/// swipe may be cut short, leaving the finger down, which the format allows.
enum BenchmarkTrace {
    /// The seed every run uses, so every run reads the same bytes.
    static let seed: UInt64 = 0x7472_6163_6531  // "trace1"

    static let screen = Trace.Screen(width: 393, height: 852, scale: 3, refreshRate: 120)

    /// The trace of `count` samples (at least 1).
    static func trace(samples count: Int, seed: UInt64 = seed) -> Trace {
        var random = SplitMix64(seed: seed)
        var touches: [TouchSample] = []
        touches.reserveCapacity(count)
        var microseconds = 0
        while touches.count < count {
            let wanted = integer(in: 24...160, &random)
            let length = min(count - touches.count, wanted)
            let cutShort = wanted > length
            let startX = uniform(in: 0.5...18, &random)
            let startY = uniform(in: 120...760, &random)
            let endX = min(startX + uniform(in: 80...360, &random), 392)
            let drift = uniform(in: -60...60, &random)
            var x = startX
            var y = startY
            for index in 0..<length {
                let phase: TouchPhase
                if index == 0 {
                    phase = .began
                } else if index == length - 1 && !cutShort {
                    phase = integer(in: 0...7, &random) == 0 ? .cancelled : .ended
                } else if integer(in: 0...24, &random) == 0 {
                    phase = .stationary
                } else {
                    phase = .moved
                }
                if index > 0 {
                    microseconds += 8_333 + integer(in: -300...300, &random)
                }
                if phase != .stationary && index > 0 {
                    let progress = Double(index) / Double(max(length - 1, 1))
                    let eased = progress * progress * progress * (10 - 15 * progress + 6 * progress * progress)
                    x = startX + (endX - startX) * eased + uniform(in: -0.4...0.4, &random)
                    y = startY + drift * progress + uniform(in: -0.8...0.8, &random)
                }
                touches.append(
                    TouchSample(
                        t: Double(microseconds) / 1_000_000, phase: phase, x: roundedToHundredths(x),
                        y: roundedToHundredths(y)))
            }
            microseconds += integer(in: 150_000...1_500_000, &random)
        }
        return Trace(
            name: "benchmark-\(count)",
            source: Trace.Source(kind: .synthetic, origin: "transition-benchmark seed \(seed)"),
            screen: screen,
            transition: Trace.Transition(operation: .pop, gesture: .edgePan, edge: .left),
            touches: touches
        )
    }

    /// `TraceWriter`'s canonical bytes of ``trace(samples:seed:)``.
    static func bytes(samples count: Int, seed: UInt64 = seed) -> [UInt8] {
        TraceWriter.bytes(trace(samples: count, seed: seed))
    }

    private static func roundedToHundredths(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }

    /// A uniform double in `range`, from the top 53 bits of one draw; spelled out here so the
    /// inputs do not depend on how the standard library maps bits to doubles.
    private static func uniform(in range: ClosedRange<Double>, _ random: inout SplitMix64) -> Double {
        let unit = Double(random.next() >> 11) * 0x1p-53
        return range.lowerBound + (range.upperBound - range.lowerBound) * unit
    }

    /// A uniform integer in `range` (the modulo bias is negligible for these small ranges).
    private static func integer(in range: ClosedRange<Int>, _ random: inout SplitMix64) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.upperBound - range.lowerBound + 1))
    }
}
