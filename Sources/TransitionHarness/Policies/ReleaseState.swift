/// What a completion policy knows when the last finger lifts (or the system cancels the
/// touch): the facts its decision is a formula over.
public struct ReleaseState: Sendable, Equatable {
    /// Progress of the interactive transition, 0 to 1.
    public var progress: Double
    /// Points per second along the direction that advances progress (positive: towards
    /// finishing), as the pan's velocity projected onto the transition's axis and
    /// direction.
    public var velocity: Double
    /// Points of translation that make progress 1 (the trace's `transition.distance`).
    public var distance: Double
    /// Whether the system cancelled the touch (`UITouch.Phase.cancelled`,
    /// `UIGestureRecognizer.State.cancelled`) rather than the finger lifting.
    public var touchCancelled: Bool

    public init(progress: Double, velocity: Double, distance: Double, touchCancelled: Bool = false) {
        self.progress = progress
        self.velocity = velocity
        self.distance = distance
        self.touchCancelled = touchCancelled
    }

    /// ``progress`` clamped to [0, 1]; NaN counts as 0.
    public var clampedProgress: Double {
        progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
    }

    /// ``velocity`` in distances per second (v / d): progress per second. 0 when the
    /// velocity is not finite or the distance is not a finite positive number, so that bad
    /// input decides by position alone.
    public var progressVelocity: Double {
        guard velocity.isFinite, distance.isFinite, distance > 0 else { return 0 }
        let ratio = velocity / distance
        return ratio.isFinite ? ratio : 0
    }
}
