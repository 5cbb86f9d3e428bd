import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct UIViewPropertyAnimatorTests {
    @Test func aZeroDurationBecomesTwoTenthsOfASecond() {
        _ = HeadlessDisplay()
        #expect(UIViewPropertyAnimator(duration: 0, curve: .linear).duration == 0.2)
        #expect(UIViewPropertyAnimator(duration: 0.7, curve: .linear).duration == 0.7)
    }

    @Test func blocksRunWhenTheAnimatorStartsAndRunAlongTheCurve() {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let (view, animator) = fadingAnimator(duration: 1, curve: .easeIn)
        let log = PositionLog()
        animator.addCompletion { log($0) }
        // Pending: nothing changed yet.
        #expect(view.alpha == 1)
        #expect(animator.fractionComplete == 0)
        animator.startAnimation()
        #expect(view.alpha == 0)
        #expect(view.layer.animationKeys() == ["opacity"])
        display.advance(frames: 50)
        #expect(view.layer.presentedOpacity.isApproximatelyEqual(to: 1 - 0.315357, absoluteTolerance: 1e-5))
        // Scrubbing linearly, a pause now would hold the visual fraction.
        #expect(Double(animator.fractionComplete).isApproximatelyEqual(to: 0.315357, absoluteTolerance: 1e-5))
        display.advance(frames: 50)
        #expect(log.positions == [.end] && log.times == [1])
        #expect(animator.state == .inactive)
        #expect(view.layer.animationKeys() == nil)
        #expect(view.alpha == 0)
    }

    @Test func fractionCompleteIsClampedAndZeroWhileInactive() {
        _ = HeadlessDisplay()
        let (_, animator) = fadingAnimator()
        #expect(animator.fractionComplete == 0)
        animator.fractionComplete = 1
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 0.99999)
        animator.fractionComplete = -3
        #expect(animator.fractionComplete == 0.00001)
        animator.stopAnimation(true)
        #expect(animator.fractionComplete == 0)
    }

    @Test(arguments: [true, false])
    func scrubbingShowsTheLinearFractionUnlessScrubbingFollowsTheCurve(linear: Bool) {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let (view, animator) = fadingAnimator(duration: 1, curve: .easeIn)
        animator.scrubsLinearly = linear
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        display.advance(frames: 3)
        let shown = 1 - view.layer.presentedOpacity
        #expect(shown.isApproximatelyEqual(to: linear ? 0.5 : 0.315357, absoluteTolerance: 1e-5))
        #expect(animator.fractionComplete == 0.5)
        animator.stopAnimation(true)
    }

    @Test func reversingFlipsTheFractionAndKeepsTheViewsWhereTheyAre() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let (view, animator) = fadingAnimator()
        animator.pauseAnimation()
        animator.fractionComplete = 0.3
        let opacity = view.layer.presentedOpacity
        animator.isReversed = true
        #expect(Double(animator.fractionComplete).isApproximatelyEqual(to: 0.7, absoluteTolerance: 1e-12))
        display.advanceFrame()
        #expect(view.layer.presentedOpacity == opacity)
        animator.fractionComplete = 0.9
        #expect(view.layer.presentedOpacity.isApproximatelyEqual(to: 0.9, absoluteTolerance: 1e-6))
        animator.stopAnimation(true)
    }

    /// The percent-driven finish: paused at p, continue with nil timing and durationFactor
    /// (1 − p): the rest takes (1 − p)·duration.
    @Test func continuingFinishesInDurationFactorTimesTheDuration() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let (view, animator) = fadingAnimator(duration: 2)
        let log = PositionLog()
        animator.addCompletion { log($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.4
        display.advance(frames: 6)  // t = 0.1
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.6)
        #expect(animator.isRunning)
        // No jump at the hand-off.
        #expect(view.layer.presentedOpacity.isApproximatelyEqual(to: 0.6, absoluteTolerance: 1e-6))
        display.advance(frames: 36)  // 0.6 s later, halfway through the rest
        #expect(view.layer.presentedOpacity.isApproximatelyEqual(to: 0.3, absoluteTolerance: 1e-6))
        display.advance(frames: 35)
        #expect(log.calls.isEmpty)
        display.advanceFrame()  // t = 1.3 = 0.1 + 0.6 · 2
        #expect(log.positions == [.end])
        #expect(log.times[0].isApproximatelyEqual(to: 1.3, absoluteTolerance: 1e-12))
    }

    /// The percent-driven cancel: reverse, continue over p·duration, complete at .start with the
    /// model values back at the start.
    @Test func reversingAndContinuingCancelsToTheStart() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let (view, animator) = fadingAnimator(duration: 1)
        let log = PositionLog()
        animator.addCompletion { log($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.4
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.4)
        display.advance(frames: 2)
        #expect(view.layer.presentedOpacity.isApproximatelyEqual(to: 0.8, absoluteTolerance: 1e-6))
        display.advance(frames: 2)
        #expect(log.positions == [.start])
        #expect(log.times[0].isApproximatelyEqual(to: 0.4, absoluteTolerance: 1e-12))
        #expect(view.alpha == 1)
        #expect(view.layer.presentedOpacity == 1)
    }

    @Test func continuingWithNewTimingRestartsFromTheCurrentValues() {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let (view, animator) = fadingAnimator(duration: 1)
        let log = PositionLog()
        animator.addCompletion { log($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 0.5)
        display.advance(frames: 25)
        // Half of the remaining 0.5 s, eased in: 0.5 + 0.5 · 0.315357.
        #expect(
            (1 - view.layer.presentedOpacity).isApproximatelyEqual(to: 0.5 + 0.5 * 0.315357, absoluteTolerance: 1e-5))
        display.advance(frames: 25)
        #expect(log.times == [0.5])
    }

    @Test func continuingWithASpringFollowsTheSpringFromTheCurrentValues() {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let (view, animator) = fadingAnimator(duration: 1)
        let log = PositionLog()
        animator.addCompletion { log($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.2
        let spring = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 1, dy: 0))
        animator.continueAnimation(withTimingParameters: spring, durationFactor: 0.8)
        let timing = spring.springTiming(animatorDuration: 0.8)
        display.advance(frames: 30)
        let expected = 0.2 + 0.8 * timing.progress(at: 0.3)
        #expect((1 - view.layer.presentedOpacity).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-6))
        display.advance(frames: 50)
        #expect(log.positions == [.end])
        #expect(log.times[0].isApproximatelyEqual(to: 0.8, absoluteTolerance: 1e-9))
    }

    @Test func resumingAScrubbedCurveMapsTheFractionBackThroughTheCurve() {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let (view, animator) = fadingAnimator(duration: 1, curve: .easeInOut)
        let log = PositionLog()
        animator.addCompletion { log($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.129162  // easeInOut(0.25)
        animator.startAnimation()
        #expect(view.layer.presentedOpacity.isApproximatelyEqual(to: 1 - 0.129162, absoluteTolerance: 1e-5))
        display.advance(frames: 25)  // time 0.5 along the curve
        #expect(view.layer.presentedOpacity.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-4))
        display.advance(frames: 50)
        #expect(log.times.count == 1 && log.times[0].isApproximatelyEqual(to: 0.75, absoluteTolerance: 1e-4))
    }

    @Test func reversingWhileRunningTurnsBackAlongTheCurve() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let (view, animator) = fadingAnimator(duration: 1)
        let log = PositionLog()
        animator.addCompletion { log($0) }
        animator.startAnimation()
        display.advance(frames: 3)
        animator.isReversed = true
        #expect(animator.isRunning)
        #expect(Double(animator.fractionComplete).isApproximatelyEqual(to: 0.7, absoluteTolerance: 1e-12))
        display.advance(frames: 2)
        #expect(view.layer.presentedOpacity.isApproximatelyEqual(to: 0.9, absoluteTolerance: 1e-6))
        display.advanceFrame()
        #expect(log.positions == [.start])
        #expect(view.alpha == 1)
    }

    @Test func pausesOnCompletionHoldsTheEndWithoutCompleting() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let (view, animator) = fadingAnimator(duration: 0.5)
        let log = PositionLog()
        animator.addCompletion { log($0) }
        animator.pausesOnCompletion = true
        animator.startAnimation()
        display.advance(frames: 10)
        #expect(log.calls.isEmpty)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(view.layer.presentedOpacity == 0)
        // It can be reversed from the end.
        animator.isReversed = true
        animator.startAnimation()
        display.advance(frames: 5)
        #expect(view.layer.presentedOpacity == 1)
        #expect(animator.state == .active && log.calls.isEmpty)
        animator.pausesOnCompletion = false
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(log.positions == [.start])
    }

    @Test func animationsAddedWhileRunningTakeTheRemainingTime() {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let (view, animator) = fadingAnimator(duration: 1)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        animator.startAnimation()
        display.advance(frames: 50)
        animator.addAnimations { other.center.x = 105 }
        #expect(other.layer.presentationState().position.x == 5)
        display.advance(frames: 25)
        #expect(other.layer.presentationState().position.x.isApproximatelyEqual(to: 55, absoluteTolerance: 1e-9))
        #expect(view.layer.presentedOpacity.isApproximatelyEqual(to: 0.25, absoluteTolerance: 1e-6))
        display.advance(frames: 25)
        #expect(animator.state == .inactive)
        #expect(other.layer.presentationState().position.x == 105)
    }

    @Test func aDelayFactorStartsTheBlockLater() {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ view.center.x = 105 }, delayFactor: 0.5)
        animator.startAnimation()
        display.advance(frames: 40)
        #expect(view.layer.presentationState().position.x == 5)
        display.advance(frames: 35)
        #expect(view.layer.presentationState().position.x.isApproximatelyEqual(to: 55, absoluteTolerance: 1e-9))
    }

    @Test func stoppingLeavesTheModelAtThePresentationAndFinishingChoosesThePosition() {
        for position in UIViewAnimatingPosition.allCases {
            let display = HeadlessDisplay(framesPerSecond: 10)
            let (view, animator) = fadingAnimator(duration: 1)
            let log = PositionLog()
            animator.addCompletion { log($0) }
            animator.startAnimation()
            display.advance(frames: 4)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            #expect(view.layer.animationKeys() == nil)
            #expect(Double(view.alpha).isApproximatelyEqual(to: 0.6, absoluteTolerance: 1e-6))
            #expect(animator.fractionComplete == 0.4)
            animator.finishAnimation(at: position)
            let expected: Double =
                switch position {
                case .end: 0
                case .start: 1
                case .current: 0.6
                }
            #expect(Double(view.alpha).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-6), "\(position)")
            #expect(log.positions == [position])
        }
    }

    @Test func stoppingWithoutFinishingDiscardsTheCompletions() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let (view, animator) = fadingAnimator(duration: 1)
        let log = PositionLog()
        animator.addCompletion { log($0) }
        animator.startAnimation()
        display.advance(frames: 5)
        animator.stopAnimation(true)
        display.advance(frames: 20)
        #expect(log.calls.isEmpty)
        #expect(animator.state == .inactive)
        #expect(Double(view.alpha).isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-6))
    }

    @Test func startingAfterADelayHoldsTheStartValues() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let (view, animator) = fadingAnimator(duration: 1)
        let log = PositionLog()
        animator.addCompletion { log($0) }
        animator.startAnimation(afterDelay: 0.5)
        #expect(animator.delay == 0.5 && animator.isRunning)
        display.advance(frames: 5)
        #expect(view.layer.presentedOpacity == 1)
        display.advance(frames: 5)
        #expect(view.layer.presentedOpacity.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-6))
        display.advance(frames: 5)
        #expect(log.times == [1.5])
    }

    @Test func aPhysicalSpringRunsForItsSettlingDurationPerAxis() {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let spring = UISpringTimingParameters(
            mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 5))
        let animator = UIViewPropertyAnimator(duration: 4, timingParameters: spring)
        #expect(animator.duration == UnitSpring().settlingDuration)
        animator.addAnimations { view.center = CGPoint(x: 105, y: 105) }
        animator.startAnimation()
        display.advance(frames: 10)
        let position = view.layer.presentationState().position
        // math-reference §2.6: S1 at 0.1 is 0.340300, S4 (v0 = 5) is 0.607053.
        #expect(Double(position.x).isApproximatelyEqual(to: 5 + 100 * 0.340300, absoluteTolerance: 1e-4))
        #expect(Double(position.y).isApproximatelyEqual(to: 5 + 100 * 0.607053, absoluteTolerance: 1e-4))
    }

    @Test func aRunningAnimatorMadeInsideAnAnimationBlockIsNotInterruptible() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let view = UIView()
        var inner: UIViewPropertyAnimator?
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn) {
            inner = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 0.5, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        }
        #expect(inner?.isInterruptible == false)
        #expect((inner?.timingParameters as? UICubicTimingParameters)?.animationCurve == .easeIn)
        let outer = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.2, options: .curveEaseOut, animations: { view.alpha = 1 })
        #expect(outer.isInterruptible && outer.delay == 0.2)
        display.advance(frames: 10)
    }

    @Test func theAnimatorDrivesRealLayerAnimationsOnTheDisplaysClock() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let container = UIView()
        let (view, animator) = fadingAnimator(duration: 1)
        container.addSubview(view)
        let log = PositionLog()
        animator.addCompletion { log($0) }
        animator.startAnimation()
        display.advance(frames: 3)
        // A paused ancestor layer freezes the animation's presentation...
        let pausedTime = container.layer.convertTime(CACurrentMediaTime(), from: nil)
        container.layer.speed = 0
        container.layer.timeOffset = pausedTime
        display.advance(frames: 3)
        #expect(view.layer.presentedOpacity.isApproximatelyEqual(to: 0.7, absoluteTolerance: 1e-6))
        // ...but the animator's own end is on the display's clock.
        display.advance(frames: 4)
        #expect(log.positions == [.end])
    }

    @Test func anAnimatorStartedWithoutAnimationsCompletesAfterItsDuration() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .linear)
        let log = PositionLog()
        animator.addCompletion { log($0) }
        animator.startAnimation()
        display.advance(frames: 2)
        #expect(animator.isRunning && log.calls.isEmpty)
        display.advanceFrame()
        #expect(log.positions == [.end])
        #expect(log.times[0].isApproximatelyEqual(to: 0.3, absoluteTolerance: 1e-12))
    }

    @Test func copyingGivesAnInactiveAnimatorWithTheSameConfiguration() throws {
        _ = HeadlessDisplay()
        let (_, animator) = fadingAnimator(duration: 0.7, curve: .easeOut)
        animator.scrubsLinearly = false
        let copy = try #require(animator.copy() as? UIViewPropertyAnimator)
        #expect(copy !== animator)
        #expect(copy.duration == 0.7 && !copy.scrubsLinearly && copy.state == .inactive)
        #expect(
            (copy.timingParameters as? UICubicTimingParameters)
                === (animator.timingParameters as? UICubicTimingParameters))
    }
}
