import Foundation
import GestureTrace

/// Builds the samples of one finger as a sensor would report them: sampled at a rate with
/// timing jitter and positional noise, optionally dropping samples, quantised to the values a
/// recording stores (microseconds, hundredths of a point).
///
/// Movements follow ``MinimumJerk`` between waypoints; a movement may be cut short (the finger
/// lifts while still moving, as in a fling).
struct StrokeBuilder {
    /// Sampling rate of the touch sensor, in Hz.
    var samplingRate: Double
    /// Standard deviation of the timing jitter, as a fraction of the sampling period.
    var timingJitter: Double = 0.08
    /// Standard deviation of the positional noise, in points.
    var positionNoise: Double = 0.25
    /// Probability that a sample is lost.
    var dropProbability: Double = 0
    let finger: Int

    private(set) var samples: [TouchSample] = []
    private(set) var time: Double
    private(set) var position: (x: Double, y: Double)
    private var isDown = false

    init(finger: Int = 0, samplingRate: Double, startTime: Double, at start: (x: Double, y: Double)) {
        self.finger = finger
        self.samplingRate = samplingRate
        self.time = startTime
        self.position = start
    }

    /// Moves the lifted finger to `point` after `pause` seconds, without touching.
    mutating func lift(to point: (x: Double, y: Double), after pause: Double) {
        position = point
        time += pause
    }

    /// The finger touches down at the current position and time.
    mutating func touchDown() {
        append(phase: .began, x: position.x, y: position.y, t: time)
        isDown = true
    }

    /// Moves to `target` over `duration` seconds along a minimum-jerk path, sampling as it
    /// goes. With `cutAt` below 1 the movement stops at that fraction of its normalised
    /// time, still moving.
    mutating func move(
        to target: (x: Double, y: Double),
        duration: Double,
        cutAt: Double = 1,
        using rng: inout some RandomNumberGenerator
    ) {
        let start = position
        let startTime = time
        let period = 1 / samplingRate
        let endTau = min(max(cutAt, 0), 1)
        var k = 1
        while true {
            let nominal = Double(k) * period
            let tau = nominal / duration
            if tau > endTau { break }
            k += 1
            if dropProbability > 0, rng.nextUnit() < dropProbability { continue }
            let jitter = rng.nextGaussian() * timingJitter * period
            // The position is where the finger is at the sample's own (jittered) time, so a
            // late sample is also farther along, as a real sensor's is.
            let t = max(startTime + nominal + jitter, lastTime)
            let f = MinimumJerk.fraction(at: min((t - startTime) / duration, endTau))
            let x = start.x + (target.x - start.x) * f + rng.nextGaussian() * positionNoise
            let y = start.y + (target.y - start.y) * f + rng.nextGaussian() * positionNoise
            append(phase: .moved, x: x, y: y, t: t)
        }
        let f = MinimumJerk.fraction(at: endTau)
        position = (start.x + (target.x - start.x) * f, start.y + (target.y - start.y) * f)
        time = startTime + endTau * duration
    }

    /// Keeps the finger still for `duration` seconds; the sensor reports nothing new.
    mutating func hold(_ duration: Double) {
        time += duration
    }

    /// Keeps the finger still while other fingers move, reporting `stationary` samples.
    mutating func holdReportingStationary(_ duration: Double) {
        let period = 1 / samplingRate
        var t = period
        while t <= duration {
            append(phase: .stationary, x: position.x, y: position.y, t: time + t)
            t += period
        }
        time += duration
    }

    /// Ends the touch: `.ended` when the finger lifts, `.cancelled` when the system takes it.
    mutating func touchUp(_ phase: TouchPhase = .ended) {
        append(phase: phase, x: position.x, y: position.y, t: max(time, lastTime))
        isDown = false
    }

    private var lastTime: Double { samples.last?.t ?? 0 }

    private mutating func append(phase: TouchPhase, x: Double, y: Double, t: Double) {
        samples.append(
            TouchSample(
                t: Self.quantize(t, step: 1e-6),
                phase: phase,
                x: Self.quantize(x, step: 0.01),
                y: Self.quantize(y, step: 0.01),
                id: finger))
    }

    /// Rounds to a multiple of `step`, so files hold short decimal numbers.
    static func quantize(_ value: Double, step: Double) -> Double {
        let scaled = (value / step).rounded()
        // Dividing by the reciprocal's inverse keeps values such as 0.29 exact in decimal.
        return scaled / (1 / step)
    }
}
