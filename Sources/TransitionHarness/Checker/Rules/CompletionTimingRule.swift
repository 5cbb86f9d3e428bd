import HeadlessUIKit

/// `completion-timing`: a curve-driven completion lasts `(1 − p) · D / s` after a finish and
/// `p · D / s` after a cancel (p the progress at the resolution, D the transition's duration,
/// s the completion speed the controller read then), to within
/// ``CheckerTolerances/completionTimingFrames`` display frames.
struct CompletionTimingRule: StandardContractRule {
    nonisolated static var contracts: [Contract] { [.completionTiming] }

    func transitionEnded(
        _ transition: inout CheckedTransition, state: inout Void, ending: ReplayEnding, in replay: ReplayUnderCheck
    ) {
        guard let completion = transition.calls.completions.first, let resolution = transition.resolution,
            let expected = resolution.expectedDuration, transition.context.transitionDuration > 0
        else { return }
        let actual = completion.time - resolution.time
        let frames = replay.tolerances.completionTimingFrames
        let slack = frames * replay.framePeriod
        guard abs(actual - expected) > slack + 1e-9 else { return }
        let within = frames == 1 ? "one frame" : "\(ViolationText.rounded(frames)) frames"
        transition.record(
            Violation(
                contract: .completionTiming, time: completion.time, frame: replay.frame(at: completion.time),
                subject: "transitionContext",
                expected:
                    "completion after \(ViolationText.rounded(expected)) s (within \(within), "
                    + "\(ViolationText.rounded(slack)) s)",
                found: "completion after \(ViolationText.rounded(actual)) s"))
    }
}

extension Contract {
    /// `completion-timing`, judged by this file's rule (docs/contracts.md).
    public static let completionTiming = Contract(
        id: "completion-timing",
        summary: "a curve-driven completion lasts (1 - p) * D / speed when finishing and p * D / speed when cancelling")
}
