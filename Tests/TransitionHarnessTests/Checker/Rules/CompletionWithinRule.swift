@testable import TransitionHarness

// The example of docs/contracts.md, "Adding a contract", compiled as the page shows it
// (ContractRuleExampleTests checks that the page and this file agree, and registers it).

// example: begin
/// `completion-within`: the completion, from the last finger lift to the first
/// completeTransition, lasts at most `limit` seconds.
struct CompletionWithinRule: ContractRule {
    var limit: Double

    nonisolated static var contracts: [Contract] { [.completionWithin] }

    func transitionEnded(
        _ transition: inout CheckedTransition, state: inout Void, ending: ReplayEnding, in replay: ReplayUnderCheck
    ) {
        guard let lift = transition.driven.releaseTime, let end = transition.completionTime, end - lift > limit
        else { return }
        transition.record(
            Violation(
                contract: .completionWithin, time: end, frame: replay.frame(at: end), subject: "transitionContext",
                expected: "completion within \(limit) s of the finger lift",
                found: "completion after \(ViolationText.rounded(end - lift)) s"))
    }
}

extension Contract {
    /// `completion-within`: a completion no longer than the rule's limit.
    static let completionWithin = Contract(
        id: "completion-within", summary: "a completion lasts at most a fixed time after the last finger lift")
}
// example: end
