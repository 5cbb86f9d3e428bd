import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// Alongside animations registered in `viewWillAppear` follow the scrubbing.
@MainActor
@Suite struct AlongsideScrubbingTests {
    @Test(arguments: [false, true])
    func alongsideAnimationFollowsTheInteraction(interruptible: Bool) throws {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let slider = SlidingAnimator(duration: 0.6, interruptible: interruptible)
        let scene = NavigationScene("A", "B", interactive: true)
        scene.delegate.animator = slider
        let revealed = scene.controllers[0]
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        revealed.view.addSubview(badge)
        scene.navigation.popViewController(animated: true)
        let coordinator = try #require(scene.navigation.transitionCoordinator)
        coordinator.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: nil)
        display.advanceFrame()
        scene.interactor.update(0.5)
        display.advanceFrame()
        #expect(abs(badge.layer.presentationState().opacity - 0.5) < 0.02)
        scene.interactor.finish()
        display.advance(by: 0.5)
        #expect(scene.recorder.transitions.last?.committedOutcome == true)
        #expect(badge.alpha == 0)
    }
}
