import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct UIVisualEffectViewTests {
    @Test func theContentViewFillsTheEffectView() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        #expect(view.contentView.superview === view)
        view.frame = CGRect(x: 10, y: 10, width: 200, height: 100)
        #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    /// The usual fade of a blur: `effect = nil` in a block. The property reads nil at once; the
    /// intensity follows the block's curve, and the completion comes after the duration.
    @Test func animatingTheEffectToNilFadesTheBlurOverTheBlocksDuration() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        #expect(view.presentedEffectIntensity == 1)
        var finished: Bool?
        UIView.animate(withDuration: 0.3, animations: { view.effect = nil }, completion: { finished = $0 })
        #expect(view.effect == nil)
        display.advance(by: 0.15)
        #expect(abs(view.presentedEffectIntensity - 0.5) < 0.01)
        #expect(finished == nil, "the block is still running")
        display.advance(by: 0.2)
        #expect(finished == true)
        #expect(view.presentedEffectIntensity == 0)
    }

    /// The partial-blur idiom: a paused animator whose block removes the effect, scrubbed.
    @Test func aPausedAnimatorHoldsThePartOfTheBlurItIsScrubbedTo() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let view = UIVisualEffectView(effect: nil)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            view.effect = UIBlurEffect(style: .dark)
        }
        animator.fractionComplete = 0.3
        display.advanceFrame()
        #expect(view.effect != nil)
        #expect(abs(view.presentedEffectIntensity - 0.3) < 1e-6)
        animator.stopAnimation(true)
    }

    @Test func outsideAnAnimationTheEffectChangesAtOnceAndTheBackdropIsBehindTheContent() {
        _ = HeadlessDisplay(framesPerSecond: 60)
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        view.effect = nil
        #expect(view.presentedEffectIntensity == 0)
        #expect(view.subviews.last === view.contentView)
        #expect(view.subviews.allSatisfy { $0.frame == view.bounds })
        #expect(view.hitTest(CGPoint(x: 10, y: 10), with: nil) === view.contentView)
    }

    @Test func blurEffectsOfTheSameStyleAreEqual() {
        #expect(UIBlurEffect(style: .dark).isEqual(UIBlurEffect(style: .dark)))
        #expect(!UIBlurEffect(style: .dark).isEqual(UIBlurEffect(style: .light)))
        let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .regular))
        #expect(vibrancy.isEqual(UIVibrancyEffect(blurEffect: UIBlurEffect(style: .regular))))
    }
}

@MainActor
@Suite struct UIMotionEffectTests {
    @Test func motionEffectsAreKeptOnTheViewAndChangeNothing() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -10
        horizontal.maximumRelativeValue = 10
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal]
        view.addMotionEffect(group)
        #expect(view.motionEffects.count == 1)
        #expect(view.center == CGPoint(x: 5, y: 5))
        view.removeMotionEffect(group)
        #expect(view.motionEffects.isEmpty)
    }

    @Test func anEffectViewWithoutAnEffectHasAContentView() {
        let view = UIVisualEffectView()
        #expect(view.effect == nil)
        #expect(view.contentView.superview === view)
        let framed = UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(framed.contentView.frame.size == CGSize(width: 30, height: 20))
    }

    @Test func feedbackAccessibilityAndEditingAreInert() {
        let impact = UIImpactFeedbackGenerator(style: .light)
        impact.prepare()
        impact.impactOccurred()
        UISelectionFeedbackGenerator().selectionChanged()
        #expect(!UIAccessibility.isVoiceOverRunning)
        #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isReduceTransparencyEnabled)
        #expect(UIView().endEditing(true) == false)
    }
}
