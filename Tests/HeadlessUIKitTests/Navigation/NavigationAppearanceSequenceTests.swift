import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// Exact ordered callback logs of navigation transitions (uikit-semantics §5.1, §5.2, §5.4).
@MainActor
@Suite struct NavigationAppearanceSequenceTests {
    @Test func finishedPushSendsContainmentAroundTheAppearanceCallbacks() throws {
        let scene = NavigationScene("A")
        let pushed = controller("B")
        scene.navigation.pushViewController(pushed, animated: true)
        let context = try #require(scene.animator.context)
        #expect(pushed.isMovingToParent)
        context.completeTransition(true)
        #expect(
            scene.recorder.lifecycleLog() == [
                "B.willMoveToParent(Nav)", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMoveToParent(Nav)",
            ])
        #expect(!pushed.isMovingToParent)
        #expect(scene.delegate.log == ["animationControllerFor(push)", "willShow(B)", "didShow(B)"])
        #expect(scene.navigation.transitionView.subviews.map { $0 } == [pushed.view])
    }

    @Test func finishedPopSendsContainmentAroundTheAppearanceCallbacks() throws {
        let scene = NavigationScene("A", "B")
        let popped = scene.controllers[1]
        let context = try scene.pop()
        #expect(popped.isMovingFromParent)
        #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
        #expect(popped.navigationController === scene.navigation)
        context.completeTransition(true)
        #expect(
            scene.recorder.lifecycleLog() == [
                "B.willMoveToParent(nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMoveToParent(nil)",
            ])
        #expect(popped.navigationController == nil && !popped.isMovingFromParent)
        #expect(scene.navigation.transitionView.subviews.map { $0 } == [scene.controllers[0].view])
    }

    @Test func cancelledInteractivePopFollowsTheObservedSequence() throws {
        let scene = NavigationScene("A", "B", interactive: true)
        var interactionChanges = 0
        let context = try scene.pop()
        scene.navigation.transitionCoordinator?.notifyWhenInteractionChanges { _ in interactionChanges += 1 }
        scene.interactor.update(0.2)
        scene.interactor.cancel()
        #expect(interactionChanges == 1)
        context.completeTransition(!context.transitionWasCancelled)
        #expect(
            scene.recorder.appearanceLog == [
                "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewWillDisappear(true)",
                "A.viewDidDisappear(true)", "B.viewWillAppear(true)", "B.viewDidAppear(true)",
            ])
        #expect(
            scene.recorder.lifecycleLog() == [
                "B.willMoveToParent(nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                "A.viewWillDisappear(true)", "A.viewDidDisappear(true)", "B.viewWillAppear(true)",
                "B.viewDidAppear(true)", "B.didMoveToParent(Nav)",
            ])
        #expect(scene.navigation.viewControllers.map(\.title) == ["A", "B"])
        #expect(scene.navigation.transitionView.subviews.map { $0 } == [scene.controllers[1].view])
        #expect(scene.delegate.log == ["animationControllerFor(pop)", "willShow(A)"])
        #expect(scene.recorder.diagnostics.isEmpty)
    }

    @Test func cancelledInteractivePushRemovesThePushedController() throws {
        let scene = NavigationScene("A", interactive: true)
        let pushed = controller("B")
        scene.navigation.pushViewController(pushed, animated: true)
        let context = try #require(scene.animator.context)
        scene.interactor.cancel()
        context.completeTransition(false)
        #expect(
            scene.recorder.lifecycleLog() == [
                "B.willMoveToParent(Nav)", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                "B.viewWillDisappear(true)", "B.viewDidDisappear(true)", "A.viewWillAppear(true)",
                "A.viewDidAppear(true)", "B.willMoveToParent(nil)", "B.didMoveToParent(nil)",
            ])
        #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
        #expect(pushed.parent == nil && pushed.view.superview == nil)
    }

    @Test func popToRootAcrossThreeLevelsCallsOnlyTheEndsForAppearance() throws {
        let scene = NavigationScene("A", "B", "C", "D")
        let popped = scene.navigation.popToRootViewController(animated: true)
        #expect(popped?.map(\.title) == ["B", "C", "D"])
        let context = try #require(scene.animator.context)
        context.completeTransition(true)
        #expect(
            scene.recorder.lifecycleLog() == [
                "D.willMoveToParent(nil)", "C.willMoveToParent(nil)", "B.willMoveToParent(nil)",
                "D.viewWillDisappear(true)", "A.viewWillAppear(true)", "D.viewDidDisappear(true)",
                "A.viewDidAppear(true)", "D.didMoveToParent(nil)", "C.didMoveToParent(nil)", "B.didMoveToParent(nil)",
            ])
        #expect(scene.navigation.children.map(\.title) == ["A"])
    }

    @Test func nonAnimatedPushOnScreenStillSendsTheCallbacks() {
        let scene = NavigationScene("A")
        scene.navigation.pushViewController(controller("B"), animated: false)
        #expect(
            scene.recorder.lifecycleLog() == [
                "B.willMoveToParent(Nav)", "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                "A.viewDidDisappear(false)", "B.viewDidAppear(false)", "B.didMoveToParent(Nav)",
            ])
        #expect(scene.delegate.log == ["willShow(B)", "didShow(B)"])
        #expect(scene.animator.contexts.isEmpty)
    }

    @Test func offScreenChangesSendOnlyContainmentCallbacks() {
        let recorder = UIKitRecorder.install()
        let (navigation, _) = navigationStack(["A", "B"])
        navigation.popViewController(animated: true)
        navigation.setViewControllers([controller("C")], animated: true)
        #expect(
            recorder.lifecycleLog() == [
                "A.willMoveToParent(UINavigationController)", "A.didMoveToParent(UINavigationController)",
                "B.willMoveToParent(Nav)", "B.didMoveToParent(Nav)",
                "B.willMoveToParent(nil)", "B.didMoveToParent(nil)", "A.willMoveToParent(nil)",
                "C.willMoveToParent(Nav)", "A.didMoveToParent(nil)", "C.didMoveToParent(Nav)",
            ])
        #expect(navigation.viewControllers.map(\.title) == ["C"])
    }

    @Test func rootAppearsWithTheNavigationControllerWhenInstalled() {
        let scene = Scene()
        let (navigation, _) = navigationStack(["A", "B"])
        scene.window.rootViewController = navigation
        #expect(
            scene.recorder.appearanceLog == [
                "Nav.viewWillAppear(false)", "B.viewWillAppear(false)",
                "Nav.viewDidAppear(false)", "B.viewDidAppear(false)",
            ])
        #expect(navigation.view.frame == scene.window.bounds)
        #expect(navigation.topViewController?.view.frame == scene.window.bounds)
    }
}
