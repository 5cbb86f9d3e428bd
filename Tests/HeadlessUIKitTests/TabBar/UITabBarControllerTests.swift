import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// A tab bar controller's controllers, selection, delegate and tab switches through a
/// transition context (docs/view-controllers.md, "Tab bar controllers").
@MainActor
@Suite struct UITabBarControllerTests {
    /// A delegate that vends fixed objects and logs what it was asked.
    @MainActor
    final class TabDelegate: NSObject, UITabBarControllerDelegate {
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        var allows = true
        private(set) var log: [String] = []

        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
            -> Bool
        {
            log.append("shouldSelect(\(viewController.title ?? "?"))")
            return allows
        }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            log.append("didSelect(\(viewController.title ?? "?"))")
        }

        func tabBarController(
            _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
            to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            log.append("animationController(\(fromVC.title ?? "?") -> \(toVC.title ?? "?"))")
            return animator
        }

        func tabBarController(
            _ tabBarController: UITabBarController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            log.append("interactionController")
            return interactor
        }
    }

    /// A tab bar controller on screen with tabs A, B, C and a delegate; the recorder is reset.
    @MainActor
    struct TabScene {
        let scene = Scene()
        let tabs = UITabBarController()
        let controllers = ["A", "B", "C"].map { controller($0) }
        let delegate = TabDelegate()

        init() {
            tabs.title = "Tabs"
            tabs.viewControllers = controllers
            tabs.delegate = delegate
            scene.show(tabs)
        }

        var recorder: UIKitRecorder { scene.recorder }
    }

    @Test func theFirstControllerIsSelectedAndAllAreChildren() {
        let tabs = UITabBarController()
        #expect(tabs.selectedIndex == NSNotFound && tabs.viewControllers == nil)
        let scene = TabScene()
        #expect(scene.tabs.selectedIndex == 0 && scene.tabs.selectedViewController === scene.controllers[0])
        #expect(scene.tabs.children.map(\.title) == ["A", "B", "C"])
        #expect(scene.controllers[2].tabBarController === scene.tabs)
        #expect(scene.controllers[0].view.superview === scene.tabs.transitionView)
        #expect(scene.controllers[0].appearanceState == .appeared)
        #expect(scene.controllers[1].viewIfLoaded == nil)
    }

    @Test func replacingTheControllersKeepsTheSelectionOrItsIndexOrTheFirst() {
        let scene = TabScene()
        let (a, b, c) = (scene.controllers[0], scene.controllers[1], scene.controllers[2])
        scene.tabs.selectedIndex = 1
        scene.tabs.viewControllers = [c, b]
        #expect(scene.tabs.selectedViewController === b && scene.tabs.selectedIndex == 1)
        let d = controller("D")
        scene.tabs.viewControllers = [a, d]
        #expect(scene.tabs.selectedViewController === d)
        scene.tabs.viewControllers = [c]
        #expect(scene.tabs.selectedViewController === c)
        #expect(b.parent == nil && d.parent == nil)
        #expect(c.appearanceState == .appeared && d.appearanceState == .disappeared)
    }

    @Test func selectingAControllerThatIsNotATabIsRefused() {
        let scene = TabScene()
        scene.tabs.selectedViewController = controller("stranger")
        scene.tabs.selectedIndex = 7
        #expect(scene.tabs.selectedIndex == 0)
        #expect(scene.recorder.diagnostics(.invalidTabSelection).count == 1)
    }

    @Test func selectingByCodeSwitchesWithoutAskingShouldSelectOrCallingDidSelect() throws {
        let scene = TabScene()
        scene.tabs.selectedIndex = 2
        let context = try #require(scene.recorder.transitions.last)
        #expect(context.operation == .tabSwitch && !context.isAnimated && context.isCompleted)
        #expect(scene.delegate.log == ["animationController(A -> C)"])
        #expect(scene.controllers[2].view.superview === scene.tabs.transitionView)
        #expect(scene.controllers[0].viewIfLoaded?.superview == nil)
        #expect(
            scene.recorder.appearanceLog == [
                "A.viewWillDisappear(false)", "C.viewWillAppear(false)", "A.viewDidDisappear(false)",
                "C.viewDidAppear(false)",
            ])
    }

    @Test func aTapAsksShouldSelectAndCallsDidSelectEvenOnTheSelectedTab() {
        let scene = TabScene()
        scene.delegate.allows = false
        scene.tabs.tapTab(at: 1)
        #expect(scene.tabs.selectedIndex == 0)
        scene.delegate.allows = true
        scene.tabs.tapTab(at: 1)
        scene.tabs.tapTab(at: 1)
        #expect(scene.tabs.selectedIndex == 1)
        #expect(
            scene.delegate.log == [
                "shouldSelect(B)", "shouldSelect(B)", "animationController(A -> B)", "didSelect(B)",
                "shouldSelect(B)", "didSelect(B)",
            ])
    }

    @Test func aCustomAnimatorRunsTheSwitchThroughATransitionContext() throws {
        let scene = TabScene()
        let animator = ManualAnimator(duration: 0.25)
        scene.delegate.animator = animator
        scene.tabs.selectedIndex = 1
        let context = try #require(animator.context)
        #expect(context.operation == .tabSwitch && context.isAnimated && !context.isInteractive)
        #expect(scene.delegate.log == ["animationController(A -> B)", "interactionController"])
        #expect(context.viewController(forKey: .from) === scene.controllers[0])
        #expect(context.view(forKey: .to) === scene.controllers[1].view)
        #expect(context.containerView === scene.tabs.transitionView)
        #expect(context.initialFrame(for: scene.controllers[0]) == scene.tabs.transitionView.bounds)
        #expect(context.finalFrame(for: scene.controllers[0]) == .zero)
        #expect(scene.tabs.selectedIndex == 1)
        #expect(scene.controllers[1].transitionCoordinator != nil)
        let began = scene.recorder.transitionCalls(context.id).first
        #expect(began == .began(operation: .tabSwitch, from: "A", to: "B", animated: true))
        scene.tabs.selectedIndex = 2
        #expect(scene.recorder.diagnostics(.tabTransitionInProgress).count == 1)
        context.completeTransition(true)
        #expect(scene.tabs.selectedIndex == 1)
        #expect(scene.controllers[0].viewIfLoaded?.superview == nil)
        #expect(
            scene.recorder.appearanceLog == [
                "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "A.viewDidDisappear(true)",
                "B.viewDidAppear(true)",
            ])
        #expect(animator.endings == [true])
    }

    @Test func aCancelledInteractiveSwitchPutsTheSelectionBack() throws {
        let scene = TabScene()
        let animator = ManualAnimator(duration: 0.25)
        let interactor = UIPercentDrivenInteractiveTransition()
        scene.delegate.animator = animator
        scene.delegate.interactor = interactor
        scene.tabs.selectedIndex = 1
        let context = try #require(animator.context)
        #expect(context.isInteractive && context.interactor === interactor)
        #expect(scene.tabs.selectedIndex == 1)
        interactor.update(0.3)
        #expect(context.percentComplete == 0.3)
        interactor.cancel()
        #expect(context.transitionWasCancelled)
        context.completeTransition(false)
        #expect(scene.tabs.selectedIndex == 0)
        #expect(scene.controllers[1].view.superview == nil)
        #expect(scene.controllers[0].view.superview === scene.tabs.transitionView)
        #expect(
            scene.recorder.appearanceLog == [
                "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewWillDisappear(true)",
                "B.viewDidDisappear(true)", "A.viewWillAppear(true)", "A.viewDidAppear(true)",
            ])
        #expect(scene.recorder.diagnostics.isEmpty)
    }

    @Test func aFinishedPercentDrivenSwitchRunsItsCompletionOnTheClock() throws {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let scene = TabScene()
        let slider = SlidingAnimator(duration: 0.4, interruptible: false)
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.completionCurve = .linear
        scene.delegate.animator = slider
        scene.delegate.interactor = interactor
        scene.tabs.tapTab(at: 2)
        let context = try #require(scene.recorder.transitions.last)
        display.advanceFrame()
        interactor.update(0.5)
        display.advanceFrame()
        interactor.finish()
        let start = display.currentTime
        for _ in 0..<120 where !context.isCompleted {
            display.advanceFrame()
        }
        #expect(context.committedOutcome == true)
        #expect(abs((display.currentTime - start) - 0.2) <= display.framePeriod + 1e-9)
        #expect(scene.tabs.selectedIndex == 2)
        #expect(scene.delegate.log.last == "didSelect(C)")
        #expect(scene.controllers[2].appearanceState == .appeared)
        #expect(scene.controllers[0].appearanceState == .disappeared)
    }
}
