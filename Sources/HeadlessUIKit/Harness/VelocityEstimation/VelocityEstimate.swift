/// What a ``VelocityEstimator`` concluded from a window of samples.
@_spi(Harness) public struct VelocityEstimate: Sendable, Equatable {
    /// Points per second along x and y (UIKit's `velocity(in:)` shape).
    public var velocity: CGPoint
    /// How well the model fits the samples, from 0 (poorly) to 1 (perfectly), for estimators
    /// that define one: the least-squares family reports the product of the x and y
    /// coefficients of determination (R²), as Flutter's `VelocityEstimate.confidence` does.
    /// Nil for estimators without a fit.
    public var confidence: Double?
    /// How many samples the estimate used.
    public var sampleCount: Int
    /// Seconds between the oldest and the newest sample used.
    public var duration: Double

    public init(velocity: CGPoint, confidence: Double? = nil, sampleCount: Int, duration: Double) {
        self.velocity = velocity
        self.confidence = confidence
        self.sampleCount = sampleCount
        self.duration = duration
    }
}
