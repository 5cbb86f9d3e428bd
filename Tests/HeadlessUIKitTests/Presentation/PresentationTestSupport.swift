import Testing

@testable import HeadlessUIKit

/// A window showing root "P", a controller "Q" to present with `style` through a delegate
/// vending a manual animator (and interactors, if asked).
@MainActor
struct PresentationScene {
    let scene = Scene()
    let presenter = controller("P")
    let presented = controller("Q")
    let animator = ManualAnimator()
    let delegate: TestTransitioningDelegate
    let interactor = UIPercentDrivenInteractiveTransition()

    init(_ style: UIModalPresentationStyle, interactive: Bool = false) {
        delegate = TestTransitioningDelegate(animator: animator)
        if interactive {
            delegate.presentingInteractor = interactor
            delegate.dismissingInteractor = interactor
        }
        presented.modalPresentationStyle = style
        presented.transitioningDelegate = delegate
        scene.show(presenter)
    }

    var recorder: UIKitRecorder { scene.recorder }

    /// Presents and completes with `committed`; returns the context.
    @discardableResult
    func present(committing committed: Bool = true) throws -> TransitionContext {
        presenter.present(presented, animated: true)
        let context = try #require(animator.context)
        context.completeTransition(committed)
        return context
    }

    /// Dismisses and returns the (running) context.
    func dismiss() throws -> TransitionContext {
        let before = animator.contexts.count
        presented.dismiss(animated: true)
        try #require(animator.contexts.count == before + 1)
        return try #require(animator.context)
    }
}

/// The modelled styles with whether they remove the presenter's view.
struct StyleCase: Sendable, CustomTestStringConvertible {
    let style: UIModalPresentationStyle
    let removesPresenter: Bool

    var testDescription: String { "\(style)" }

    static let all = [
        StyleCase(style: .fullScreen, removesPresenter: true),
        StyleCase(style: .automatic, removesPresenter: true),
        StyleCase(style: .currentContext, removesPresenter: true),
        StyleCase(style: .overFullScreen, removesPresenter: false),
        StyleCase(style: .overCurrentContext, removesPresenter: false),
        StyleCase(style: .custom, removesPresenter: false),
        // Without a delegate a popover adapts to the phone's compact width: a sheet, shown full screen.
        StyleCase(style: .popover, removesPresenter: true),
    ]
}
