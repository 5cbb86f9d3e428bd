import HeadlessUIKit

/// `complete-once`: `completeTransition(_:)` is called exactly once. A second call is reported
/// at that call (UIKit ignores it); none at all when the replay ends, unless a finger still
/// drove the transition when the trace ended (there is no completion to wait for).
struct CompleteOnceRule: ContractRule {
    var contracts: [Contract] { [.completeOnce] }

    /// UIKit's own note of a second call: the call log reports it.
    var judgedDiagnostics: Set<UIKitDiagnostic.Kind> { [.completeTransitionCalledTwice] }

    func transitionEnded(
        _ transition: inout CheckedTransition, state: inout Void, ending: ReplayEnding, in replay: ReplayUnderCheck
    ) {
        let completions = transition.calls.completions
        if completions.count >= 2 {
            let second = completions[1]
            transition.record(
                Violation(
                    contract: .completeOnce, time: second.time, frame: replay.frame(at: second.time),
                    subject: "transitionContext", expected: "completeTransition called once",
                    found: "a second completeTransition(\(second.didComplete)), which UIKit ignores"))
        } else if completions.isEmpty {
            // A transition still driven by a finger when the trace ends has no completion
            // animation to wait for: the report says the finger stayed down instead.
            let stillDriven =
                transition.driven.releaseTime == nil && transition.resolution == nil && ending.fingerDownAtEnd
            guard !stillDriven else { return }
            transition.record(
                Violation(
                    contract: .completeOnce, time: ending.time, frame: replay.frame(at: ending.time),
                    subject: "transitionContext", expected: "completeTransition called once",
                    found: ending.stoppedAtTimeLimit
                        ? "transition still running at the replay's time limit (\(ViolationText.rounded(ending.time)) s)"
                        : "transition never completed"))
        }
    }
}
