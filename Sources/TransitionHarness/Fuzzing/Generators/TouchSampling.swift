import PropertyTesting

/// How the touch sensor samples a generated gesture: its rate, timing jitter and dropped
/// samples. The noise comes from a generator seeded by one choice, drawn only when jitter
/// or drops are on, so the simplest sampling is exact and noise-free.
struct TouchSampling {
    /// Sensor rates, in Hz: the simplest first. Past the end of the table, any integer rate
    /// from 60 to 240 is drawn.
    static let rates: [Int64] = [60, 120, 240, 90]

    /// Microseconds between samples.
    var periodMicros: Int64
    /// The largest timing jitter, in microseconds either way (at most half a period).
    var jitterMicros: Int64
    /// Per mille of `moved` samples that are lost.
    var dropPerMille: UInt64
    var noise: SplitMix64

    /// Choices: rate (table index, then the integer rate past its end), jitter in percent
    /// of the period (0...50), drop rate in per mille (0...300), and the noise seed when
    /// either of them is on.
    static func draw(_ attempt: inout Attempt) -> TouchSampling {
        let index = attempt.index(below: rates.count + 1)
        let rate = index < rates.count ? rates[index] : 60 + Int64(attempt.choice(upTo: 180))
        let period = 1_000_000 / rate
        let jitterPercent = Int64(attempt.choice(upTo: 50))
        let drop = attempt.choice(upTo: 300)
        let seed = jitterPercent > 0 || drop > 0 ? attempt.choice(upTo: .max) : 0
        return TouchSampling(
            periodMicros: period, jitterMicros: period * jitterPercent / 100, dropPerMille: drop,
            noise: SplitMix64(seed: seed))
    }

    /// The sensor rate, in Hz.
    var rate: Double { 1_000_000 / Double(periodMicros) }

    /// A jitter offset in `-jitterMicros...jitterMicros`.
    mutating func jitter() -> Int64 {
        guard jitterMicros > 0 else { return 0 }
        let span = UInt64(2 * jitterMicros + 1)
        return Int64(noise.next(upperBound: span)) - jitterMicros
    }

    /// Whether the next `moved` sample is lost.
    mutating func drops() -> Bool {
        dropPerMille > 0 && noise.next(upperBound: UInt64(1000)) < dropPerMille
    }
}
