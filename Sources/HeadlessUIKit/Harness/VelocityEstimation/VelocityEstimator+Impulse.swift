extension VelocityEstimator {
    /// Android's impulse strategy: the velocity a unit mass would have after the finger's
    /// work on it.
    ///
    /// Per axis, over the newest samples (at most 20, none more than 100 ms older than the
    /// newest, none before a gap of more than 40 ms), oldest first: each segment between
    /// consecutive samples has velocity vᵢ = Δx / Δt; the work W starts at 0, and each
    /// segment adds (vᵢ − v(W)) · |vᵢ|, where v(W) = sign(W) · √(2|W|) is the velocity
    /// that kinetic energy W gives a unit mass; the first segment's contribution is halved
    /// (the surface is taken to be already moving at v₁, not at rest). The result is v(W).
    /// Segments of zero duration are skipped. Two samples give Δx / Δt; one sample gives
    /// zero (as Android does); none gives nil.
    ///
    /// This is the current algorithm (AOSP change 97b5e18ddf, September 2017: the previous
    /// velocity is derived from the accumulated work). Android's test expectations were
    /// mostly recorded with the earlier variant, which used the previous segment's velocity,
    /// and run up to about 20% higher.
    ///
    /// Source: AOSP frameworks/native libs/input/VelocityTracker.cpp,
    /// `ImpulseVelocityTrackerStrategy`, `calculateImpulseVelocity`,
    /// `kineticEnergyToVelocity`.
    public static let impulse = VelocityEstimator(
        name: "impulse",
        horizon: 0.1,
        maximumSampleCount: 20,
        pointerStoppedInterval: 0.04
    ) { window in
        guard !window.isEmpty else { return nil }
        let velocity = window.withUnsafeSamples(ImpulseVelocity.velocity(of:))
        return VelocityEstimate(velocity: velocity, sampleCount: window.count, duration: window.duration)
    }
}

/// The impulse model, along x and y separately (see ``VelocityEstimator/impulse``).
enum ImpulseVelocity {
    static func velocity(of samples: UnsafeBufferPointer<VelocitySample>) -> CGPoint {
        let count = samples.count
        guard count >= 2 else { return .zero }
        if count == 2 {
            let dt = samples[1].time - samples[0].time
            guard dt > 0 else { return .zero }
            return CGPoint(
                x: (samples[1].position.x - samples[0].position.x) / dt,
                y: (samples[1].position.y - samples[0].position.y) / dt)
        }
        var workX = 0.0
        var workY = 0.0
        for index in 1..<count {
            let dt = samples[index].time - samples[index - 1].time
            guard dt > 0 else { continue }
            let segmentX = Double(samples[index].position.x - samples[index - 1].position.x) / dt
            let segmentY = Double(samples[index].position.y - samples[index - 1].position.y) / dt
            workX += (segmentX - velocity(forWork: workX)) * abs(segmentX)
            workY += (segmentY - velocity(forWork: workY)) * abs(segmentY)
            if index == 1 {
                workX *= 0.5
                workY *= 0.5
            }
        }
        return CGPoint(x: velocity(forWork: workX), y: velocity(forWork: workY))
    }

    /// The signed speed of a unit mass with kinetic energy |work|: sign · √(2|work|).
    static func velocity(forWork work: Double) -> Double {
        (work < 0 ? -1 : 1) * (2 * abs(work)).squareRoot()
    }
}
