import TestSupport
import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct UIViewPropertyAnimatorFuzzTests {
    /// Random sequences of every operation, valid or not, with frames in between: nothing traps,
    /// and the animator's invariants hold after every step.
    @Test(arguments: Array(UInt64(1)...UInt64(12)))
    func randomOperationSequencesKeepTheInvariants(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let display = HeadlessDisplay(framesPerSecond: 60)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let curves: [UIView.AnimationCurve] = [.linear, .easeIn, .easeOut, .easeInOut]
        let animator = UIViewPropertyAnimator(
            duration: Double.random(in: 0.1...1, using: &generator), curve: curves.randomElement(using: &generator)!)
        animator.addAnimations { view.alpha = 0 }
        var completions = 0
        animator.addCompletion { _ in completions += 1 }
        // The one completion runs at most once: completions are cleared when they run.
        for step in 0..<200 {
            switch Int.random(in: 0..<14, using: &generator) {
            case 0: animator.startAnimation()
            case 1: animator.startAnimation(afterDelay: Double.random(in: -0.1...0.3, using: &generator))
            case 2: animator.pauseAnimation()
            case 3: animator.stopAnimation(Bool.random(using: &generator))
            case 4: animator.finishAnimation(at: UIViewAnimatingPosition.allCases.randomElement(using: &generator)!)
            case 5: animator.fractionComplete = CGFloat(Double.random(in: -0.5...1.5, using: &generator))
            case 6: animator.isReversed.toggle()
            case 7:
                animator.continueAnimation(
                    withTimingParameters: Bool.random(using: &generator)
                        ? nil
                        : UISpringTimingParameters(
                            dampingRatio: CGFloat(Double.random(in: 0.3...1.2, using: &generator))),
                    durationFactor: CGFloat(Double.random(in: 0...1, using: &generator)))
            case 8: animator.addAnimations { view.alpha = CGFloat(Double.random(in: 0...1, using: &generator)) }
            case 9: animator.pausesOnCompletion.toggle()
            case 10: animator.scrubsLinearly.toggle()
            default: display.advance(frames: Int.random(in: 1...20, using: &generator))
            }
            let fraction = animator.fractionComplete
            #expect(fraction >= 0 && fraction <= 1, "seed \(seed) step \(step)")
            #expect(!animator.isRunning || animator.state == .active, "seed \(seed) step \(step)")
            if animator.state == .inactive {
                #expect(animator.fractionComplete == 0, "seed \(seed) step \(step)")
                #expect(view.layer.animationKeys() == nil, "seed \(seed) step \(step)")
            }
            let opacity = view.layer.presentationState().opacity
            #expect(opacity.isFinite, "seed \(seed) step \(step)")
        }
        // Leave it inactive.
        if animator.state == .active { animator.stopAnimation(false) }
        if animator.state == .stopped { animator.finishAnimation(at: .current) }
        #expect(animator.state == .inactive)
        // Nothing is left on the layer: the presentation is the model.
        #expect(view.layer.presentationState().opacity == view.layer.opacity)
        #expect(completions <= 1)
    }
}
