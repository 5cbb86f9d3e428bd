import GestureTrace

/// A completion policy's answer at release: finish or cancel, and how long the remaining
/// animation takes where the policy says.
public struct CompletionDecision: Sendable, Equatable {
    public var outcome: Trace.Outcome
    /// Seconds for the completion animation from the current progress to its end, where the
    /// policy defines one; nil means the transition's own: `(1 − p) · D / completionSpeed`
    /// when finishing and `p · D / completionSpeed` when cancelling, for the animator's
    /// duration D (`UIPercentDrivenInteractiveTransition`).
    public var completionDuration: Double?

    public init(outcome: Trace.Outcome, completionDuration: Double? = nil) {
        self.outcome = outcome
        self.completionDuration = completionDuration
    }
}
