import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// The stack API, its return values, and what is refused with a diagnostic.
@MainActor
@Suite struct UINavigationControllerStackTests {
    @Test func stackAccessorsAndReturnValues() {
        let scene = NavigationScene("A", "B", "C")
        let navigation = scene.navigation
        #expect(navigation.topViewController?.title == "C")
        #expect(navigation.visibleViewController?.title == "C")
        #expect(navigation.popToViewController(scene.controllers[2], animated: false) == [])
        #expect(navigation.popViewController(animated: false)?.title == "C")
        #expect(navigation.popToRootViewController(animated: false)?.map(\.title) == ["B"])
        #expect(navigation.popViewController(animated: false) == nil)
        #expect(navigation.children.map(\.title) == ["A"])
        #expect(scene.controllers[1].navigationController == nil)
        #expect(scene.controllers[0].navigationController === navigation)
    }

    @Test func invalidChangesAreRefusedWithDiagnostics() {
        let scene = NavigationScene("A", "B")
        let navigation = scene.navigation
        navigation.pushViewController(scene.controllers[0], animated: true)
        navigation.pushViewController(UINavigationController(), animated: true)
        #expect(navigation.popToViewController(controller("stranger"), animated: true) == nil)
        navigation.setViewControllers([scene.controllers[0], scene.controllers[0]], animated: true)
        #expect(scene.recorder.diagnostics(.invalidPush).count == 2)
        #expect(
            scene.recorder.diagnostics(.invalidPop).map(\.message) == [
                "Tried to pop to a view controller that doesn't exist."
            ])
        #expect(scene.recorder.diagnostics(.invalidViewControllers).count == 1)
        #expect(navigation.viewControllers.map(\.title) == ["A", "B"])
        #expect(scene.animator.contexts.isEmpty)
    }

    @Test func changesDuringATransitionAreRefused() throws {
        let scene = NavigationScene("A", "B")
        let context = try scene.pop()
        // The stack is already [A]: a second pop finds only the root.
        #expect(scene.navigation.popViewController(animated: true) == nil)
        scene.navigation.pushViewController(controller("D"), animated: true)
        scene.navigation.setViewControllers([controller("C")], animated: false)
        #expect(scene.recorder.diagnostics(.navigationTransitionInProgress).count == 2)
        context.completeTransition(true)
        scene.navigation.pushViewController(controller("C"), animated: true)
        #expect(scene.animator.contexts.count == 2)
    }

    @Test func setViewControllersPicksPushOrPopByTheNewTop() throws {
        let scene = NavigationScene("A", "B")
        scene.navigation.setViewControllers([scene.controllers[0], controller("C")], animated: true)
        try #require(scene.animator.context).completeTransition(true)
        scene.navigation.setViewControllers([scene.controllers[0]], animated: true)
        try #require(scene.animator.context).completeTransition(true)
        #expect(
            scene.delegate.log.filter { $0.hasPrefix("animation") } == [
                "animationControllerFor(push)", "animationControllerFor(pop)",
            ])
        #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
    }

    @Test func pushContextUsesTheTransitionViewAndTheFrameTable() throws {
        let scene = NavigationScene("A")
        let pushed = controller("B")
        scene.navigation.pushViewController(pushed, animated: true)
        let context = try #require(scene.animator.context)
        let bounds = scene.scene.window.bounds
        #expect(context.containerView === scene.navigation.transitionView)
        #expect(context.initialFrame(for: scene.controllers[0]) == bounds)
        #expect(context.finalFrame(for: scene.controllers[0]) == .zero)
        #expect(context.initialFrame(for: pushed) == .zero)
        #expect(context.finalFrame(for: pushed) == bounds)
        #expect(context.view(forKey: .from) === scene.controllers[0].view)
        #expect(context.presentationStyle == .none && context.isAnimated)
        context.completeTransition(true)
        #expect(scene.controllers[0].view.superview == nil)
        #expect(pushed.view.frame == bounds)
    }
}
