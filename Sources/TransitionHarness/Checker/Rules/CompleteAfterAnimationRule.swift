import HeadlessUIKit

/// `complete-after-animation`: an interactive transition completes only after
/// `finishInteractiveTransition()` or `cancelInteractiveTransition()` (after a `pause` re-grab,
/// after the next one), never while the interaction still drives progress.
struct CompleteAfterAnimationRule: StandardContractRule {
    nonisolated static var contracts: [Contract] { [.completeAfterAnimation] }

    func transitionEnded(
        _ transition: inout CheckedTransition, state: inout Void, ending: ReplayEnding, in replay: ReplayUnderCheck
    ) {
        var driving = transition.context.initiallyInteractive
        for entry in transition.calls.entries where !entry.isAfterCompletion {
            switch entry.call {
            case .finishInteractiveTransition(_, let ignored), .cancelInteractiveTransition(_, let ignored):
                if !ignored { driving = false }
            case .pauseInteractiveTransition(applied: true):
                driving = true
            case .completeTransition(let didComplete, _, _, _):
                guard driving else { return }
                transition.record(
                    Violation(
                        contract: .completeAfterAnimation, time: entry.time, frame: replay.frame(at: entry.time),
                        subject: "transitionContext",
                        expected:
                            "completeTransition after finishInteractiveTransition() or cancelInteractiveTransition()",
                        found: "completeTransition(\(didComplete)) while the interaction still drives progress"))
                return
            default:
                break
            }
        }
    }
}

extension Contract {
    /// `complete-after-animation`, judged by this file's rule (docs/contracts.md).
    public static let completeAfterAnimation = Contract(
        id: "complete-after-animation",
        summary:
            "an interactive transition completes only after finishInteractiveTransition() or cancelInteractiveTransition()"
    )
}
