import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct UIViewKeyframeTests {
    @Test func aKeyframeBecomesAKeyframeAnimationWithUIKitsArrays() throws {
        _ = HeadlessDisplay()
        let view = UIView()
        UIView.animateKeyframes(withDuration: 10, delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { view.alpha = 0 }
        }
        let animation = try #require(view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
        #expect(animation.keyTimes?.map(\.doubleValue) == [0, 0.1, 1])
        #expect(animation.values?.compactMap { $0 as? Double } == [1, 0, 0])
        #expect(animation.calculationMode == .linear)
        #expect(animation.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        #expect(animation.fillMode == .both)
        #expect(animation.duration == 10)
    }

    @Test func keyframesReachTheirValuesAtTheirRelativeTimesAndHoldBetween() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let log = CompletionLog()
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(
            withDuration: 2, delay: 0, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { view.center.x = 105 }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { view.center.x = 5 }
            },
            completion: { log($0) }
        )
        #expect(view.center.x == 5)
        func x() -> Double { Double(view.layer.presentationState().position.x) }
        display.advance(frames: 4)  // 0.2 of the way: before the first keyframe.
        #expect(x().isApproximatelyEqual(to: 5))
        display.advance(frames: 2)  // 0.3: a fifth into the first keyframe.
        #expect(x().isApproximatelyEqual(to: 25))
        display.advance(frames: 6)  // 0.6: holding.
        #expect(x().isApproximatelyEqual(to: 105))
        display.advance(frames: 5)  // 0.85: 40% into the second.
        #expect(x().isApproximatelyEqual(to: 65))
        display.advance(frames: 3)
        #expect(log.times == [2])
    }

    @Test func theCalculationModeComesFromTheOptions() throws {
        _ = HeadlessDisplay()
        let view = UIView()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeDiscrete) {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        }
        let animation = try #require(view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
        #expect(animation.calculationMode == .discrete)
        #expect(animation.keyTimes?.map(\.doubleValue) == [0, 0.5, 1])
        #expect(animation.values?.compactMap { $0 as? Double } == [1, 0])
        for (option, mode) in [
            (UIView.KeyframeAnimationOptions.calculationModePaced, CAAnimationCalculationMode.paced),
            (.calculationModeCubic, .cubic), (.calculationModeCubicPaced, .cubicPaced),
        ] {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: option) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 1 }
            }
            #expect((view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)?.calculationMode == mode)
        }
    }

    @Test func changesOutsideKeyframesSpanTheWholeAnimation() throws {
        _ = HeadlessDisplay()
        let view = UIView()
        UIView.animateKeyframes(withDuration: 1, delay: 0.5, options: []) {
            view.alpha = 0
        }
        let animation = try #require(view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
        #expect(animation.keyTimes?.map(\.doubleValue) == [0, 1])
        #expect(animation.beginTime == 0.5)
    }

    @Test func addKeyframeOutsideAKeyframeBlockIsReportedAndNotAnimated() {
        let display = HeadlessDisplay()
        let view = UIView()
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
        #expect(view.alpha == 0)
        #expect(view.layer.animationKeys() == nil)
        #expect(display.diagnostics.map(\.code) == [.keyframeOutsideBlock])
    }

    @Test func aZeroDurationAppliesTheKeyframesAtOnce() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let view = UIView()
        let log = CompletionLog()
        UIView.animateKeyframes(
            withDuration: 0, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
            },
            completion: { log($0) }
        )
        #expect(view.layer.animationKeys() == nil)
        display.advanceFrame()
        #expect(log.flags == [true])
    }
}
