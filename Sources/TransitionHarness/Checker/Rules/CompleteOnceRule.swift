import HeadlessUIKit

/// `complete-once`: `completeTransition(_:)` is called exactly once. A second call is reported
/// at that call (UIKit ignores it); none at all when the replay ends, unless a finger still
/// drove the transition when the trace ended (there is no completion to wait for). A
/// transition of an app's setup still in flight when the replay's first frame came (the
/// setup never settled) is reported on the scene.
struct CompleteOnceRule: StandardContractRule {
    nonisolated static var contracts: [Contract] { [.completeOnce] }

    /// UIKit's own note of a second call: the call log reports it.
    var judgedDiagnostics: Set<UIKitDiagnostic.Kind> { [.completeTransitionCalledTwice] }

    mutating func replayBegan(in replay: ReplayUnderCheck) {
        unsettled = replay.unsettledSetup
    }

    mutating func replayEnded(
        _ ending: ReplayEnding, transitions: inout [CheckedTransition], scene: inout SceneViolations,
        in replay: ReplayUnderCheck
    ) {
        for setup in unsettled {
            scene.record(
                Violation(
                    contract: .completeOnce, time: 0, frame: replay.frame(at: 0), subject: setup,
                    expected:
                        "the setup's transitions completed before the first touch (within "
                        + "\(ViolationText.rounded(replay.setupTimeLimit)) s)",
                    found: "still in flight: the setup never settled"),
                sequence: 0)
        }
    }

    /// The setup's transitions still in flight when the replay began, described.
    private var unsettled: [String] = []

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

extension Contract {
    /// `complete-once`, judged by this file's rule (docs/contracts.md).
    public static let completeOnce = Contract(
        id: "complete-once",
        summary: "completeTransition(_:) is called exactly once for every transition that starts")
}
