import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// Both drive paths of uikit-semantics §3.3 on the virtual clock: scrubbing shows the
/// animation at p, and the completion lasts (1 − p)·D/s or p·D/s to within one frame.
@MainActor
@Suite struct PercentDrivenDrivingTests {
    /// A pop whose from view slides right by the container width, linearly, in `duration`.
    @MainActor
    struct Setup {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let scene: NavigationScene
        let slider: SlidingAnimator

        init(interruptible: Bool, duration: TimeInterval = 0.6) {
            slider = SlidingAnimator(duration: duration, interruptible: interruptible)
            scene = NavigationScene("A", "B", interactive: true)
            scene.delegate.animator = slider
            scene.interactor.completionCurve = .linear
        }

        var fromView: UIView { scene.controllers[1].view }
        var shownX: CGFloat { fromView.layer.presentationState().position.x }

        /// Pops and returns the context; one frame passes so the animations are committed.
        func pop() throws -> TransitionContext {
            scene.navigation.popViewController(animated: true)
            let context = try #require(scene.recorder.transitions.last)
            display.advanceFrame()
            return context
        }

        /// Advances frame by frame until the transition completes; returns the time it did.
        func runToCompletion(_ context: TransitionContext) -> CFTimeInterval? {
            for _ in 0..<600 where !context.isCompleted {
                display.advanceFrame()
            }
            return context.isCompleted ? display.currentTime : nil
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let interruptible: Bool
        let percent: CGFloat
        let cancel: Bool
        let speed: CGFloat

        var testDescription: String {
            "\(interruptible ? "path A" : "path B") \(cancel ? "cancel" : "finish") from \(percent) at speed \(speed)"
        }
    }

    nonisolated static let cases: [Case] = [false, true].flatMap { interruptible in
        [
            Case(interruptible: interruptible, percent: 0.25, cancel: false, speed: 1),
            Case(interruptible: interruptible, percent: 0.4, cancel: true, speed: 2),
            Case(interruptible: interruptible, percent: 0.7, cancel: false, speed: 0.5),
            Case(interruptible: interruptible, percent: 0.7, cancel: true, speed: 1),
        ]
    }

    @Test(arguments: cases)
    func scrubsThenCompletesInTheRemainingTime(_ testCase: Case) throws {
        let setup = Setup(interruptible: testCase.interruptible)
        let context = try setup.pop()
        let width = setup.scene.scene.window.bounds.width
        setup.scene.interactor.update(testCase.percent)
        setup.display.advanceFrame()
        #expect(abs(setup.shownX - (width / 2 + testCase.percent * width)) < 0.5)
        setup.scene.interactor.completionSpeed = testCase.speed
        let start = setup.display.currentTime
        if testCase.cancel {
            setup.scene.interactor.cancel()
        } else {
            setup.scene.interactor.finish()
        }
        let remaining = testCase.cancel ? testCase.percent : 1 - testCase.percent
        let expected = 0.6 * Double(remaining / testCase.speed)
        let end = try #require(setup.runToCompletion(context))
        #expect(abs((end - start) - expected) <= setup.display.framePeriod + 1e-9)
        #expect(context.committedOutcome == !testCase.cancel)
        #expect(setup.scene.navigation.viewControllers.count == (testCase.cancel ? 2 : 1))
        #expect(setup.scene.navigation.containerLayerTimingIsReset)
    }

    @Test func pathBMidwayOfALinearFinishIsHalfwayToTheEnd() throws {
        let setup = Setup(interruptible: false)
        let context = try setup.pop()
        let width = setup.scene.scene.window.bounds.width
        setup.scene.interactor.update(0.2)
        setup.display.advanceFrame()
        setup.scene.interactor.finish()
        setup.display.advance(by: 0.24)
        #expect(abs(setup.shownX - (width / 2 + 0.6 * width)) < width * 0.02)
        #expect(setup.runToCompletion(context) != nil)
        #expect(context.percentComplete == 0.2)
    }

    @Test func pathAPauseDuringTheCompletionRegrabs() throws {
        let setup = Setup(interruptible: true)
        let context = try setup.pop()
        setup.scene.interactor.update(0.5)
        setup.scene.interactor.cancel()
        setup.display.advance(by: 0.15)
        setup.scene.interactor.pause()
        #expect(context.state == .interrupted && context.isInteractive)
        #expect(abs(context.percentComplete - 0.25) < 0.03)
        #expect(abs(setup.scene.interactor.percentComplete - context.percentComplete) < 1e-9)
        setup.scene.interactor.update(0.6)
        setup.scene.interactor.finish()
        #expect(!context.transitionWasCancelled)
        #expect(setup.runToCompletion(context) != nil)
        #expect(context.committedOutcome == true)
        #expect(setup.scene.navigation.viewControllers.map(\.title) == ["A"])
    }

    @Test func durationZeroCompletesOnTheNextFrame() throws {
        let setup = Setup(interruptible: false, duration: 0)
        let context = try setup.pop()
        setup.scene.interactor.update(0.5)
        setup.scene.interactor.finish()
        #expect(setup.runToCompletion(context) != nil)
        #expect(context.committedOutcome == true)
    }

    @Test func pathBShowsItsAnimationsAtAnyLayerTimeAndPutsTheTimingBack() throws {
        let setup = Setup(interruptible: false)
        let context = try setup.pop()
        let width = setup.scene.scene.window.bounds.width
        setup.scene.interactor.update(0.25)
        #expect(abs((context.drivenLayerTime ?? -1) - 0.15) < 1e-9)
        let container = try #require(setup.fromView.superview?.layer)
        let timing = (container.speed, container.timeOffset, container.beginTime)
        let shown = context.showingDrivenLayerTime(0.45) { setup.shownX }
        #expect(abs((shown ?? 0) - (width / 2 + 0.75 * width)) < 0.5)
        #expect((container.speed, container.timeOffset, container.beginTime) == timing)
        #expect(abs(setup.shownX - (width / 2 + 0.25 * width)) < 0.5)
        setup.scene.interactor.finish()
        #expect(setup.runToCompletion(context) != nil)
        #expect(context.drivenLayerTime == nil)
        #expect(context.showingDrivenLayerTime(0.3) { true } == nil)
    }

    @Test func pathAHasNoDrivenLayerTime() throws {
        let setup = Setup(interruptible: true)
        let context = try setup.pop()
        setup.scene.interactor.update(0.25)
        #expect(context.drivenLayerTime == nil)
        #expect(context.showingDrivenLayerTime(0.3) { true } == nil)
    }
}

/// Slides the from view of a pop to the right by the container's width, linearly: with
/// `UIView.animate` in `animateTransition(using:)`, or with a vended property animator.
@MainActor
final class SlidingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let interruptible: Bool
    let curve: UIView.AnimationCurve
    private var propertyAnimator: UIViewPropertyAnimator?

    init(duration: TimeInterval, interruptible: Bool, curve: UIView.AnimationCurve = .linear) {
        self.duration = duration
        self.interruptible = interruptible
        self.curve = curve
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if interruptible {
            interruptibleAnimator(using: transitionContext).startAnimation()
            return
        }
        let (fromView, target) = prepare(transitionContext)
        UIView.animate(withDuration: duration, delay: 0, options: .curveLinear) {
            fromView.center.x = target
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating {
        guard interruptible else { return AbsentInterruptibleAnimator() }
        if let propertyAnimator { return propertyAnimator }
        let (fromView, target) = prepare(transitionContext)
        let made = UIViewPropertyAnimator(duration: duration, curve: curve) { fromView.center.x = target }
        made.addCompletion { position in transitionContext.completeTransition(position == .end) }
        propertyAnimator = made
        return made
    }

    private func prepare(_ context: any UIViewControllerContextTransitioning) -> (UIView, CGFloat) {
        let fromView = context.view(forKey: .from)!
        let toView = context.view(forKey: .to)!
        toView.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
        context.containerView.insertSubview(toView, belowSubview: fromView)
        return (fromView, fromView.center.x + context.containerView.bounds.width)
    }
}

extension UINavigationController {
    /// Whether the transition view's layer runs on the display's time again.
    var containerLayerTimingIsReset: Bool {
        transitionView.layer.speed == 1 && transitionView.layer.timeOffset == 0 && transitionView.layer.beginTime == 0
    }
}
