import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// Interaction controllers of presentations: asked only with the delegate's animator, and
/// cancellation unlinks.
@MainActor
@Suite struct InteractivePresentationTests {
    @Test func interactivePresentationCancelledUnlinksAndRemovesTheContainer() throws {
        let scene = PresentationScene(.overFullScreen, interactive: true)
        scene.presenter.present(scene.presented, animated: true)
        let context = try #require(scene.animator.context)
        #expect(context.isInteractive && scene.presented.isBeingPresented)
        scene.interactor.update(0.1)
        scene.interactor.cancel()
        context.completeTransition(!context.transitionWasCancelled)
        #expect(scene.presenter.presentedViewController == nil)
        #expect(!scene.presented.isBeingPresented)
        #expect(scene.scene.window.subviews.map { $0 } == [scene.presenter.view])
        #expect(scene.recorder.diagnostics.isEmpty)
    }

    @Test func interactionControllerIsNotAskedWithoutTheDelegatesAnimator() {
        let display = HeadlessDisplay()
        let scene = PresentationScene(.fullScreen, interactive: true)
        scene.delegate.presentingAnimator = nil
        scene.presenter.present(scene.presented, animated: true)
        #expect(scene.presenter.presentedViewController === scene.presented)
        #expect(scene.recorder.transitions.first?.interactor == nil)
        #expect(scene.recorder.transitions.first?.isCompleted == false)
        display.advance(by: 0.3)
        #expect(scene.recorder.transitions.first?.isCompleted == true)
        #expect(scene.presented.view.frame == scene.scene.window.bounds)
    }
}
