import GestureTrace
import HeadlessUIKit

/// What happened to one transition of a replay.
public struct TransitionRecord: Sendable, Equatable {
    /// 0-based, in the order the trace started them.
    public var index: Int
    /// The kind of transition UIKit began: the trace's operation for the harness's own scene,
    /// any kind (a tab switch too) for an app's scene.
    public var operation: TransitionKind
    /// The interaction's decision at release; nil when it was never decided (the trace
    /// ended with the finger down, or no interaction drove it).
    public var outcome: Trace.Outcome?
    /// The Bool the animator passed to `completeTransition(_:)`; nil if it never did.
    public var completedWith: Bool?
    /// The name of the completion policy that decided (or "custom" for a user's handler).
    public var policy: String
    /// Virtual times, in seconds from the start of the replay.
    public var startTime: Double
    public var releaseTime: Double?
    public var completionTime: Double?
    public var progressAtRelease: Double?
    /// Velocity along the progress direction at release, points per second.
    public var velocityAtRelease: Double?
    /// The duration of the completion animation the interaction asked for, in seconds.
    public var completionDuration: Double?
    public var violations: [Violation]
    public var calls: [CallRecord]

    public init(
        index: Int,
        operation: TransitionKind,
        outcome: Trace.Outcome? = nil,
        completedWith: Bool? = nil,
        policy: String,
        startTime: Double,
        releaseTime: Double? = nil,
        completionTime: Double? = nil,
        progressAtRelease: Double? = nil,
        velocityAtRelease: Double? = nil,
        completionDuration: Double? = nil,
        violations: [Violation] = [],
        calls: [CallRecord] = []
    ) {
        self.index = index
        self.operation = operation
        self.outcome = outcome
        self.completedWith = completedWith
        self.policy = policy
        self.startTime = startTime
        self.releaseTime = releaseTime
        self.completionTime = completionTime
        self.progressAtRelease = progressAtRelease
        self.velocityAtRelease = velocityAtRelease
        self.completionDuration = completionDuration
        self.violations = violations
        self.calls = calls
    }
}
