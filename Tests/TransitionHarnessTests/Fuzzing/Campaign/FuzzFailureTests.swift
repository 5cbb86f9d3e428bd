import PropertyTesting
import Testing

@testable import TransitionHarness

@Suite struct FuzzFailureTests {
    @Test func contractsAreSortedWithoutRepeats() {
        let failure = FuzzFailure(contracts: [.completionTiming, .completeOnce, .completionTiming], message: "m")
        #expect(failure.contracts == [.completeOnce, .completionTiming])
        #expect(failure.description == "complete-once, completion-timing: m")
    }

    @Test func violationsMakeAFailureNamingEveryContractAndTheFirstViolation() throws {
        let first = Violation(
            contract: .completeMatchesOutcome, time: 0.5, frame: 30, subject: "transitionContext",
            expected: "completeTransition(false)", found: "completeTransition(true)")
        let second = Violation(
            contract: .finalStateCancelled, time: 0.6, frame: 36, subject: "from.view", expected: "alpha 1",
            found: "alpha 0")
        let failure = try #require(FuzzFailure(violations: [first, second]))
        #expect(failure.contracts == [.completeMatchesOutcome, .finalStateCancelled])
        #expect(failure.message == "\(first) (and 1 more)")
        #expect(FuzzFailure(violations: []) == nil)
    }

    @Test func theEngineFormKeepsTheContracts() throws {
        let failure = FuzzFailure(contracts: [.progressInRange, .continuousMotion], message: "jump")
        #expect(failure.propertyFailure.tags == ["continuous-motion", "progress-in-range"])
        #expect(FuzzFailure(failure.propertyFailure) == failure)
        #expect(FuzzFailure(PropertyFailure(message: "x", tags: ["not-a-contract"])) == nil)
    }
}
