import HeadlessUIKit

/// `no-overlapping-transitions`: no transition starts while another is in flight. UIKit's
/// refusals (a presentation or dismissal during one, a push or pop during one, presenting an
/// active controller) are reported on the transition in flight then, the one the refused
/// transition would have overlapped, or on the scene when none was.
struct NoOverlappingTransitionsRule: StandardContractRule {
    nonisolated static var contracts: [Contract] { [.noOverlappingTransitions] }

    var judgedDiagnostics: Set<UIKitDiagnostic.Kind> {
        [
            .presentationInProgress, .dismissalInProgress, .alreadyPresenting, .presentingActiveController,
            .navigationTransitionInProgress,
        ]
    }

    mutating func replayEnded(
        _ ending: ReplayEnding, transitions: inout [CheckedTransition], scene: inout SceneViolations,
        in replay: ReplayUnderCheck
    ) {
        for diagnostic in replay.recorder.diagnostics where judgedDiagnostics.contains(diagnostic.kind) {
            let violation = Violation(
                contract: .noOverlappingTransitions, time: diagnostic.time(in: replay),
                frame: diagnostic.frame(in: replay), subject: diagnostic.subject,
                expected: "no \(diagnostic.kind.rawValue)", found: diagnostic.message)
            if let owner = diagnostic.transitionInFlight(among: transitions, in: replay) {
                transitions[owner].record(violation)
            } else {
                scene.record(violation, sequence: diagnostic.sequence)
            }
        }
    }
}

extension Contract {
    /// `no-overlapping-transitions`, judged by this file's rule (docs/contracts.md).
    public static let noOverlappingTransitions = Contract(
        id: "no-overlapping-transitions",
        summary: "no transition starts while another is in flight in the same container")
}
