import HeadlessUIKit

/// `transition-begun`: the trace's gesture begins the transition the trace declares. When the
/// replay ends without a transition of the kinds the trace's operation begins
/// (``ReplayUnderCheck/expectedKinds``), the scene gets a violation that says where the touches
/// went: each gesture's start, the view hit, the recognizers that received it and what each
/// did, and why no transition came of it. So a replay that judges no transition never passes,
/// unless the trace declares that it starts none (`expect.outcome` is `[]`), which its
/// `expect` block then checks.
struct TransitionBegunRule: StandardContractRule {
    nonisolated static var contracts: [Contract] { [.transitionBegun] }

    mutating func replayEnded(
        _ ending: ReplayEnding, transitions: inout [CheckedTransition], scene: inout SceneViolations,
        in replay: ReplayUnderCheck
    ) {
        guard !replay.declaresNoTransition else { return }
        let kinds = replay.expectedKinds
        guard !transitions.contains(where: { kinds.contains($0.context.kind) }) else { return }
        let gestures = replay.touches.gestures
        let time = gestures.first?.time ?? 0
        let expected = kinds.map(\.rawValue).sorted().joined(separator: " or ")
        scene.record(
            Violation(
                contract: .transitionBegun, time: time, frame: replay.frame(at: time), subject: "the trace's gesture",
                expected: "a \(expected) transition begun by the trace's touches",
                found: "none: " + Self.explain(gestures, others: transitions, in: replay)),
            sequence: replay.recorder.sequenceMark)
    }

    /// Where the touches went and why no transition came of them.
    static func explain(
        _ gestures: [TouchRouteLog.Gesture], others: [CheckedTransition], in replay: ReplayUnderCheck
    ) -> String {
        guard !gestures.isEmpty else { return "no touch reached the window" }
        var parts: [String] = []
        for (number, gesture) in gestures.enumerated() {
            let place = ViolationText.describe(gesture.location)
            guard let view = gesture.view else {
                parts.append("gesture \(number + 1) began at \(place), where hit-testing found no view")
                continue
            }
            var text = "gesture \(number + 1) began at \(place) on \(view)"
            if gesture.recognizers.isEmpty {
                text += ", which has no gesture recognizer that received it (nor have its superviews)"
            } else {
                text += "; recognizers: "
                text += gesture.recognizers.map { "\($0.description) (\($0.outcome))" }.joined(separator: ", ")
                text +=
                    gesture.recognizers.contains(where: \.recognized)
                    ? "; a recognizer began, but its handler began no such transition"
                    : "; none began, so no handler ran"
            }
            parts.append(text)
        }
        if !others.isEmpty {
            let kinds = others.map { $0.context.operation.rawValue }
            parts.append("transitions of another kind began: \(kinds.joined(separator: ", "))")
        }
        let refusals = replay.recorder.diagnostics.filter {
            [.presentationInProgress, .dismissalInProgress, .alreadyPresenting, .navigationTransitionInProgress]
                .contains($0.kind)
        }
        if let refusal = refusals.first {
            parts.append("UIKit refused a transition: \(refusal.message)")
        }
        return parts.joined(separator: "; ")
    }
}

extension Contract {
    /// `transition-begun`, judged by this file's rule (docs/contracts.md).
    public static let transitionBegun = Contract(
        id: "transition-begun",
        summary: "the trace's gesture begins the transition the trace declares: a replay that begins none never passes")
}
