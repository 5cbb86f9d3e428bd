import GestureTrace
import HeadlessUIKit
import PropertyTesting
import Testing
import TransitionHarness

/// The example app's correct transitions fuzzed with no false alarm and no silent pass: every
/// generated gesture is one the app declares, and each draft's bug is found.
@MainActor
@Suite struct ExampleAppFuzzTests {
    @Test(arguments: ExampleAppTests.apps)
    func theCorrectAppHoldsEveryContractOnGeneratedGestures(name: String) {
        let fuzzer = TransitionFuzzer { ExampleAppTests.app(name) }
        var campaign = fuzzer.campaign(seed: 7)
        campaign.regressions = nil
        campaign.shrinkBudget = 100
        let report = campaign.run(cases: 40) { fuzzer.check($0, $1) }
        #expect(report.passed, "\(report)")
    }

    @Test func theFuzzerMakesOnlyTheGesturesTheAppDeclares() {
        let fuzzer = TransitionFuzzer { CardApp() }
        #expect(fuzzer.generator.gestures == CardApp().supportedGestures)
        #expect(fuzzer.generator.leadIn == TransitionFuzzer.leadIn)
        #expect(TransitionFuzzer { SystemDefaultTransition() }.generator.leadIn == 0)
        for index in 0..<20 as Range<UInt64> {
            var attempt = Attempt(random: .forCase(seed: 3, index: index))
            let input = fuzzer.generator.draw(&attempt)
            #expect(input.trace.resolvedTransition.operation == .dismiss)
            #expect(input.trace.transition.distance == 640)
            let start = input.trace.touches[0]
            #expect(start.y >= 0.3 * input.trace.screen.height)
        }
    }

    @Test func aTapOnTheCardIsNoSilentPassButNoFindingEither() {
        // A tap makes no pull: the card rightly begins nothing. The replay reports it
        // (`transition-begun`); the fuzzer does not hold the app to it.
        let tap = ExampleTraces.swipe(from: (195, 500), through: [(195, 500)], operation: .dismiss)
        let fuzzer = TransitionFuzzer { CardApp() }
        #expect(fuzzer.replay(tap, scenario: .default).violations.map(\.contract) == [.transitionBegun])
        #expect(fuzzer.check(tap, .default) == nil)
        // A pull on the dimming view makes the gesture, but outside the card's start region.
        let above = ExampleTraces.swipe(
            from: (195, 100), through: [(195, 140), (196, 220), (196, 320)], operation: .dismiss)
        #expect(fuzzer.check(above, .default) == nil)
        // A card whose pull recognizer is on the wrong view begins nothing on a real pull.
        let pull = ExampleTraces.swipe(
            from: (195, 400), through: [(195, 430), (196, 480), (196, 560)], operation: .dismiss)
        #expect(fuzzer.check(pull, .default) == nil)
        let deaf = TransitionFuzzer { DeafCardApp() }
        #expect(deaf.check(pull, .default)?.contracts == [.transitionBegun])
    }

    @Test func theCardsFirstDraftIsFound() throws {
        let fuzzer = TransitionFuzzer(contracts: [.completeMatchesOutcome]) { CardApp(firstDraft: true) }
        var campaign = fuzzer.campaign(seed: 1)
        campaign.regressions = nil
        campaign.shrinkBudget = 100
        let report = campaign.run(cases: 60) { fuzzer.check($0, $1) }
        #expect(report.findings.contains { $0.contract == .completeMatchesOutcome }, "\(report)")
    }
}

/// The card app with its pull-down recognizer moved to the feed, under the card, as a refactor
/// that attached it to the wrong view would: no pull on the card reaches it.
final class DeafCardApp: AppUnderTest {
    let name = "deaf-card"
    var supportedGestures: [SupportedGesture] { CardApp().supportedGestures }

    func makeRootViewController() -> UIViewController { FeedViewController() }

    func prepareState(for operation: Trace.Transition.Operation, in window: UIWindow) {
        guard let feed = window.rootViewController as? FeedViewController else { return }
        feed.showCard(animated: false)
        let pullDown = feed.presentedViewController?.view.gestureRecognizers ?? []
        feed.presentedViewController?.view.gestureRecognizers = []
        feed.view.gestureRecognizers = pullDown
    }
}
