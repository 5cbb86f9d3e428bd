import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// Records completion calls as (time, finished).
@MainActor
final class CompletionLog {
    var calls: [(time: CFTimeInterval, finished: Bool)] = []

    func callAsFunction(_ finished: Bool) {
        calls.append((CACurrentMediaTime(), finished))
    }

    var times: [CFTimeInterval] { calls.map(\.time) }
    var flags: [Bool] { calls.map(\.finished) }
}

@MainActor
@Suite struct UIViewAnimateTests {
    @Test func modelValuesChangeAtOnceAndPresentationValuesFollowTheCurve() {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1) {
            view.center = CGPoint(x: 150, y: 50)
            view.alpha = 0
        }
        #expect(view.center == CGPoint(x: 150, y: 50))
        #expect(view.alpha == 0)
        #expect(view.layer.presentationState().position == CGPoint(x: 50, y: 50))
        display.advance(frames: 25)
        // Ease in-out at 0.25: 0.129162.
        #expect(
            Double(view.layer.presentationState().position.x).isApproximatelyEqual(
                to: 50 + 100 * 0.129162, absoluteTolerance: 1e-4))
        #expect(view.layer.presentedOpacity.isApproximatelyEqual(to: 1 - 0.129162, absoluteTolerance: 1e-5))
        display.advance(frames: 75)
        #expect(view.layer.presentationState().position == CGPoint(x: 150, y: 50))
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func uikitAnimatesPositionAndBoundsAdditivelyAsIOS8Does() throws {
        _ = HeadlessDisplay()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        UIView.animate(withDuration: 0.3) {
            view.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            view.center = CGPoint(x: 10, y: 20)
        }
        #expect(view.layer.animationKeys() == ["bounds.origin", "bounds.size", "position"])
        let size = try #require(view.layer.animation(forKey: "bounds.size") as? CABasicAnimation)
        #expect(size.isAdditive)
        #expect(size.fromValue as? CGSize == CGSize(width: 100, height: 100))
        #expect(size.toValue as? CGSize == CGSize.zero)
        #expect(size.fillMode == .both)
        #expect(size.duration == 0.3)
        #expect(size.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        let position = try #require(view.layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(position.fromValue as? CGPoint == CGPoint(x: 90, y: 80))
    }

    @Test func theCompletionRunsAtTheEndFinished() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let view = UIView()
        let log = CompletionLog()
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0.5 }, completion: { log($0) })
        display.advance(frames: 29)
        #expect(log.calls.isEmpty)
        display.advanceFrame()
        #expect(log.times == [0.5])
        #expect(log.flags == [true])
    }

    @Test func aDelayIsHonouredWithTheStartValueShownMeanwhile() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let view = UIView()
        let log = CompletionLog()
        UIView.animate(
            withDuration: 1, delay: 0.5, options: [.curveLinear], animations: { view.alpha = 0 },
            completion: { log($0) })
        display.advance(frames: 4)
        #expect(view.layer.presentedOpacity == 1)
        display.advance(frames: 6)
        #expect(view.layer.presentedOpacity.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-6))
        display.advance(frames: 5)
        #expect(log.times == [1.5])
    }

    @Test(arguments: [0.0, -1.0])
    func aDurationOfZeroOrLessAppliesAtOnceAndCompletesAtTheNextFrame(duration: Double) {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let view = UIView()
        display.advanceFrame()
        let log = CompletionLog()
        UIView.animate(withDuration: duration, animations: { view.alpha = 0 }, completion: { log($0) })
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentedOpacity == 0)
        #expect(log.calls.isEmpty)
        display.advanceFrame()
        #expect(log.times == [0.2])
        #expect(log.flags == [true])
    }

    @Test func aBlockThatAnimatesNothingCompletesWithoutWaitingForTheDuration() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let log = CompletionLog()
        UIView.animate(withDuration: 5, animations: {}, completion: { log($0) })
        display.advanceFrame()
        #expect(log.times == [0.1])
    }

    @Test func replacingANonAdditiveAnimationFinishesTheFirstCompletionUnfinished() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let view = UIView()
        let first = CompletionLog()
        let second = CompletionLog()
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { first($0) })
        display.advance(frames: 3)
        UIView.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { second($0) })
        display.advanceFrame()
        #expect(first.flags == [false])
        #expect(first.times == [0.4])
        display.advance(frames: 10)
        #expect(second.flags == [true])
        #expect(second.times == [1.3])
    }

    @Test func additiveAnimationsBlendAndBothCompletionsFinish() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let first = CompletionLog()
        let second = CompletionLog()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.y = 100 },
            completion: { first($0) })
        display.advance(frames: 5)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.y = 5 },
            completion: { second($0) })
        // No jump: still at 52.5 (5 + 0.5 · 95).
        #expect(view.layer.presentationState().position.y.isApproximatelyEqual(to: 52.5, absoluteTolerance: 1e-9))
        #expect(view.layer.animationKeys()?.count == 2)
        display.advance(frames: 5)
        #expect(first.flags == [true])
        #expect(first.times == [1])
        display.advance(frames: 5)
        #expect(second.flags == [true])
        #expect(second.times == [1.5])
        #expect(view.layer.presentationState().position.y == 5)
    }

    @Test func beginFromCurrentStateStartsANonAdditiveAnimationWhereTheViewIs() throws {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let view = UIView()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        display.advance(frames: 4)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
            animations: {
                view.alpha = 1
            })
        let animation = try #require(view.layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect((animation.fromValue as? Double)?.isApproximatelyEqual(to: 0.6, absoluteTolerance: 1e-6) == true)
        #expect(view.layer.presentedOpacity.isApproximatelyEqual(to: 0.6, absoluteTolerance: 1e-6))
        // Without it the animation starts from the old model value: a jump.
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        #expect(view.layer.presentedOpacity == 1)
    }

    @Test func nestedBlocksInheritTheOuterDurationAndCurveUnlessTheyOverride() throws {
        _ = HeadlessDisplay()
        let view = UIView()
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear) {
            #expect(UIView.inheritedAnimationDuration == 2)
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseIn) { view.alpha = 0 }
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveEaseIn, .overrideInheritedDuration]) {
                view.center = CGPoint(x: 3, y: 3)
            }
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveEaseIn, .overrideInheritedCurve]) {
                view.layer.cornerRadius = 4
            }
        }
        #expect(UIView.inheritedAnimationDuration == 0)
        let opacity = try #require(view.layer.animation(forKey: "opacity"))
        #expect(opacity.duration == 2 && opacity.timingFunction == CAMediaTimingFunction(name: .linear))
        let position = try #require(view.layer.animation(forKey: "position"))
        #expect(position.duration == 0.5 && position.timingFunction == CAMediaTimingFunction(name: .linear))
        let corner = try #require(view.layer.animation(forKey: "cornerRadius"))
        #expect(corner.duration == 2 && corner.timingFunction == CAMediaTimingFunction(name: .easeIn))
    }

    @Test func performWithoutAnimationAndDisabledAnimationsMakeNoAnimations() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let view = UIView()
        let log = CompletionLog()
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 0.5 }
        }
        #expect(view.layer.animationKeys() == nil)
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { log($0) })
        UIView.setAnimationsEnabled(true)
        #expect(view.layer.animationKeys() == nil)
        display.advanceFrame()
        #expect(log.flags == [true])
        // The setting belongs to the display: a new display has animations enabled.
        UIView.setAnimationsEnabled(false)
        _ = HeadlessDisplay()
        #expect(UIView.areAnimationsEnabled)
    }

    @Test func repeatAndAutoreverseOptionsRepeatTheAnimation() throws {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let view = UIView()
        let log = CompletionLog()
        UIView.animate(
            withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
            animations: {
                view.alpha = 0
            },
            completion: { log($0) }
        )
        let animation = try #require(view.layer.animation(forKey: "opacity"))
        #expect(animation.repeatCount == .infinity && animation.autoreverses)
        display.advance(frames: 15)
        #expect(view.layer.presentedOpacity.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-6))
        display.advance(frames: 100)
        #expect(log.calls.isEmpty)
        view.layer.removeAllAnimations()
        display.advanceFrame()
        #expect(log.flags == [false])
    }

    @Test func springAnimationsUseTheDurationDrivenSpring() throws {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let log = CompletionLog()
        UIView.animate(
            withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 2, options: [],
            animations: { view.center.x = 105 },
            completion: { log($0) }
        )
        let animation = try #require(view.layer.animation(forKey: "position") as? CASpringAnimation)
        let expected = SpringTiming(duration: 0.8, dampingRatio: 0.5, initialVelocity: 2)
        #expect(Double(animation.stiffness) == expected.spring.stiffness)
        #expect(Double(animation.initialVelocity) == 2)
        #expect(animation.duration == 0.8)
        display.advance(frames: 30)
        let expectedX = 5 + 100 * expected.progress(at: 0.3)
        #expect(
            Double(view.layer.presentationState().position.x).isApproximatelyEqual(
                to: expectedX, absoluteTolerance: 1e-9))
        display.advance(frames: 50)
        #expect(log.times.count == 1 && log.times[0].isApproximatelyEqual(to: 0.8, absoluteTolerance: 1e-9))
    }

    @Test func iOS17SpringsRunForTheirSettlingDuration() throws {
        _ = HeadlessDisplay()
        let view = UIView()
        UIView.animate(springDuration: 0.5, bounce: 0.3) { view.alpha = 0 }
        let animation = try #require(view.layer.animation(forKey: "opacity") as? CASpringAnimation)
        #expect(animation.duration == UnitSpring(perceptualDuration: 0.5, bounce: 0.3).settlingDuration)
    }

    @Test func onlyThePropertiesUIKitAnimatesGetAnimations() {
        _ = HeadlessDisplay()
        let view = UIView()
        UIView.animate(withDuration: 1) {
            view.isHidden = true
            view.layer.zPosition = 3
            view.layer.anchorPoint = .zero
            view.backgroundColor = .red
            view.transform = CGAffineTransform(rotationAngle: 1)
        }
        #expect(view.layer.animationKeys() == ["backgroundColor", "transform"])
    }
}
