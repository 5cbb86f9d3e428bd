// When a spring is at rest: Core Animation's `settlingDuration`, as an empirical fit.

extension UnitSpring {
    /// The distance from the target under which a spring counts as settled: 0.001 of the total
    /// distance, the ε of the fit below and of UIKit's duration-driven springs (uikit-semantics
    /// §4.3 [IMPL `computeDerivedSpringParameters…epsilon:0.001`]).
    package static let settlingEpsilon = 0.001

    /// The grid the fit rounds non-oscillating settling times up to, in seconds.
    static let settlingGrid = 0.1

    /// The estimated time for the spring to come to rest, Core Animation's `settlingDuration`:
    /// an empirical fit, not Apple's formula, which is private (math-reference §2.5).
    ///
    /// - Underdamped (ζ < 1): the envelope fit `ln(√(1 + B²)/ε)/λ + √(1 − ζ)/ω0` with
    ///   B = (λ − v0)/ωd and ε = 0.001 ([SRC] 1amageek/OpenCoreAnimation `CASpringAnimation.swift`,
    ///   an AI-assisted reconstruction that reproduces every measured value of QuartzCore within
    ///   0.02 s: m1 k100 c10 → 1.4727 measured; c = 1 → 13.913; k = 4π², c = 2π → 2.3439;
    ///   [DOC] c = 5 ≈ 2.85 s and c = 15 "just over 1 s"). As ζ → 1 that fit diverges
    ///   logarithmically (B → ∞), so it is capped by the critical-style bound: the time after
    ///   which e^(−λt)·(1 + |λ − v0|·t), which bounds |x − 1|, stays below ε, rounded up to 0.1 s.
    ///   The cap never applies far from ζ = 1 and makes the fit meet the critical value at ζ = 1.
    /// - Critical and overdamped (ζ ≥ 1): the last time |x(t) − 1| ≥ ε, rounded up to a multiple
    ///   of 0.1 s. For a critical spring with v0 ≤ ω0 this is the fit's rule (the smallest
    ///   multiple of 0.1 s at which e^(−ω0·t)·(1 + (ω0 − v0)·t) < ε), which matches QuartzCore's
    ///   measured 1.0 s for k100 c20, 0.4 s for ω0 = 8π and 0.2 s for ω0 = 16π, v0 = 0.5
    ///   ([MEAS] OpenCoreAnimation, OmniWM). For overdamped springs the fit's
    ///   `ceil(9.3·(1 + ln ζ)/ω0 / 0.1)·0.1` is not used: no measurement supports it and it ends
    ///   strongly overdamped springs early (for m3 k1000 c500 it gives 1.3 s, when x(1.3) ≈ 0.92),
    ///   while the exact settling time is continuous with the critical case.
    /// - Damping 0 never settles: +∞.
    ///
    /// It does not depend on the animated values, only on the spring (uikit-semantics §7.4).
    package var settlingDuration: Double {
        if decayRate == 0 { return .infinity }
        if discriminant > 0 {
            let fit = underdampedFit
            let cap = Self.roundedUpToGrid(decreasingBoundTime)
            return Swift.min(fit, cap)
        }
        return Self.roundedUpToGrid(exactSettlingTime)
    }

    /// The settling time before rounding to the 0.1 s grid, continuous in the spring's
    /// parameters: `min(fit, bound)` when underdamped, the exact time otherwise. The
    /// duration-driven springs of `init(settlingIn:dampingRatio:initialVelocity:)` solve for it.
    var unroundedSettlingTime: Double {
        if decayRate == 0 { return .infinity }
        if discriminant > 0 { return Swift.min(underdampedFit, decreasingBoundTime) }
        return exactSettlingTime
    }

    /// `ln(√(1 + B²)/ε)/λ + √(1 − ζ)/ω0`, B = (λ − v0)/ωd (underdamped only).
    private var underdampedFit: Double {
        let b = (decayRate - initialVelocity) / frequency
        let amplitude = (1 + b * b).squareRoot()
        return log(amplitude / Self.settlingEpsilon) / decayRate
            + Swift.max(1 - dampingRatio, 0).squareRoot() / naturalAngularFrequency
    }

    /// The time after which f(t) = e^(−λt)·(1 + a·t), a = |λ − v0|, stays below ε. It bounds
    /// |x − 1| in every regime (|C| ≤ 1 and |S| ≤ t) and equals it for a critical spring with
    /// v0 ≤ λ. f decreases after t* = 1/λ − 1/a (when a > λ; from 0 otherwise).
    private var decreasingBoundTime: Double {
        let lambda = decayRate
        let a = abs(decayRate - initialVelocity)
        let start = a > lambda ? 1 / lambda - 1 / a : 0
        // log f(t) − log ε, decreasing on [start, ∞).
        let excess = { (t: Double) -> Double in
            -lambda * t + log1p(a * t) - log(Self.settlingEpsilon)
        }
        return Self.lastCrossing(from: start, scale: 1 / lambda, isAbove: { excess($0) >= 0 })
    }

    /// The last time |x(t) − 1| ≥ ε, for ζ ≥ 1.
    ///
    /// Without oscillation the velocity changes sign at most once, at t_v (a turning point past
    /// the target, or the bottom of an initial move away from it); after it |x − 1| decreases.
    /// If |x − 1| is already below ε at t_v (an overshoot smaller than ε), the last crossing is the
    /// approach before t_v, on which x rises monotonically.
    private var exactSettlingTime: Double {
        let distance = { (t: Double) -> Double in abs(1 - self.position(at: t)) }
        let epsilon = Self.settlingEpsilon
        let slowRate = -slowRoot
        let turning = turningTime
        if let turning, distance(turning) < epsilon {
            return Self.bisect(low: 0, high: turning) { distance($0) >= epsilon }
        }
        return Self.lastCrossing(from: turning ?? 0, scale: 1 / slowRate, isAbove: { distance($0) >= epsilon })
    }

    /// r1 = −ω0²/(λ + s), the slow exponent of a non-oscillating spring (s = 0 when critical).
    private var slowRoot: Double {
        -(naturalAngularFrequency * naturalAngularFrequency) / (decayRate + frequency)
    }

    /// The t > 0 at which the velocity of a non-oscillating spring is 0, if any.
    ///
    /// x'(t) ∝ v0·C(t) + D·S(t) with D = ω0² − λ·v0, so tanh(s·t) = −v0·s/D (overdamped) or
    /// t = −v0/D (critical, the limit s → 0).
    private var turningTime: Double? {
        let v0 = initialVelocity
        let d = naturalAngularFrequency * naturalAngularFrequency - decayRate * v0
        guard v0 != 0, d != 0 else { return nil }
        let s = frequency
        let t: Double
        if s == 0 {
            t = -v0 / d
        } else {
            let q = -v0 * s / d
            guard q > 0, q < 1 else { return nil }
            t = atanh(q) / s
        }
        return t > 0 && t.isFinite ? t : nil
    }

    /// The boundary of `isAbove` on [start, ∞), where `isAbove` is true up to some time and false
    /// after it: grows an upper bound by doubling from `start + scale`, then bisects. Returns +∞
    /// when no bound is found.
    private static func lastCrossing(from start: Double, scale: Double, isAbove: (Double) -> Bool) -> Double {
        let step = scale.isFinite && scale > 0 ? scale : 1
        var width = step
        var high = start + width
        var doublings = 0
        while isAbove(high) {
            width *= 2
            high = start + width
            doublings += 1
            if doublings > 2_000 || !high.isFinite { return .infinity }
        }
        return bisect(low: start, high: high, isAbove: isAbove)
    }

    /// Bisection for the boundary in [low, high] where `isAbove` turns false.
    private static func bisect(low: Double, high: Double, isAbove: (Double) -> Bool) -> Double {
        var low = low
        var high = high
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if middle <= low || middle >= high { break }
            if isAbove(middle) { low = middle } else { high = middle }
        }
        return high
    }

    /// The smallest multiple of 0.1 s at or after t, ignoring an excess of 1e-9 s (rounding noise).
    static func roundedUpToGrid(_ t: Double) -> Double {
        guard t.isFinite else { return t }
        let steps = ((t / settlingGrid) - 1e-8).rounded(.up)
        return Swift.max(steps, 0) / 10  // steps · 0.1, divided to stay on the decimal grid
    }
}
