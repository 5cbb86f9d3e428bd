/// `complete-matches-outcome`: the first `completeTransition(_:)` passes
/// `!transitionWasCancelled` as it is at that moment.
struct CompleteMatchesOutcomeRule: StandardContractRule {
    nonisolated static var contracts: [Contract] { [.completeMatchesOutcome] }

    func transitionEnded(
        _ transition: inout CheckedTransition, state: inout Void, ending: ReplayEnding, in replay: ReplayUnderCheck
    ) {
        guard let first = transition.calls.completions.first, first.didComplete == first.wasCancelled else { return }
        transition.record(
            Violation(
                contract: .completeMatchesOutcome, time: first.time, frame: replay.frame(at: first.time),
                subject: "transitionContext",
                expected:
                    "completeTransition(\(!first.wasCancelled)) (transitionWasCancelled is \(first.wasCancelled))",
                found: "completeTransition(\(first.didComplete))"))
    }
}

extension Contract {
    /// `complete-matches-outcome`, judged by this file's rule (docs/contracts.md).
    public static let completeMatchesOutcome = Contract(
        id: "complete-matches-outcome",
        summary: "the Bool passed to completeTransition(_:) equals !transitionWasCancelled at that moment")
}
