import HeadlessUIKit

/// `no-calls-after-complete`: nothing drives the transition after it completed. Two halves:
///
/// - one frame after completeTransition, no animation is left on a layer of the transition's
///   views (or their sublayers) that was added before the call (by the animator, not by
///   `viewDidAppear(_:)` or the container's completion) and that does not repeat forever (a
///   spinner or a pulse a screen runs for its own sake);
/// - in the call log, no `update`, `finish`, `cancel`, `pause` or
///   `updateInteractiveTransition` after the first completeTransition.
struct NoCallsAfterCompleteRule: StandardContractRule {
    static let watchesFrames = true

    /// Whether the transition's layers were looked at for animations left running.
    struct TransitionState {
        var leftoversChecked = false
    }

    nonisolated static var contracts: [Contract] { [.noCallsAfterComplete] }

    /// UIKit's own note of a call that reached a completed context: the call log reports it.
    var judgedDiagnostics: Set<UIKitDiagnostic.Kind> { [.ignoredInteractiveCall] }

    func transitionWillBegin(_ start: TransitionStart, in replay: ReplayUnderCheck) -> TransitionState {
        TransitionState()
    }

    func frame(
        _ frame: FrameMoment, of transition: inout CheckedTransition, state: inout TransitionState,
        in replay: ReplayUnderCheck
    ) {
        // A later transition may already animate the same views.
        guard let completed = transition.completionFrame, frame.index == completed + 1, !state.leftoversChecked,
            frame.isLatest(transition)
        else { return }
        state.leftoversChecked = true
        guard let mark = transition.context.completionMark else { return }
        for (label, view) in transition.participatingViews {
            var pending: [CALayer] = [view.layer]
            while let layer = pending.popLast() {
                if let left = layer.addedAnimations.first(where: { $0.mark < mark && !$0.repeatsForever }) {
                    transition.record(
                        Violation(
                            contract: .noCallsAfterComplete, time: frame.time, frame: frame.index,
                            subject: "\(label).view", expected: "no animation left running after completeTransition",
                            found: left.key.map { "animation '\($0)' still on a layer" }
                                ?? "an animation without a key still on a layer"))
                    return
                }
                pending.append(contentsOf: layer.sublayers ?? [])
            }
        }
    }

    func transitionEnded(
        _ transition: inout CheckedTransition, state: inout TransitionState, ending: ReplayEnding,
        in replay: ReplayUnderCheck
    ) {
        for entry in transition.calls.entries where entry.isAfterCompletion {
            let found: (subject: String, call: String)? =
                switch entry.call {
                case .finishInteractiveTransition, .cancelInteractiveTransition, .pauseInteractiveTransition,
                    .updateInteractiveTransition:
                    ("transitionContext", "\(entry.call)")
                case .interactorUpdate(let value): ("interaction", "update(\(value))")
                case .interactorFinish: ("interaction", "finish()")
                case .interactorCancel: ("interaction", "cancel()")
                case .interactorPause: ("interaction", "pause()")
                default: nil
                }
            guard let found else { continue }
            transition.record(
                Violation(
                    contract: .noCallsAfterComplete, time: entry.time, frame: replay.frame(at: entry.time),
                    subject: found.subject, expected: "no calls after completeTransition", found: found.call))
            return
        }
    }
}

extension Contract {
    /// `no-calls-after-complete`, judged by this file's rule (docs/contracts.md).
    public static let noCallsAfterComplete = Contract(
        id: "no-calls-after-complete",
        summary: "nothing drives the transition after it completed")
}
