extension VelocityEstimator {
    /// The naive estimate: the displacement between the two newest samples over the time
    /// between them. Nil with fewer than two samples (including when the previous sample
    /// came before a pause longer than 40 ms, or more than 100 ms earlier).
    ///
    /// Noisy, because touch timestamps jitter by milliseconds; it is here as a baseline for
    /// comparison and for tests of policies that must not depend on estimator details.
    public static let lastTwoSamples = VelocityEstimator(
        name: "lastTwoSamples",
        horizon: 0.1,
        maximumSampleCount: 2,
        pointerStoppedInterval: 0.04
    ) { window in
        guard window.count >= 2 else { return nil }
        let older = window[window.count - 2]
        let newer = window[window.count - 1]
        let dt = newer.time - older.time
        guard dt > 0 else { return nil }
        let velocity = CGPoint(
            x: (newer.position.x - older.position.x) / dt,
            y: (newer.position.y - older.position.y) / dt)
        return VelocityEstimate(velocity: velocity, sampleCount: 2, duration: dt)
    }
}
