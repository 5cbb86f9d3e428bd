import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// UIKit's built-in animations on the virtual clock: the navigation slide, the system
/// interactive pop, and the modal transition styles.
@MainActor
@Suite struct BuiltInTransitionsTests {
    @Test func defaultPushSlidesInFromTheRightWithParallax() throws {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let scene = Scene()
        let (navigation, controllers) = navigationStack(["A"])
        scene.show(navigation)
        let pushed = controller("B")
        navigation.pushViewController(pushed, animated: true)
        let width = scene.window.bounds.width
        display.advance(by: 0.175)
        let incoming = pushed.view.layer.presentationState().position.x
        let outgoing = controllers[0].view.layer.presentationState().position.x
        #expect(incoming > width / 2 && incoming < width * 1.5)
        #expect(outgoing < width / 2 && outgoing > width / 2 - width * NavigationSlideAnimator.parallax)
        display.advance(by: 0.175)
        #expect(navigation.transitionCoordinator == nil)
        #expect(scene.recorder.transitions.last?.committedOutcome == true)
        #expect(pushed.view.frame == scene.window.bounds)
        #expect(controllers[0].view.center.x == width / 2 && controllers[0].view.superview == nil)
    }

    @Test func systemInteractivePopScrubsAndCancelsBack() throws {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let scene = Scene()
        let (navigation, controllers) = navigationStack(["A", "B"])
        scene.show(navigation)
        #expect((navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)?.edges == .left)
        let interactor = try #require(navigation.beginInteractivePop())
        #expect(navigation.beginInteractivePop() == nil)
        let width = scene.window.bounds.width
        interactor.update(0.5)
        display.advanceFrame()
        #expect(abs(controllers[1].view.layer.presentationState().position.x - width) < 0.5)
        let start = display.currentTime
        interactor.cancel()
        let context = try #require(scene.recorder.transitions.last)
        while !context.isCompleted && display.currentTime < start + 1 {
            display.advanceFrame()
        }
        #expect(abs((display.currentTime - start) - 0.5 * NavigationSlideAnimator.duration) <= display.framePeriod)
        #expect(context.committedOutcome == false)
        #expect(navigation.viewControllers.map(\.title) == ["A", "B"])
        #expect(controllers[1].view.center.x == width / 2)
        #expect(controllers[0].view.superview == nil)
        #expect(
            scene.recorder.appearanceLog == [
                "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewWillDisappear(true)",
                "A.viewDidDisappear(true)", "B.viewWillAppear(true)", "B.viewDidAppear(true)",
            ])
    }

    @Test func systemInteractivePopIsOffWithACustomPopAnimator() {
        let scene = NavigationScene("A", "B")
        #expect(scene.navigation.beginInteractivePop() == nil)
        #expect(scene.navigation.viewControllers.count == 2)
        #expect(NavigationScene("A").navigation.beginInteractivePop() == nil)
    }

    @Test(arguments: [UIModalTransitionStyle.coverVertical, .crossDissolve, .flipHorizontal])
    func modalStylesPresentAndDismissOnTheClock(_ style: UIModalTransitionStyle) throws {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let scene = Scene()
        let presenter = controller("P")
        scene.show(presenter)
        let presented = controller("Q")
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = style
        var presentedAt: CFTimeInterval?
        presenter.present(presented, animated: true) { presentedAt = display.currentTime }
        let duration = style == .flipHorizontal ? 0.6 : 0.3
        display.advance(by: duration / 2)
        let midway = presented.view.layer.presentationState()
        switch style {
        case .coverVertical: #expect(midway.position.y > scene.window.bounds.midY)
        case .crossDissolve: #expect(midway.opacity > 0 && midway.opacity < 1)
        default: #expect(midway.transform != CATransform3DIdentity)
        }
        display.advance(by: duration)
        #expect(abs((presentedAt ?? -1) - duration) <= display.framePeriod)
        #expect(presented.view.frame == scene.window.bounds && presented.view.alpha == 1)
        #expect(presented.view.transform3D == CATransform3DIdentity)
        #expect(presenter.view.window == nil)
        var dismissed = false
        presented.dismiss(animated: true) { dismissed = true }
        display.advance(by: duration + display.framePeriod)
        #expect(dismissed)
        #expect(scene.window.subviews.map { $0 } == [presenter.view])
        #expect(presenter.view.transform3D == CATransform3DIdentity && presenter.view.alpha == 1)
        #expect(scene.recorder.diagnostics.isEmpty)
    }
}
