import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// One test per rule of uikit-semantics §1 (the context) and §3 (the percent-driven
/// controller), each checking the hierarchy and the flags that result.
@MainActor
@Suite struct CompleteTransitionSemanticsTests {
    // MARK: §1.3 completeTransition

    @Test func completeTransitionCalledTwiceKeepsTheFirstOutcome() throws {
        let scene = NavigationScene("A", "B")
        let context = try scene.pop()
        context.completeTransition(true)
        context.completeTransition(false)
        #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
        #expect(context.committedOutcome == true)
        #expect(context.completeTransitionCallCount == 2)
        #expect(scene.animator.endings == [true])
        #expect(scene.recorder.diagnostics(.completeTransitionCalledTwice).count == 1)
        #expect(
            scene.recorder.transitionCalls(context.id).last
                == .completeTransition(didComplete: false, wasCancelled: false, percentComplete: 0, ignored: true))
    }

    @Test func completeTransitionNeverCalledLeavesTheTransitionInFlight() throws {
        let scene = NavigationScene("A", "B")
        let context = try scene.pop()
        #expect(context.state == .inFlightNonInteractive)
        #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
        #expect(scene.controllers[1].appearanceState == .disappearing)
        #expect(scene.controllers[0].appearanceState == .appearing)
        #expect(scene.navigation.transitionCoordinator != nil)
        #expect(scene.animator.endings.isEmpty)
        #expect(scene.recorder.transitions.filter { !$0.isCompleted }.map(\.id) == [context.id])
        scene.navigation.pushViewController(controller("C"), animated: true)
        #expect(scene.recorder.diagnostics(.navigationTransitionInProgress).count == 1)
        #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
    }

    @Test func completeTransitionTrueAfterCancelCommitsThePop() throws {
        let scene = NavigationScene("A", "B", interactive: true)
        let context = try scene.pop()
        scene.interactor.update(0.3)
        scene.interactor.cancel()
        #expect(context.transitionWasCancelled)
        context.completeTransition(true)
        #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
        #expect(scene.controllers[1].parent == nil)
        #expect(scene.controllers[0].appearanceState == .appeared)
        #expect(scene.controllers[1].appearanceState == .disappeared)
        #expect(scene.controllers[1].viewIfLoaded?.superview == nil)
        #expect(
            scene.recorder.transitionCalls(context.id).contains(
                .completeTransition(didComplete: true, wasCancelled: true, percentComplete: 0.3, ignored: false)))
    }

    @Test func completeTransitionFalseAfterFinishKeepsTheStack() throws {
        let scene = NavigationScene("A", "B", interactive: true)
        let context = try scene.pop()
        scene.interactor.update(0.8)
        scene.interactor.finish()
        #expect(!context.transitionWasCancelled)
        context.completeTransition(false)
        #expect(scene.navigation.viewControllers.map(\.title) == ["A", "B"])
        #expect(scene.controllers[1].parent === scene.navigation)
        #expect(scene.controllers[1].appearanceState == .appeared)
        #expect(scene.controllers[0].appearanceState == .disappeared)
        #expect(scene.controllers[0].viewIfLoaded?.superview == nil)
        #expect(scene.animator.endings == [false])
    }

    @Test func completeTransitionBeforeFinishOrCancelCommitsAndLaterCallsAreIgnored() throws {
        let scene = NavigationScene("A", "B", interactive: true)
        let context = try scene.pop()
        scene.interactor.update(0.5)
        context.completeTransition(true)
        #expect(context.state == .completed(didComplete: true))
        scene.interactor.finish()
        scene.interactor.update(0.9)
        #expect(context.percentComplete == 0.5)
        #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
        #expect(scene.recorder.diagnostics(.ignoredInteractiveCall).count == 1)
        #expect(
            scene.recorder.transitionCalls(context.id).contains(
                .finishInteractiveTransition(pending: false, ignored: true)))
    }

    @Test func completeTransitionRunsItsWorkInUIKitsOrder() throws {
        let scene = NavigationScene("A", "B")
        var order: [String] = []
        scene.animator.onEnded = { _ in order.append("animationEnded") }
        scene.recorder.onEvent = { event in
            if case .viewDidAppear = event.kind { order.append("\(event.subject).viewDidAppear") }
        }
        let context = try scene.pop()
        scene.navigation.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
            order.append("alongsideCompletion")
        }
        context.didCompleteHandlers.append { _ in order.append("didComplete") }
        context.completeTransition(true)
        #expect(order == ["A.viewDidAppear", "alongsideCompletion", "didComplete", "animationEnded"])
        #expect(scene.navigation.transitionCoordinator == nil)
    }

    // MARK: §1.2 progress and pending states

    @Test func pendingFinishBeforeTheStartIsAppliedWhenTheTransitionStarts() throws {
        let scene = NavigationScene("A", "B", interactive: true)
        scene.interactor.finish()
        #expect(scene.interactor.percentComplete == 0)
        let context = try scene.pop()
        #expect(context.state == .inFlightNonInteractive)
        #expect(!context.isInteractive && context.initiallyInteractive)
        #expect(!context.transitionWasCancelled)
        #expect(context.completionVelocity == 1)
        context.completeTransition(!context.transitionWasCancelled)
        #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
    }

    @Test func pendingCancelOnTheContextIsAppliedAtTheStart() {
        let (context, _) = standaloneContext(interactive: true)
        context.cancelInteractiveTransition()
        #expect(context.state == .pendingCancel)
        context.finishInteractiveTransition()
        #expect(context.state == .pendingFinish)
        context.cancelInteractiveTransition()
        context.start()
        #expect(context.state == .inFlightNonInteractive)
        #expect(context.transitionWasCancelled)
        #expect(context.completionVelocity == -1)
    }

    @Test func cancelThenPauseThenFinishEndsNotCancelled() {
        let (context, _) = standaloneContext(interactive: true)
        context.isInterruptible = true
        var changes: [Bool] = []
        context.coordinator.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
        context.start()
        context.updateInteractiveTransition(0.4)
        context.cancelInteractiveTransition()
        #expect(context.transitionWasCancelled && !context.isInteractive)
        context.pauseInteractiveTransition()
        #expect(context.state == .interrupted && context.isInteractive)
        #expect(context.transitionWasCancelled)
        context.finishInteractiveTransition()
        #expect(!context.transitionWasCancelled)
        #expect(changes == [false, true, false])
    }

    @Test func pauseDoesNothingWithoutAnInterruptibleAnimator() {
        let (context, _) = standaloneContext(interactive: true)
        context.start()
        context.cancelInteractiveTransition()
        context.pauseInteractiveTransition()
        #expect(context.state == .inFlightNonInteractive && !context.isInteractive)
        #expect(UIKitRecorder.current.transitionCalls(context.id).last == .pauseInteractiveTransition(applied: false))
    }

    @Test(arguments: [(-0.5, 0.0), (1.7, 1.0), (0.25, 0.25), (-.infinity, 0.0), (.infinity, 1.0)])
    func updatesOutOfRangeAreClamped(requested: Double, stored: Double) throws {
        let scene = NavigationScene("A", "B", interactive: true)
        let context = try scene.pop()
        scene.interactor.update(CGFloat(requested))
        #expect(context.percentComplete == CGFloat(stored))
        #expect(scene.interactor.percentComplete == CGFloat(stored))
        #expect(scene.navigation.transitionCoordinator?.percentComplete == CGFloat(stored))
    }

    @Test func updatesAreIgnoredUnlessInFlightAndInteractive() throws {
        let (context, _) = standaloneContext(interactive: true)
        context.updateInteractiveTransition(0.3)
        #expect(context.percentComplete == 0)
        context.start()
        context.updateInteractiveTransition(.nan)
        context.updateInteractiveTransition(0.3)
        context.finishInteractiveTransition()
        context.updateInteractiveTransition(0.9)
        #expect(context.percentComplete == 0.3)
        let calls = UIKitRecorder.current.transitionCalls(context.id).filter {
            if case .updateInteractiveTransition = $0 { return true }
            return false
        }
        #expect(calls.count == 4)
        #expect(calls[2] == .updateInteractiveTransition(requested: 0.3, applied: 0.3))
        #expect(calls[3] == .updateInteractiveTransition(requested: 0.9, applied: nil))
    }

    @Test func finishSetsPositiveAndCancelNegativeVelocityAndTheCurve() {
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.completionSpeed = 2
        interactor.completionCurve = .linear
        let (context, _) = standaloneContext(interactor: interactor)
        context.start()
        context.finishInteractiveTransition()
        #expect(context.completionVelocity == 2)
        #expect(context.completionCurve == .linear)
        let (cancelled, _) = standaloneContext(interactor: interactor)
        cancelled.start()
        cancelled.cancelInteractiveTransition()
        #expect(cancelled.completionVelocity == -2)
    }

    // MARK: §3 the percent-driven controller

    @Test(arguments: [0.0, -2.0])
    func completionSpeedAtOrBelowZeroReadsAsOne(speed: Double) throws {
        let scene = NavigationScene("A", "B", interactive: true)
        scene.interactor.completionSpeed = CGFloat(speed)
        #expect(scene.interactor.completionSpeed == 1)
        let context = try scene.pop()
        scene.interactor.cancel()
        #expect(context.completionVelocity == -1)
    }

    @Test func durationIsReadOnceAtTheStartAndZeroIsKept() throws {
        let scene = NavigationScene("A", "B", interactive: true)
        scene.animator.duration = 0
        #expect(scene.interactor.duration == 0)
        let context = try scene.pop()
        #expect(scene.interactor.duration == 0)
        #expect(context.transitionDuration == 0)
        let reads = scene.animator.durationReads
        scene.interactor.update(0.5)
        scene.interactor.finish()
        #expect(scene.animator.durationReads == reads)
        context.completeTransition(true)
        #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
    }

    @Test func interactorStartsTheAnimatorAndReportsToTheContext() throws {
        let scene = NavigationScene("A", "B", interactive: true)
        let context = try scene.pop()
        #expect(context.state == .inFlightInteractive && context.initiallyInteractive)
        scene.interactor.update(0.6)
        scene.interactor.cancel()
        let calls = scene.recorder.transitionCalls(context.id).map(\.description)
        #expect(
            calls == [
                "began(pop, from: B, to: A, animated: true)", "transitionDuration(0.3)", "interruptibleAnimator (none)",
                "started(interactive: true)",
                "startInteractiveTransition", "animateTransition", "interactor.update(0.6)",
                "updateInteractiveTransition(0.6) -> 0.6", "interactor.cancel", "cancelInteractiveTransition",
            ])
    }

    @Test func wantsInteractiveStartFalseStartsNonInteractive() throws {
        let scene = NavigationScene("A", "B", interactive: true)
        scene.interactor.wantsInteractiveStart = false
        let context = try scene.pop()
        #expect(!context.initiallyInteractive && !context.isInteractive)
        #expect(context.state == .inFlightNonInteractive)
        scene.interactor.update(0.5)
        #expect(context.percentComplete == 0)
    }
}

/// A context between two fresh controllers in a plain container, not started.
@MainActor
func standaloneContext(
    interactive: Bool = false, interactor explicitInteractor: UIPercentDrivenInteractiveTransition? = nil
) -> (TransitionContext, ManualAnimator) {
    let animator = ManualAnimator()
    let from = controller("A")
    let to = controller("B")
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let interactor = explicitInteractor ?? (interactive ? UIPercentDrivenInteractiveTransition() : nil)
    let context = TransitionContext(
        operation: .push, containerView: container, from: from, to: to, fromView: from.view, toView: to.view,
        frames: .init(finalTo: container.bounds), isAnimated: true, presentationStyle: .none, animator: animator,
        interactor: interactor)
    return (context, animator)
}
