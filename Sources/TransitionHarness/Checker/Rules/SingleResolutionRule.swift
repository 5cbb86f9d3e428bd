import HeadlessUIKit

/// `single-resolution`: one `finish()` or `cancel()` on the interaction controller per gesture
/// end; a second without a `pause()` that took effect in between is a violation.
struct SingleResolutionRule: StandardContractRule {
    nonisolated static var contracts: [Contract] { [.singleResolution] }

    func transitionEnded(
        _ transition: inout CheckedTransition, state: inout Void, ending: ReplayEnding, in replay: ReplayUnderCheck
    ) {
        var resolved: String?
        for entry in transition.calls.entries {
            switch entry.call {
            case .pauseInteractiveTransition(applied: true) where !entry.isAfterCompletion:
                // A pause that took effect re-opens the interaction (a re-grab).
                resolved = nil
            case .interactorFinish, .interactorCancel:
                var name = "cancel()"
                if case .interactorFinish = entry.call { name = "finish()" }
                // After completion the call is no-calls-after-complete's.
                if !entry.isAfterCompletion, let previous = resolved {
                    transition.record(
                        Violation(
                            contract: .singleResolution, time: entry.time, frame: replay.frame(at: entry.time),
                            subject: "interaction", expected: "one finish() or cancel() per gesture end",
                            found: "\(name) after \(previous) without pause()"))
                }
                resolved = name
            default:
                break
            }
        }
    }
}

extension Contract {
    /// `single-resolution`, judged by this file's rule (docs/contracts.md).
    public static let singleResolution = Contract(
        id: "single-resolution",
        summary: "each interaction is resolved once: one finish() or one cancel() per gesture end")
}
