import GestureTrace

/// The samples of a generated trace as they are built: a clock in whole microseconds (so
/// times print as short decimals and never drift), where each finger is, and the samples
/// so far. Times of written samples never decrease, whatever the jitter.
struct TouchTimeline {
    private(set) var samples: [TouchSample] = []
    /// The nominal time, in microseconds.
    private(set) var now: Int64 = 0
    /// The time of the last written sample.
    private(set) var lastWritten: Int64 = 0
    var sampling: TouchSampling

    /// The primary finger (id 0) and its position; the gesture's origin is where it went
    /// down.
    var position: (x: Double, y: Double) = (0, 0)
    var isDown = false
    /// The second finger (id 1), when down, at this offset from the primary.
    var secondOffset: (x: Double, y: Double)?

    init(sampling: TouchSampling) {
        self.sampling = sampling
        samples.reserveCapacity(32)
    }

    /// Lets `micros` pass without a sample.
    mutating func wait(_ micros: Int64) {
        now += micros
    }

    /// Moves the clock on by one sensor period and returns the time a sample taken then
    /// carries: jittered, but never before the last written sample.
    mutating func tick() -> Int64 {
        now += sampling.periodMicros
        return max(now + sampling.jitter(), lastWritten)
    }

    /// The clock, brought up to the last written sample (jitter may have run ahead).
    mutating func settle() -> Int64 {
        now = max(now, lastWritten)
        return now
    }

    /// Sets the clock to an exact time at or after the last sample.
    mutating func setNow(_ micros: Int64) {
        now = max(micros, lastWritten)
    }

    /// Writes a sample of `finger` at `micros` (raised to the last written time if need be).
    mutating func write(_ phase: TouchPhase, finger: Int, x: Double, y: Double, at micros: Int64) {
        let time = max(micros, lastWritten)
        lastWritten = time
        samples.append(TouchSample(t: Double(time) / 1_000_000, phase: phase, x: x, y: y, id: finger))
    }

    /// Writes a sample for every finger that is down, the primary at `point`.
    mutating func writeAll(_ phase: TouchPhase, primaryAt point: (x: Double, y: Double), at micros: Int64) {
        write(phase, finger: 0, x: point.x, y: point.y, at: micros)
        if let offset = secondOffset {
            write(phase, finger: 1, x: point.x + offset.x, y: point.y + offset.y, at: micros)
        }
    }

    /// Rounds to hundredths of a point, as recordings store positions.
    static func quantize(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}
