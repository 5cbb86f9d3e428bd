import GestureTrace
@_spi(Harness) import HeadlessUIKit
import Testing
@_spi(Harness) import TransitionHarness

@testable import TransitionCatalog

/// The list screen an unwind returns to.
final class UnwindTargetController: SceneViewController {
    override func canPerformUnwindSegueAction(
        _ action: Selector, from fromViewController: UIViewController, sender: Any?
    ) -> Bool {
        action == Selector("unwindToList:")
    }
}

@MainActor
@Suite struct SpringUnwindSegueTests {
    /// A navigation stack four screens deep in `navigation`, on screen.
    private func stack(
        in navigation: UINavigationController, stage: SegueStage
    ) -> [UIViewController] {
        for index in 1...3 {
            navigation.pushViewController(SceneViewController(index: index), animated: false)
        }
        stage.window.rootViewController = navigation
        stage.display.advanceFrame()
        return navigation.viewControllers
    }

    @Test func springsTheTargetInOverTheSourceThenPopsSeveralLevelsAtOnce() throws {
        let stage = SegueStage()
        let list = UnwindTargetController(index: 10)
        let navigation = SpringUnwindNavigationController(rootViewController: list)
        let screens = stack(in: navigation, stage: stage)
        let top = try #require(screens.last)
        let source = top.view.frame

        let segue = top.performUnwindSegue(Selector("unwindToList:"))
        #expect(segue is SpringUnwindSegue)
        #expect(stage.shownFrame(list.view) == source.offsetBy(dx: -source.width, dy: 0))
        #expect(list.view.superview === top.view.superview)
        stage.display.advance(by: 0.3)
        let shown = stage.shownFrame(list.view).minX
        #expect(shown > -390 && shown != 0)
        #expect(navigation.viewControllers.count == 4)

        stage.display.advance(by: 0.8)
        #expect(navigation.viewControllers == [list])
        #expect(list.view.window != nil && top.view.window == nil)
        #expect(stage.shownFrame(list.view) == stage.window.convert(source, from: top.view.superview))
        #expect(list.appearanceState == .appeared && top.appearanceState == .disappeared)
        #expect(screens[1].appearanceState == .disappeared && screens[2].appearanceState == .disappeared)
        #expect(stage.recorder.diagnostics.isEmpty, "\(stage.recorder.diagnostics)")
    }

    @Test func asFirstWrittenTheTargetIsRemovedAndTheScreenGoesBlack() throws {
        let stage = SegueStage()
        let list = UnwindTargetController(index: 10)
        let navigation = FirstSpringUnwindNavigationController(rootViewController: list)
        let top = try #require(stack(in: navigation, stage: stage).last)

        let segue = top.performUnwindSegue(Selector("unwindToList:"))
        #expect(segue is FirstSpringUnwindSegue)
        stage.display.advance(by: 1.1)
        #expect(navigation.viewControllers == [list])
        #expect(list.view.window == nil, "nothing on screen: the target's view was removed after the pop")
        #expect(top.view.window == nil)
    }

    @Test func aSecondTriggerDuringTheSpringIsIgnored() throws {
        let stage = SegueStage()
        let list = UnwindTargetController(index: 10)
        let navigation = SpringUnwindNavigationController(rootViewController: list)
        let top = try #require(stack(in: navigation, stage: stage).last)
        top.performUnwindSegue(Selector("unwindToList:"))
        stage.display.advance(by: 0.3)
        let springing = stage.shownFrame(list.view).minX
        top.performUnwindSegue(Selector("unwindToList:"))
        stage.display.advanceFrame()
        // Still springing from where it was, not put back off screen.
        #expect(abs(stage.shownFrame(list.view).minX - springing) < 100)
        stage.display.advance(by: 0.8)
        #expect(navigation.viewControllers == [list])
        #expect(list.view.window != nil && list.view.layer.animationKeys()?.isEmpty ?? true)
        #expect(top.view.isUserInteractionEnabled, "the source's view takes touches again after the spring")
    }

    /// Replayed as the catalog entry: two quick back swipes, the second while the target still
    /// springs in, unwind once.
    @Test func twoQuickSwipesUnwindOnce() throws {
        func swipe(at start: Double) -> [TouchSample] {
            [
                TouchSample(t: start, phase: .began, x: 2, y: 422),
                TouchSample(t: start + 0.016666, phase: .moved, x: 50, y: 422),
                TouchSample(t: start + 0.033332, phase: .moved, x: 100, y: 422),
                TouchSample(t: start + 0.05, phase: .ended, x: 100, y: 422),
            ]
        }
        let trace = Trace(
            screen: .init(width: 390, height: 844, scale: 3, refreshRate: 60),
            transition: .init(operation: .pop, gesture: .edgePan, edge: .left),
            touches: swipe(at: 0) + swipe(at: 0.3))
        let entry = try #require(Catalog.entry(named: "unwind-spring-segue"))
        let report = Replayer.replay(trace, against: entry.make())
        #expect(report.transitions.count == 1)
        #expect(report.passed, "\(ReportWriter.text([report]))")
    }
}
