import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// Views, frames, presentation-controller callbacks and refusals of presentations
/// (uikit-semantics §1.1, §5.3).
@MainActor
@Suite struct PresentationRulesTests {
    @Test(arguments: StyleCase.all)
    func viewForKeyIsNilForAPresenterThatStays(_ style: StyleCase) throws {
        let scene = PresentationScene(style.style)
        let presentation = try scene.present()
        #expect((presentation.view(forKey: .from) === scene.presenter.view) == style.removesPresenter)
        #expect(presentation.view(forKey: .from) == nil || style.removesPresenter)
        #expect(presentation.view(forKey: .to) === scene.presented.view)
        let dismissal = try scene.dismiss()
        #expect(dismissal.view(forKey: .from) === scene.presented.view)
        #expect((dismissal.view(forKey: .to) == nil) == !style.removesPresenter)
        dismissal.completeTransition(true)
    }

    @Test func framesFollowTheTableForAFullScreenPresentation() throws {
        let scene = PresentationScene(.fullScreen)
        let bounds = scene.scene.window.bounds
        scene.presenter.present(scene.presented, animated: true)
        let context = try #require(scene.animator.context)
        #expect(context.initialFrame(for: scene.presenter) == bounds)
        #expect(context.finalFrame(for: scene.presenter) == .zero)
        #expect(context.initialFrame(for: scene.presented) == .zero)
        #expect(context.finalFrame(for: scene.presented) == bounds)
        #expect(context.finalFrame(for: controller("stranger")) == .zero)
        context.completeTransition(true)
        let dismissal = try scene.dismiss()
        #expect(dismissal.initialFrame(for: scene.presented) == bounds)
        #expect(dismissal.finalFrame(for: scene.presented) == .zero)
        #expect(dismissal.initialFrame(for: scene.presenter) == .zero)
        #expect(dismissal.finalFrame(for: scene.presenter) == bounds)
    }

    @Test func customPresentationUsesThePresentationControllerFrameAndKeepsThePresenter() throws {
        let scene = PresentationScene(.custom)
        var calls: [String] = []
        scene.delegate.makePresentationController = { presented, presenting in
            HalfHeightPresentationController(presented: presented, presenting: presenting) { calls.append($0) }
        }
        scene.presenter.present(scene.presented, animated: true)
        let context = try #require(scene.animator.context)
        #expect(context.finalFrame(for: scene.presented) == CGRect(x: 0, y: 240, width: 320, height: 240))
        #expect(context.finalFrame(for: scene.presenter) == scene.scene.window.bounds)
        #expect(context.presentationStyle == .custom)
        #expect(calls == ["presentationTransitionWillBegin"])
        context.completeTransition(true)
        #expect(calls == ["presentationTransitionWillBegin", "presentationTransitionDidEnd(true)"])
        #expect(scene.presented.presentationController is HalfHeightPresentationController)
        let dismissal = try scene.dismiss()
        dismissal.completeTransition(false)
        #expect(calls.suffix(2) == ["dismissalTransitionWillBegin", "dismissalTransitionDidEnd(false)"])
    }

    @Test func customPresentationCallsTheAnimatorEvenWhenNotAnimated() throws {
        let scene = PresentationScene(.custom)
        scene.presenter.present(scene.presented, animated: false)
        let context = try #require(scene.animator.context)
        #expect(!context.isAnimated)
        context.completeTransition(true)
        #expect(scene.presenter.presentedViewController === scene.presented)
    }

    @Test func nonAnimatedBuiltInPresentationCompletesAtOnce() {
        let scene = PresentationScene(.fullScreen)
        scene.presented.transitioningDelegate = nil
        var completed = false
        scene.presenter.present(scene.presented, animated: false) { completed = true }
        #expect(completed)
        #expect(scene.presented.view.frame == scene.scene.window.bounds)
        #expect(scene.presenter.view.window == nil)
        scene.presented.dismiss(animated: false)
        #expect(scene.presenter.view.superview === scene.scene.window)
        #expect(scene.presented.view.window == nil)
    }

    @Test func currentContextPresentsOverTheDefiningController() throws {
        let scene = Scene()
        let (navigation, controllers) = navigationStack(["A", "B"])
        navigation.definesPresentationContext = true
        let container = controller("Container")
        container.addChild(navigation)
        container.view.frame = scene.window.bounds
        navigation.view.frame = CGRect(x: 0, y: 100, width: 320, height: 380)
        container.view.addSubview(navigation.view)
        navigation.didMove(toParent: container)
        scene.show(container)
        let presented = controller("Q")
        presented.modalPresentationStyle = .overCurrentContext
        controllers[1].present(presented, animated: false)
        #expect(presented.presentingViewController === navigation)
        #expect(navigation.presentedViewController === presented)
        #expect(controllers[1].presentedViewController === presented)
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 320, height: 380))
        #expect(presented.view.convert(presented.view.bounds, to: nil) == navigation.view.frame)
    }

    // MARK: Refusals (§5.3)

    @Test func presentingAnActiveControllerIsRefused() throws {
        let scene = PresentationScene(.fullScreen)
        try scene.present()
        let other = controller("O")
        scene.scene.window.addSubview(other.view)
        scene.presented.present(scene.presenter, animated: true)
        scene.presented.present(scene.presented, animated: true)
        let (navigation, children) = navigationStack(["A"])
        _ = navigation
        scene.presented.present(children[0], animated: true)
        let messages = scene.recorder.diagnostics(.presentingActiveController).map(\.message)
        #expect(
            messages == [
                "Application tried to present modally an active controller <UIViewController: P>.",
                "Application tried to present modally a view controller <UIViewController: Q> that is already being "
                    + "presented by <UIViewController: P>.",
                "Application tried to present modally an active controller <UIViewController: A>.",
            ])
        #expect(scene.presented.presentedViewController == nil)
    }

    @Test func presentingWhileAPresentationIsInProgressIsRefused() throws {
        let scene = PresentationScene(.fullScreen)
        scene.presenter.present(scene.presented, animated: true)
        let second = controller("S")
        scene.presenter.present(second, animated: true)
        scene.presented.dismiss(animated: true)
        #expect(
            scene.recorder.diagnostics(.presentationInProgress).map(\.message) == [
                "Attempt to present <UIViewController: S> on <UIViewController: P> (from <UIViewController: P>) "
                    + "while a presentation is in progress."
            ])
        #expect(scene.recorder.diagnostics(.dismissalInProgress).count == 1)
        #expect(second.presentingViewController == nil)
        try #require(scene.animator.context).completeTransition(true)
        scene.presenter.present(second, animated: true)
        #expect(scene.recorder.diagnostics(.alreadyPresenting).count == 1)
    }

    @Test(arguments: [UIModalPresentationStyle.pageSheet, .formSheet, .none])
    func unmodelledStylesAreRefused(_ style: UIModalPresentationStyle) {
        let scene = PresentationScene(style)
        scene.presenter.present(scene.presented, animated: true)
        #expect(scene.recorder.diagnostics(.unsupportedPresentationStyle).count == 1)
        #expect(scene.presenter.presentedViewController == nil)
        #expect(scene.animator.contexts.isEmpty)
    }

    @Test func partialCurlAndPresentersOutsideAWindowAreRefused() {
        let scene = PresentationScene(.fullScreen)
        scene.presented.modalTransitionStyle = .partialCurl
        scene.presenter.present(scene.presented, animated: true)
        #expect(scene.recorder.diagnostics(.unsupportedTransitionStyle).count == 1)
        let loose = controller("L")
        loose.present(controller("M"), animated: true)
        #expect(scene.recorder.diagnostics(.presenterNotInWindow).count == 1)
        #expect(loose.presentedViewController == nil)
    }
}

/// A presentation controller that shows the presented view in the lower half and logs its
/// callbacks.
@MainActor
final class HalfHeightPresentationController: UIPresentationController {
    let log: (String) -> Void

    init(presented: UIViewController, presenting: UIViewController?, log: @escaping (String) -> Void) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() { log("presentationTransitionWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { log("presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { log("dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log("dismissalTransitionDidEnd(\(completed))") }
}
