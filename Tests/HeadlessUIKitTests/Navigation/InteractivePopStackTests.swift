import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// The navigation stack while an interactive pop runs: UIKit updates `viewControllers` (and
/// `topViewController`) when the pop begins and puts the old stack back when it is cancelled
/// (docs/view-controllers.md, "The stack during a transition").
@MainActor
@Suite struct InteractivePopStackTests {
    /// Logs the stack its navigation controller has when `viewWillDisappear` runs.
    @MainActor
    final class StackReadingController: UIViewController {
        private(set) var stacksSeen: [[String?]] = []

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            stacksSeen.append(navigationController?.viewControllers.map(\.title) ?? [])
        }
    }

    @Test func theStackIsUpdatedWhenAnInteractivePopBeginsAndRestoredWhenItIsCancelled() throws {
        let scene = NavigationScene("A", "B", interactive: true)
        let navigation = scene.navigation
        let context = try scene.pop()
        #expect(navigation.viewControllers.map(\.title) == ["A"])
        #expect(navigation.topViewController === scene.controllers[0])
        #expect(context.viewControllersBefore?.map(\.title) == ["A", "B"])
        scene.interactor.update(0.3)
        scene.interactor.cancel()
        #expect(navigation.viewControllers.map(\.title) == ["A"])
        context.completeTransition(false)
        #expect(navigation.viewControllers.map(\.title) == ["A", "B"])
        #expect(navigation.topViewController === scene.controllers[1])
    }

    @Test func theStackStaysPoppedWhenAnInteractivePopFinishes() throws {
        let scene = NavigationScene("A", "B", "C", interactive: true)
        let context = try scene.pop()
        scene.interactor.update(0.6)
        scene.interactor.finish()
        context.completeTransition(true)
        #expect(scene.navigation.viewControllers.map(\.title) == ["A", "B"])
        #expect(context.viewControllersBefore?.map(\.title) == ["A", "B", "C"])
    }

    @Test func thePoppedControllerSeesTheNewStackInViewWillDisappear() throws {
        let scene = Scene()
        let root = controller("A")
        let top = StackReadingController()
        top.title = "B"
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(top, animated: false)
        scene.show(navigation)
        let pop = try #require(navigation.beginInteractivePop())
        #expect(top.stacksSeen == [["A"]])
        pop.cancel()
        let display = HeadlessDisplay.current
        for _ in 0..<120 where navigation.transitionCoordinator != nil {
            display.advanceFrame()
        }
        #expect(navigation.viewControllers.map(\.title) == ["A", "B"])
    }

    @Test func aPresentationHasNoStackBefore() throws {
        let scene = PresentationScene(.fullScreen)
        let context = try scene.present()
        #expect(context.viewControllersBefore == nil)
    }
}
