import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct ClockGuideTests {
    /// The example in docs/clock.md.
    @Test func theGuidesExampleWorksAsWritten() {
        let display = HeadlessDisplay(screenSize: CGSize(width: 390, height: 844), scale: 3, framesPerSecond: 120)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(card)

        var finishedAt: CFTimeInterval?
        UIView.animate(
            withDuration: 0.25, animations: { card.alpha = 0 },
            completion: { _ in
                finishedAt = CACurrentMediaTime()
            })
        display.advance(frames: 15)
        let shownOpacity = Double(card.layer.presentation()?.opacity ?? -1)
        #expect(shownOpacity.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-6))
        display.advance(to: 1)
        #expect(finishedAt == 0.25)
        #expect(display.diagnostics.isEmpty)
    }
}
