import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// Non-animated presentations, dismissals, pushes and pops with custom delegates
/// (docs/transitions.md, "Non-animated transitions"): only `.custom` presentations and
/// dismissals call the app's animator, with `isAnimated` false [DOC isAnimated]; the others
/// change at once without it.
@MainActor
@Suite struct NonAnimatedTransitionTests {
    /// Records every `animateTransition(using:)` with its `isAnimated`; when not animated it
    /// installs the final views and completes at once, as Apple asks; when animated it moves
    /// the incoming view for `duration` (or, with `ignoresIsAnimated`, always).
    @MainActor
    final class CheckingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let duration: TimeInterval
        let ignoresIsAnimated: Bool
        private(set) var calls: [Bool] = []

        init(duration: TimeInterval = 0.4, ignoresIsAnimated: Bool = false) {
            self.duration = duration
            self.ignoresIsAnimated = ignoresIsAnimated
        }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            duration
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            calls.append(transitionContext.isAnimated)
            ImmediateTransitionAnimator.placeIncomingView(transitionContext)
            guard transitionContext.isAnimated || ignoresIsAnimated else {
                transitionContext.completeTransition(true)
                return
            }
            let moving = transitionContext.view(forKey: .to) ?? transitionContext.view(forKey: .from)
            let start = moving?.center ?? .zero
            moving?.center = CGPoint(x: start.x, y: start.y + 100)
            UIView.animate(withDuration: duration) {
                moving?.center = start
            } completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    @Test func aCustomPresentationWithoutAnimationCallsTheAnimatorWithIsAnimatedFalse() throws {
        _ = HeadlessDisplay()
        let animator = CheckingAnimator()
        let scene = PresentationScene(.custom)
        scene.delegate.presentingAnimator = animator
        scene.presenter.present(scene.presented, animated: false)
        #expect(animator.calls == [false])
        let context = try #require(scene.recorder.transitions.last)
        #expect(context.isCompleted && context.committedOutcome == true)
        #expect(scene.presenter.presentedViewController === scene.presented)
        #expect(scene.presented.transitionCoordinator == nil)
    }

    @Test func aCustomDismissalWithoutAnimationCallsTheAnimatorWithIsAnimatedFalse() throws {
        _ = HeadlessDisplay()
        let animator = CheckingAnimator()
        let scene = PresentationScene(.custom)
        scene.delegate.presentingAnimator = animator
        scene.delegate.dismissingAnimator = animator
        scene.presenter.present(scene.presented, animated: false)
        scene.presented.dismiss(animated: false)
        #expect(animator.calls == [false, false])
        #expect(scene.presenter.presentedViewController == nil)
        #expect(scene.presented.viewIfLoaded?.window == nil)
    }

    @Test func aCustomAnimatorThatIgnoresIsAnimatedRunsItsAnimationAndTheTransitionStaysInFlight() throws {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let animator = CheckingAnimator(duration: 0.4, ignoresIsAnimated: true)
        let scene = PresentationScene(.custom)
        scene.delegate.presentingAnimator = animator
        scene.presenter.present(scene.presented, animated: false)
        let context = try #require(scene.recorder.transitions.last)
        #expect(animator.calls == [false])
        #expect(!context.isCompleted)
        display.advance(frames: 12)
        #expect(!context.isCompleted)
        display.advance(frames: 13)
        #expect(context.isCompleted)
    }

    @Test(arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen, .currentContext])
    func aBuiltInStylePresentedWithoutAnimationNeverCallsTheCustomAnimator(_ style: UIModalPresentationStyle) throws {
        _ = HeadlessDisplay()
        let animator = CheckingAnimator()
        let scene = PresentationScene(style)
        scene.delegate.presentingAnimator = animator
        scene.delegate.dismissingAnimator = animator
        scene.presenter.present(scene.presented, animated: false)
        let context = try #require(scene.recorder.transitions.last)
        #expect(context.isCompleted && !context.isAnimated)
        #expect(scene.presenter.presentedViewController === scene.presented)
        scene.presented.dismiss(animated: false)
        #expect(scene.presenter.presentedViewController == nil)
        #expect(animator.calls.isEmpty)
    }

    @Test func aPushAndAPopWithoutAnimationNeitherAskTheDelegateNorCallItsAnimator() throws {
        _ = HeadlessDisplay()
        let animator = CheckingAnimator()
        let scene = NavigationScene("A")
        scene.delegate.animator = animator
        let pushed = controller("B")
        scene.navigation.pushViewController(pushed, animated: false)
        #expect(scene.navigation.topViewController === pushed)
        scene.navigation.popViewController(animated: false)
        #expect(scene.navigation.topViewController === scene.controllers[0])
        #expect(animator.calls.isEmpty)
        #expect(scene.delegate.log == ["willShow(B)", "didShow(B)", "willShow(A)", "didShow(A)"])
        #expect(scene.recorder.transitions.allSatisfy { $0.isCompleted && !$0.isAnimated })
    }

    @Test func anAnimatedPushStillAsksTheDelegate() throws {
        _ = HeadlessDisplay()
        let animator = CheckingAnimator()
        let scene = NavigationScene("A")
        scene.delegate.animator = animator
        scene.navigation.pushViewController(controller("B"), animated: true)
        #expect(animator.calls == [true])
        #expect(scene.delegate.log.first == "animationControllerFor(push)")
    }
}
