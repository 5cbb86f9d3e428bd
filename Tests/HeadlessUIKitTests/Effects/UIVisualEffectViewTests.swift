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
