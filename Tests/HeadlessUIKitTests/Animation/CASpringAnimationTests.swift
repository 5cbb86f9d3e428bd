import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct CASpringAnimationTests {
    /// math-reference §2.6 spring S1 (m1 k100 c10) and S4 (S1 with v0 = 5).
    @Test(arguments: [
        (0.0, [0.05: 0.104405, 0.1: 0.340300, 0.2: 0.849426, 0.3: 1.124355, 0.5: 1.074591]),
        (5.0, [0.05: 0.293078, 0.1: 0.607053, 0.2: 1.059065, 0.5: 1.030619]),
    ])
    func thePresentationValueFollowsTheSpringAtLocalTime(velocity: Double, expected: [Double: Double]) {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let layer = CALayer()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.initialVelocity = CGFloat(velocity)
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "spring")
        var elapsed = 0
        for (time, value) in expected.sorted(by: { $0.key < $1.key }) {
            let frame = Int((time * 100).rounded())
            display.advance(frames: frame - elapsed)
            elapsed = frame
            #expect(
                Double(layer.presentationState().position.x).isApproximatelyEqual(
                    to: 100 * value, absoluteTolerance: 1e-4),
                "at \(time)")
        }
    }

    @Test func theAnimationEndsAtItsDurationNotWhenTheSpringSettles() {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let log = AnimationLog()
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 0)
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.duration = 0.3
        spring.delegate = log
        spring.setValue("spring", forKey: "name")
        layer.add(spring, forKey: "spring")
        display.advance(frames: 29)
        #expect(layer.presentationState().position.x > 100)
        display.advanceFrame()
        #expect(log.entries == ["start spring", "stop spring finished"])
        #expect(layer.presentationState().position.x == 100)
    }

    @Test func settlingDurationAndThePerceptualInitializerMatchTheSpringMath() {
        _ = HeadlessDisplay()
        let spring = CASpringAnimation()
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        #expect(spring.settlingDuration == UnitSpring().settlingDuration)
        #expect(!spring.allowsOverdamping)
        let perceptual = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        let expected = UnitSpring(perceptualDuration: 0.5, bounce: 0.3)
        #expect(Double(perceptual.stiffness) == expected.stiffness)
        #expect(Double(perceptual.damping) == expected.damping)
        #expect(perceptual.allowsOverdamping)
        #expect(perceptual.perceptualDuration.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-12))
        #expect(Double(perceptual.bounce).isApproximatelyEqual(to: 0.3, absoluteTolerance: 1e-12))
    }

    @Test func withoutOverdampingAHeavilyDampedSpringIsCriticallyDamped() {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let layer = CALayer()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 1
        spring.damping = 100
        spring.duration = 2
        layer.add(spring, forKey: "spring")
        #expect(spring.settlingDuration == 1.0)
        display.advance(frames: 20)
        // math-reference §2.6 S2 (critical k100 c20) at 0.2: 0.593994.
        #expect(
            Double(layer.presentationState().position.x).isApproximatelyEqual(to: 0.593994, absoluteTolerance: 1e-6))
    }
}
