import Testing

@testable import HeadlessUIKit

/// Exact ordered appearance logs of presentations and dismissals, per style, finished and
/// cancelled (uikit-semantics §5.1, §5.2, §1.3).
@MainActor
@Suite struct PresentationAppearanceSequenceTests {
    @Test(arguments: StyleCase.all)
    func finishedPresentation(_ style: StyleCase) throws {
        let scene = PresentationScene(style.style)
        try scene.present()
        let expected =
            style.removesPresenter
            ? [
                "P.viewWillDisappear(true)", "Q.viewWillAppear(true)", "P.viewDidDisappear(true)",
                "Q.viewDidAppear(true)",
            ]
            : ["Q.viewWillAppear(true)", "Q.viewDidAppear(true)"]
        #expect(scene.recorder.appearanceLog == expected)
        #expect(scene.presenter.presentedViewController === scene.presented)
        #expect(scene.presented.presentingViewController === scene.presenter)
        #expect((scene.presenter.view.window != nil) == !style.removesPresenter)
        #expect(scene.presented.view.window === scene.scene.window)
        #expect(!scene.presented.isBeingPresented)
    }

    @Test(arguments: StyleCase.all)
    func cancelledPresentationUnlinksAndReverses(_ style: StyleCase) throws {
        let scene = PresentationScene(style.style)
        try scene.present(committing: false)
        let expected =
            style.removesPresenter
            ? [
                "P.viewWillDisappear(true)", "Q.viewWillAppear(true)", "Q.viewWillDisappear(true)",
                "Q.viewDidDisappear(true)", "P.viewWillAppear(true)", "P.viewDidAppear(true)",
            ]
            : ["Q.viewWillAppear(true)", "Q.viewWillDisappear(true)", "Q.viewDidDisappear(true)"]
        #expect(scene.recorder.appearanceLog == expected)
        #expect(scene.presenter.presentedViewController == nil)
        #expect(scene.presented.presentingViewController == nil)
        #expect(scene.presenter.view.window === scene.scene.window)
        #expect(scene.presented.view.window == nil)
    }

    @Test(arguments: StyleCase.all)
    func finishedDismissal(_ style: StyleCase) throws {
        let scene = PresentationScene(style.style)
        try scene.present()
        scene.recorder.reset()
        let context = try scene.dismiss()
        #expect(scene.presented.isBeingDismissed)
        context.completeTransition(true)
        let expected =
            style.removesPresenter
            ? [
                "Q.viewWillDisappear(true)", "P.viewWillAppear(true)", "Q.viewDidDisappear(true)",
                "P.viewDidAppear(true)",
            ]
            : ["Q.viewWillDisappear(true)", "Q.viewDidDisappear(true)"]
        #expect(scene.recorder.appearanceLog == expected)
        #expect(scene.presenter.presentedViewController == nil)
        #expect(scene.presented.presentingViewController == nil)
        #expect(scene.presented.view.window == nil)
        #expect(scene.presenter.view.superview === scene.scene.window)
        #expect(scene.presenter.view.frame == scene.scene.window.bounds)
        #expect(scene.scene.window.subviews.map { $0 } == [scene.presenter.view])
        #expect(!scene.presented.isBeingDismissed)
    }

    @Test(arguments: StyleCase.all)
    func cancelledInteractiveDismissal(_ style: StyleCase) throws {
        let scene = PresentationScene(style.style, interactive: true)
        try scene.present()
        scene.recorder.reset()
        let context = try scene.dismiss()
        scene.interactor.update(0.4)
        scene.interactor.cancel()
        context.completeTransition(!context.transitionWasCancelled)
        let expected =
            style.removesPresenter
            ? [
                "Q.viewWillDisappear(true)", "P.viewWillAppear(true)", "P.viewWillDisappear(true)",
                "P.viewDidDisappear(true)", "Q.viewWillAppear(true)", "Q.viewDidAppear(true)",
            ]
            : ["Q.viewWillDisappear(true)", "Q.viewWillAppear(true)", "Q.viewDidAppear(true)"]
        #expect(scene.recorder.appearanceLog == expected)
        #expect(scene.presenter.presentedViewController === scene.presented)
        #expect(scene.presented.view.window === scene.scene.window)
        if style.removesPresenter {
            // §1.3: UIKit does not remove the `.to` view the animator inserted; the animator must.
            #expect(scene.presenter.view.superview === context.containerView)
        } else {
            #expect(context.view(forKey: .to) == nil)
        }
    }

    @Test func dismissingAChainAnimatesOnlyTheTop() throws {
        let scene = PresentationScene(.fullScreen)
        try scene.present()
        let top = controller("R")
        top.modalPresentationStyle = .overFullScreen
        top.transitioningDelegate = scene.delegate
        scene.presented.present(top, animated: true)
        try #require(scene.animator.context).completeTransition(true)
        scene.recorder.reset()
        var completed = 0
        scene.presenter.dismiss(animated: true) { completed += 1 }
        let context = try #require(scene.animator.context)
        #expect(context.viewController(forKey: .from) === top)
        #expect(context.viewController(forKey: .to) === scene.presenter)
        #expect(context.view(forKey: .to) === scene.presenter.view)
        #expect(scene.presented.view.window == nil)
        context.completeTransition(true)
        #expect(completed == 1)
        #expect(
            scene.recorder.appearanceLog == [
                "R.viewWillDisappear(true)", "Q.viewWillDisappear(false)", "P.viewWillAppear(true)",
                "R.viewDidDisappear(true)", "Q.viewDidDisappear(false)", "P.viewDidAppear(true)",
            ])
        #expect(scene.presenter.presentedViewController == nil)
        #expect(scene.presented.presentedViewController == nil && top.presentingViewController == nil)
        #expect(scene.scene.window.subviews.map { $0 } == [scene.presenter.view])
    }
}
