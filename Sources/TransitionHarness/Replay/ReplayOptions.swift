import HeadlessUIKit

/// How a replay runs; every field has a default, and the trace's own `transition` block
/// supplies the operation and gesture.
public struct ReplayOptions: Sendable {
    /// Decides finish or cancel at release.
    public var policy: CompletionPolicy
    /// Estimates the pan's velocity at release.
    public var velocityEstimator: VelocityEstimator
    /// The interaction controller's `completionSpeed` (values ≤ 0 behave as 1, as UIKit's do).
    public var completionSpeed: Double
    /// The interaction controller's `completionCurve`.
    public var completionCurve: UIView.AnimationCurve
    /// Turns on the harness controller's `restoresViewStateOnCancel` safety net.
    public var restoresViewStateOnCancel: Bool
    /// Virtual seconds after the expected end of a completion animation before a transition
    /// that never completed is reported (contracts.md: 2 s).
    public var gracePeriod: Double
    /// The longest a replay runs past its last touch sample, in virtual seconds, whatever
    /// the animator does; a transition still running then is reported under `complete-once`.
    /// The default, an hour of virtual time, outlasts any completion a completion speed can
    /// stretch a transition to in practice, and costs well under a second to replay.
    public var timeLimit: Double
    /// Records one timeline row per display frame.
    public var recordsTimeline: Bool
    /// Display frames (by index) that are dropped: touches due then wait for the next frame.
    public var droppedFrames: Set<Int>
    /// Overrides the display refresh rate of the trace, in Hz.
    public var refreshRate: Double?

    public init(
        policy: CompletionPolicy = .default,
        velocityEstimator: VelocityEstimator = .lsq2,
        completionSpeed: Double = 1,
        completionCurve: UIView.AnimationCurve = .easeInOut,
        restoresViewStateOnCancel: Bool = false,
        gracePeriod: Double = 2,
        timeLimit: Double = 3600,
        recordsTimeline: Bool = false,
        droppedFrames: Set<Int> = [],
        refreshRate: Double? = nil
    ) {
        self.policy = policy
        self.velocityEstimator = velocityEstimator
        self.completionSpeed = completionSpeed
        self.completionCurve = completionCurve
        self.restoresViewStateOnCancel = restoresViewStateOnCancel
        self.gracePeriod = gracePeriod
        self.timeLimit = timeLimit
        self.recordsTimeline = recordsTimeline
        self.droppedFrames = droppedFrames
        self.refreshRate = refreshRate
    }
}
