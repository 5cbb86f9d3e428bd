import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct PropertyAnimatorGuideTests {
    /// The example in docs/property-animator.md.
    @Test func theGuidesExampleWorksAsWritten() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) {
            card.center.x = 350
        }
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }

        animator.pauseAnimation()
        animator.fractionComplete = 0.3
        display.advanceFrame()
        let shownX = card.layer.presentation()?.position.x ?? -1
        #expect(shownX.isApproximatelyEqual(to: 140, absoluteTolerance: 1e-9))

        animator.isReversed = true
        #expect(animator.fractionComplete.isApproximatelyEqual(to: 0.7, absoluteTolerance: 1e-12))
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.3)
        display.advance(by: 0.15)
        #expect(ended == .start)
        #expect(card.center.x == 50)
    }
}
