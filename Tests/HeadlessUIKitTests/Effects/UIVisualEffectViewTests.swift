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

    @Test func theEffectCanBeAnimatedToNilAndIsSetAtOnce() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        UIView.animate(withDuration: 0.3) { view.effect = nil }
        #expect(view.effect == nil)
        display.advance(by: 0.4)
        #expect(view.effect == nil)
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
