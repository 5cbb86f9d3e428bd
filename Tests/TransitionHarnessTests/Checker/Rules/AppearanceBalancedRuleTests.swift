import GestureTrace
import HeadlessUIKit
import Testing
import TransitionHarness

/// `appearance-balanced`: the order of the callbacks, controllers not on screen.
@MainActor
@Suite struct AppearanceBalancedRuleTests {
    @Test func aControllerNotInTheTransitionGetsNoAppearanceCallbacks() throws {
        let report = try RuleReplay.replay(
            RuleReplay.finishingPop,
            AnimatorUnderTest(name: "extra") { _ in ExtraAppearanceAnimator(.offScreenController) })
        #expect(RuleReplay.contracts(report) == [.appearanceBalanced], "\(ReportWriter.text([report]))")
        #expect(report.violations.first?.expected == "no appearance callbacks for a controller that is not on screen")
    }

    @Test func theDestinationGetsWillAppearThenDidAppearAndNothingElse() throws {
        let report = try RuleReplay.replay(
            RuleReplay.finishingPop,
            AnimatorUnderTest(name: "again") { _ in ExtraAppearanceAnimator(.destinationAgain) })
        #expect(RuleReplay.contracts(report) == [.appearanceBalanced], "\(ReportWriter.text([report]))")
        let violation = try #require(report.violations.first)
        #expect(violation.expected == "viewWillAppear, viewDidAppear (finished)")
        #expect(violation.found == "viewWillAppear, viewWillDisappear, viewDidDisappear, viewWillAppear, viewDidAppear")
    }
}
