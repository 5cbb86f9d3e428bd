import GestureTrace

extension CompletionPolicy {
    /// Position only: finish iff p ≥ `value`; velocity is ignored. A touch the system
    /// cancelled cancels. No completion duration of its own.
    ///
    /// This is the rule of many apps' hand-written pan handlers (`percentComplete > 0.5`)
    /// and of libraries with a `completionThreshold` (design notes, uikit-semantics.md §8.1).
    ///
    /// - Parameter value: the threshold, in [0, 1].
    public static func threshold(_ value: Double) -> CompletionPolicy {
        precondition(value >= 0 && value <= 1, "a progress threshold lies in [0, 1]")
        return CompletionPolicy(
            name: "threshold:\(value)",
            summary: "cancelled touch: cancel; finish iff p >= \(value), velocity ignored"
        ) { release in
            let finish = !release.touchCancelled && release.clampedProgress >= value
            return CompletionDecision(outcome: finish ? .finish : .cancel)
        }
    }
}
