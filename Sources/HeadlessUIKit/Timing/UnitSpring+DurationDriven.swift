// Springs chosen to settle in a given duration, as UIKit's duration-based spring APIs do.

extension UnitSpring {
    /// The range durations are clamped into for duration-driven springs, in seconds.
    static let drivenDurationRange = 0.01...10_000.0
    /// The range damping ratios are clamped into for duration-driven springs.
    static let drivenDampingRatioRange = 0.01...100.0

    /// The spring with mass 1, damping ratio `dampingRatio` and initial velocity
    /// `initialVelocity` that settles, to within `settlingEpsilon` (0.001) of the target, at
    /// `duration`: the mapping behind `UIView.animate(withDuration:delay:usingSpringWithDamping:
    /// initialSpringVelocity:options:animations:completion:)` and `UISpringTimingParameters(
    /// dampingRatio:initialVelocity:)`.
    ///
    /// UIKit's mapping is private: it derives stiffness and damping with mass 1 and a settle ε
    /// of 0.001 so that the spring settles in the animation's duration (uikit-semantics §4.3
    /// [IMPL], the method name only). This is an inferred, approximate reconstruction: it solves
    /// for the natural frequency ω0 at which the spring's unrounded settling time (see
    /// `settlingDuration`) equals `duration`, then sets k = ω0² and c = 2ζ·ω0. Consequently
    /// |x(duration) − 1| ≤ 0.001, `dampingRatio` is preserved, and `settlingDuration` equals
    /// `duration` (underdamped) or rounds it up to the next 0.1 s (when the 0.1 s grid applies).
    /// With v0 = 0 the solution is closed-form (the settling time scales as 1/ω0); otherwise ω0
    /// is found by bisection on log ω0.
    ///
    /// Defined results for bad input: `duration` is clamped into [0.01, 10000] s (NaN gives
    /// 0.01); `dampingRatio` into [0.01, 100] (NaN gives 1, no oscillation); a non-finite
    /// velocity gives 0. A community alternative fixes λ·T = ln 1500 (math-reference §2.4 [OBS]);
    /// it is not used.
    package init(settlingIn duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        let durations = Self.drivenDurationRange
        let ratios = Self.drivenDampingRatioRange
        let duration =
            duration.isNaN
            ? durations.lowerBound : Swift.min(Swift.max(duration, durations.lowerBound), durations.upperBound)
        let ratio = dampingRatio.isNaN ? 1 : Swift.min(Swift.max(dampingRatio, ratios.lowerBound), ratios.upperBound)
        let velocity = initialVelocity.isFinite ? initialVelocity : 0

        // With v0 = 0 the motion only depends on ω0·t, so the settling time of the ω0 = 1 spring
        // divided by the duration is the answer.
        let unitTime = UnitSpring(mass: 1, stiffness: 1, damping: 2 * ratio).unroundedSettlingTime
        var omega = unitTime / duration
        if velocity != 0 {
            omega = Self.naturalFrequency(
                settlingIn: duration, dampingRatio: ratio, initialVelocity: velocity, guess: omega)
        }
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega, initialVelocity: velocity)
    }

    /// ω0 such that the spring (mass 1, ζ, v0) settles at `duration`, by bracketing around
    /// `guess` and bisecting on log ω0. The settling time falls as ω0 grows.
    private static func naturalFrequency(
        settlingIn duration: Double, dampingRatio: Double, initialVelocity: Double, guess: Double
    ) -> Double {
        func settlingTime(_ omega: Double) -> Double {
            UnitSpring(
                mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega,
                initialVelocity: initialVelocity
            ).unroundedSettlingTime
        }
        let limits = 1e-6...1e6
        var low = guess
        var high = guess
        var steps = 0
        while steps < 64, low > limits.lowerBound, settlingTime(low) < duration {
            low = Swift.max(low / 2, limits.lowerBound)
            steps += 1
        }
        steps = 0
        while steps < 64, high < limits.upperBound, settlingTime(high) > duration {
            high = Swift.min(high * 2, limits.upperBound)
            steps += 1
        }
        for _ in 0..<100 {
            let middle = (low * high).squareRoot()
            if middle <= low || middle >= high { break }
            if settlingTime(middle) > duration { low = middle } else { high = middle }
        }
        // `high` settles in at most `duration` whenever the bracket was found.
        return high
    }
}
