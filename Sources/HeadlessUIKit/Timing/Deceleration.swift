/// A motion decelerating exponentially from `initialVelocity`, the continuous form of
/// UIScrollView's deceleration (math-reference §3 [OBS] I. Lobanov, "Deceleration mechanics of
/// UIScrollView", 2019; [SRC] super-ultra/ScrollMechanics `DecelerationTimingParameters.swift`).
///
/// With d = `decelerationRate.rawValue` and k = −1000·ln d (per second):
/// v(t) = v0·d^(1000t) = v0·e^(−kt), x(t) = v0·(1 − e^(−kt))/k, x(∞) = v0/k.
///
/// Defined results: times before 0 count as 0; a rate ≥ 1 does not decelerate (k = 0: the motion
/// keeps its velocity, rests at ±∞, and every duration is +∞); a rate ≤ 0 stops at once (k = ∞:
/// no displacement, every duration 0); NaN anywhere gives NaN.
package struct Deceleration: Sendable, Hashable {
    /// The velocity at t = 0, in points per second.
    package var initialVelocity: Double
    /// The per-millisecond velocity factor.
    package var decelerationRate: UIScrollView.DecelerationRate

    package init(initialVelocity: Double, decelerationRate: UIScrollView.DecelerationRate = .normal) {
        self.initialVelocity = initialVelocity
        self.decelerationRate = decelerationRate
    }

    /// k = −1000·ln d, the decay coefficient per second: 0 when d ≥ 1, +∞ when d ≤ 0.
    package var decayCoefficient: Double {
        let rate = Double(decelerationRate.rawValue)
        if rate.isNaN { return .nan }
        if rate >= 1 { return 0 }
        if rate <= 0 { return .infinity }
        // log1p(d − 1) is exact in its argument for d near 1, where the rates live.
        return -1000 * log1p(rate - 1)
    }

    /// The velocity at time t, in points per second.
    package func velocity(at t: Double) -> Double {
        let k = decayCoefficient
        if t.isNaN || k.isNaN { return .nan }
        let t = max(t, 0)
        if k == .infinity { return t == 0 ? initialVelocity : 0 }
        if k == 0 { return initialVelocity }
        return initialVelocity * exp(-k * t)
    }

    /// The distance travelled by time t, in points, signed like the velocity.
    package func displacement(at t: Double) -> Double {
        let k = decayCoefficient
        if t.isNaN || k.isNaN { return .nan }
        let t = max(t, 0)
        if k == .infinity || initialVelocity == 0 { return 0 }
        if k == 0 { return initialVelocity * t }
        // (1 − e^(−kt))/k without cancellation for small k·t.
        return initialVelocity * -expm1(-k * t) / k
    }

    /// Where the motion comes to rest, relative to its start: v0/k (±∞ for a rate ≥ 1).
    package var restingDisplacement: Double {
        let k = decayCoefficient
        if k.isNaN || initialVelocity.isNaN { return .nan }
        if initialVelocity == 0 || k == .infinity { return 0 }
        if k == 0 { return initialVelocity > 0 ? .infinity : -.infinity }
        return initialVelocity / k
    }

    /// The time at which the speed falls to `threshold` points per second: ln(|v0|/threshold)/k,
    /// or 0 if it is already there. A threshold ≤ 0 is never reached (+∞).
    package func duration(untilSpeedBelow threshold: Double) -> Double {
        let k = decayCoefficient
        let speed = abs(initialVelocity)
        if k.isNaN || speed.isNaN || threshold.isNaN { return .nan }
        if speed <= threshold { return 0 }
        if threshold <= 0 || k == 0 { return .infinity }
        if k == .infinity { return 0 }
        return log(speed / threshold) / k
    }

    /// The time after which less than `threshold` points remain to travel:
    /// ln(|v0|/(k·threshold))/k, or 0 if that is already so; Lobanov's "time until the motion
    /// ends" for a threshold of about half a pixel. The remaining distance is |v(t)|/k, so this
    /// is `duration(untilSpeedBelow: k·threshold)`.
    package func duration(untilRemainingDistanceBelow threshold: Double) -> Double {
        let k = decayCoefficient
        if k.isNaN || threshold.isNaN { return .nan }
        if k == 0 { return initialVelocity == 0 ? 0 : .infinity }
        if k == .infinity { return 0 }
        return duration(untilSpeedBelow: k * threshold)
    }

    /// The time at which the motion has travelled `distance` points (in its direction):
    /// −ln(1 − k·|x|/|v0|)/k, or nil if it comes to rest first. Zero distance takes 0 s.
    package func duration(toTravel distance: Double) -> Double? {
        let k = decayCoefficient
        let speed = abs(initialVelocity)
        let distance = abs(distance)
        if k.isNaN || speed.isNaN || distance.isNaN { return nil }
        if distance == 0 { return 0 }
        if speed == 0 || k == .infinity { return nil }
        if k == 0 { return distance / speed }
        let fraction = k * distance / speed
        guard fraction < 1 else { return nil }
        return -log1p(-fraction) / k
    }
}
