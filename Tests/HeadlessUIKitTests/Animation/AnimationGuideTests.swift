import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct AnimationGuideTests {
    /// The example in docs/animation.md.
    @Test func theGuidesExampleWorksAsWritten() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        container.addSubview(card)

        container.layer.speed = 0
        container.layer.timeOffset = 0
        UIView.animate(
            withDuration: 0.5, delay: 0, options: .curveLinear,
            animations: {
                card.transform = CGAffineTransform(translationX: 390, y: 0)
            })
        container.layer.timeOffset = 0.2
        display.advanceFrame()
        let shownX = card.layer.presentation()?.transform.m41 ?? -1
        #expect(shownX.isApproximatelyEqual(to: 156, absoluteTolerance: 1e-9))
        #expect(card.transform.tx == 390)

        let paused = container.layer.timeOffset
        container.layer.speed = 1
        container.layer.timeOffset = 0
        container.layer.beginTime = 0
        container.layer.beginTime = container.layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        display.advance(by: 0.3)
        #expect(card.layer.animationKeys() == nil)
    }
}
