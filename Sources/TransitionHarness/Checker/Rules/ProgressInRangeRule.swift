import HeadlessUIKit

/// `progress-in-range`: every progress handed to the interaction controller (`update(_:)`)
/// and to the context (`updateInteractiveTransition(_:)`) lies in [0, 1], and after a finger
/// lift progress still reported to the context moves toward the end the transition takes
/// (``ProgressWatch``).
struct ProgressInRangeRule: StandardContractRule {
    nonisolated static var contracts: [Contract] { [.progressInRange] }

    func transitionEnded(
        _ transition: inout CheckedTransition, state: inout Void, ending: ReplayEnding, in replay: ReplayUnderCheck
    ) {
        func violation(_ time: Double, _ subject: String, _ expected: String, _ found: String) {
            transition.record(
                Violation(
                    contract: .progressInRange, time: time, frame: replay.frame(at: time), subject: subject,
                    expected: expected, found: found))
        }
        func report(_ broken: ProgressWatch.Broken) {
            violation(
                broken.time, "transitionContext",
                "progress moving toward \(broken.finishing ? 1 : 0) during the completion, "
                    + "from \(ViolationText.rounded(broken.from))",
                "updateInteractiveTransition(\(ViolationText.rounded(broken.to)))")
        }
        var watch = ProgressWatch(
            lifts: transition.driven.lifts,
            declaresSpring: (transition.context.interactor as? UIPercentDrivenInteractiveTransition)?.timingCurve
                is UISpringTimingParameters)
        for entry in transition.calls.entries {
            if !entry.isAfterCompletion,
                let broken = watch.observe(
                    entry.call, sequence: entry.sequence, time: entry.time, applied: entry.progressBefore)
            {
                report(broken)
            }
            switch entry.call {
            case .updateInteractiveTransition(let requested, _) where !(0...1).contains(requested):
                violation(
                    entry.time, "transitionContext", "progress in [0, 1]", "updateInteractiveTransition(\(requested))")
            case .interactorUpdate(let value) where !(0...1).contains(value):
                violation(entry.time, "interaction", "progress in [0, 1]", "update(\(value))")
            default:
                break
            }
        }
        if let broken = watch.finish(completed: transition.calls.completions.first.map { !$0.wasCancelled }) {
            report(broken)
        }
    }
}

extension Contract {
    /// `progress-in-range`, judged by this file's rule (docs/contracts.md).
    public static let progressInRange = Contract(
        id: "progress-in-range",
        summary: "progress stays in [0, 1] and a curve-driven completion moves monotonically to its end")
}
