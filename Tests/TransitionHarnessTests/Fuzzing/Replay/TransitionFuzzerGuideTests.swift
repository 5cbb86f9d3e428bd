import GestureTrace
import HeadlessUIKit
import Testing
import TransitionHarness

/// The examples of docs/fuzzing.md, "Fuzzing your own transition", compiled and run.
@MainActor
@Suite struct TransitionFuzzerGuideTests {
    // docs/fuzzing.md: the example, as written there (SlideAnimator is in SlideAnimators.swift).
    @Test func theSlideSurvivesFuzzing() {
        let report = TransitionFuzzer.run(seed: 1, cases: 200) {
            AnimatorUnderTest(name: "slide") { SlideAnimator(operation: $0) }
        }
        #expect(report.passed, "\(report)")
    }

    // docs/fuzzing.md: one contract at a time, and what a failure prints.
    @Test func theSlideThatAlwaysCompletesIsCaught() throws {
        let report = TransitionFuzzer.run(seed: 1, cases: 200, contracts: [.completeMatchesOutcome]) {
            AnimatorUnderTest(name: "slide") { SlideAnimator(operation: $0, bug: .alwaysCompletes) }
        }
        #expect(!report.passed)
        let finding = try #require(report.findings.first)
        #expect(finding.contract == .completeMatchesOutcome)
        #expect(report.description.contains("finding complete-matches-outcome"))
    }
}
