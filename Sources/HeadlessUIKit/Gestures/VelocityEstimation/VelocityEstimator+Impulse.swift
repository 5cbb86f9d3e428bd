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
        let velocity = CGPoint(
            x: ImpulseVelocity.along(window, \.x),
            y: ImpulseVelocity.along(window, \.y))
        return VelocityEstimate(velocity: velocity, sampleCount: window.count, duration: window.duration)
    }
}

/// The impulse model along one axis (see ``VelocityEstimator/impulse``).
enum ImpulseVelocity {
    static func along(_ window: VelocityWindow, _ axis: KeyPath<CGPoint, CGFloat>) -> Double {
        let count = window.count
        guard count >= 2 else { return 0 }
        if count == 2 {
            let dt = window[1].time - window[0].time
            guard dt > 0 else { return 0 }
            return Double(window[1].position[keyPath: axis] - window[0].position[keyPath: axis]) / dt
        }
        var work = 0.0
        for index in 1..<count {
            let dt = window[index].time - window[index - 1].time
            guard dt > 0 else { continue }
            let previousVelocity = velocity(forWork: work)
            let velocity =
                Double(window[index].position[keyPath: axis] - window[index - 1].position[keyPath: axis]) / dt
            work += (velocity - previousVelocity) * abs(velocity)
            if index == 1 {
                work *= 0.5
            }
        }
        return velocity(forWork: work)
    }

    /// The signed speed of a unit mass with kinetic energy |work|: sign · √(2|work|).
    static func velocity(forWork work: Double) -> Double {
        (work < 0 ? -1 : 1) * (2 * abs(work)).squareRoot()
    }
}
