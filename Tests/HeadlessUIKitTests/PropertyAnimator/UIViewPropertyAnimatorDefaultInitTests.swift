import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// `UIViewPropertyAnimator()`, the initializer placeholder code uses.
@MainActor
@Suite struct UIViewPropertyAnimatorDefaultInitTests {
    @Test func anAnimatorMadeWithoutArgumentsLastsTwoTenthsOfASecondWithTheDefaultCurve() throws {
        _ = HeadlessDisplay()
        let animator = UIViewPropertyAnimator()
        #expect(animator.duration == 0.2)
        #expect(animator.state == .inactive && !animator.isRunning)
        let cubic = try #require(animator.timingParameters as? UICubicTimingParameters)
        #expect(cubic.controlPoint1 == CGPoint(x: 0.25, y: 0.1))
        #expect(cubic.controlPoint2 == CGPoint(x: 0.25, y: 1))
    }

    @Test func anAnimatorMadeWithoutArgumentsRunsItsBlocksToTheEnd() {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = UIViewPropertyAnimator()
        animator.addAnimations { view.alpha = 0 }
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        display.advance(frames: 21)
        #expect(ended == .end)
        #expect(view.alpha == 0)
    }
}
