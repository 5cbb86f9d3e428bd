/// A way to estimate a pointer's velocity from its recent samples: a family of strategies
/// with discoverable static members (``lsq2``, ``impulse``, ``lastTwoSamples``).
///
/// An estimator is a value: which samples it looks at (``horizon``,
/// ``maximumSampleCount``, ``pointerStoppedInterval``) and a function from that
/// ``VelocityWindow`` to a ``VelocityEstimate``. A ``VelocityTracker`` owns the samples and
/// applies the window rules; the function only sees the window.
///
/// ```swift
/// var tracker = VelocityTracker(estimator: .lsq2)
/// tracker.add(VelocitySample(time: 0.000, x: 10, y: 0))
/// tracker.add(VelocitySample(time: 0.008, x: 18, y: 0))
/// tracker.add(VelocitySample(time: 0.016, x: 26, y: 0))
/// tracker.velocity()   // (1000, 0) points per second
/// ```
///
/// UIKit's own estimator is private; see docs/velocity-and-policies.md for what is known
/// and inferred about it.
@_spi(Harness) public struct VelocityEstimator: Sendable, CustomStringConvertible {
    /// The name ``named(_:)`` accepts for this estimator.
    public var name: String
    /// Seconds: samples older than this, relative to the newest sample, are not used.
    public var horizon: Double
    /// At most this many of the newest samples are kept and used.
    public var maximumSampleCount: Int
    /// Seconds: a gap between samples longer than this means the pointer stopped, so the
    /// samples before it no longer describe the motion (a tracker starts over), and a query
    /// this long after the newest sample finds no velocity.
    public var pointerStoppedInterval: Double

    private let estimateWindow: @Sendable (VelocityWindow) -> VelocityEstimate?

    /// A custom estimator.
    ///
    /// - Parameters:
    ///   - horizon: seconds; must be finite and >= 0.
    ///   - maximumSampleCount: must be > 0.
    ///   - pointerStoppedInterval: seconds; must be finite and >= 0.
    ///   - estimate: the strategy, from a window of samples (oldest first) to an estimate, or
    ///     nil when the window holds too little data.
    public init(
        name: String,
        horizon: Double,
        maximumSampleCount: Int,
        pointerStoppedInterval: Double,
        estimate: @escaping @Sendable (VelocityWindow) -> VelocityEstimate?
    ) {
        precondition(horizon.isFinite && horizon >= 0, "horizon must be finite and >= 0")
        precondition(maximumSampleCount > 0, "maximumSampleCount must be > 0")
        precondition(
            pointerStoppedInterval.isFinite && pointerStoppedInterval >= 0,
            "pointerStoppedInterval must be finite and >= 0")
        self.name = name
        self.horizon = horizon
        self.maximumSampleCount = maximumSampleCount
        self.pointerStoppedInterval = pointerStoppedInterval
        self.estimateWindow = estimate
    }

    /// Applies the strategy to a window a ``VelocityTracker`` selected.
    public func estimate(_ window: VelocityWindow) -> VelocityEstimate? {
        guard let estimate = estimateWindow(window) else { return nil }
        // A strategy that overflowed (absurd coordinates) has no meaningful answer.
        guard estimate.velocity.x.isFinite, estimate.velocity.y.isFinite else { return nil }
        return estimate
    }

    /// Feeds `samples`, in order, to a fresh ``VelocityTracker`` and estimates at `time`
    /// (see ``VelocityTracker/estimate(at:)``).
    public func estimate(from samples: some Sequence<VelocitySample>, at time: Double? = nil) -> VelocityEstimate? {
        var tracker = VelocityTracker(estimator: self)
        for sample in samples {
            tracker.add(sample)
        }
        return tracker.estimate(at: time)
    }

    /// The velocity, in points per second, of ``estimate(from:at:)``.
    public func velocity(from samples: some Sequence<VelocitySample>, at time: Double? = nil) -> CGPoint? {
        estimate(from: samples, at: time)?.velocity
    }

    public var description: String { name }
}

extension VelocityEstimator {
    /// The built-in estimators, for listings: ``lsq2``, ``impulse``, ``lastTwoSamples``.
    public static let all: [VelocityEstimator] = [.lsq2, .impulse, .lastTwoSamples]

    /// The built-in estimator with this name, or a least-squares estimator of another
    /// degree: `lsq2`, `impulse`, `lastTwoSamples`, and `lsq1`, `lsq3`. Nil for any other
    /// string.
    public static func named(_ name: String) -> VelocityEstimator? {
        switch name {
        case "lsq1": .leastSquares(degree: 1)
        case "lsq2": .lsq2
        case "lsq3": .leastSquares(degree: 3)
        case "impulse": .impulse
        case "lastTwoSamples": .lastTwoSamples
        default: nil
        }
    }
}
