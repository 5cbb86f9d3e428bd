import Foundation
import HeadlessUIKit
import Testing

@Suite struct UISpringTimingParametersTests {
    @Test func dampingRatioSpringsSettleInTheAnimatorsDuration() {
        let parameters = UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 0.5, dy: 2))
        #expect(parameters.initialVelocity == CGVector(dx: 0.5, dy: 2))
        let timing = parameters.springTiming(animatorDuration: 0.4)
        #expect(timing.duration == 0.4)
        #expect(abs(timing.spring.dampingRatio - 0.6) <= 1e-9)
        #expect(timing.spring.initialVelocity == 0.5)
        #expect(abs(timing.spring.position(at: 0.4) - 1) <= UnitSpring.settlingEpsilon)
        // A position.y animation uses dy.
        #expect(parameters.springTiming(animatorDuration: 0.4, velocity: 2).spring.initialVelocity == 2)
    }

    @Test func dampingRatioOnlyHasZeroVelocity() {
        let parameters = UISpringTimingParameters(dampingRatio: 1)
        #expect(parameters.initialVelocity == .zero)
        #expect(parameters.model == .durationDriven(dampingRatio: 1))
    }

    @Test func physicalSpringsIgnoreTheAnimatorsDuration() {
        // [OBS] mass 1, stiffness 100, damping 10 runs ≈ 1.4727 s although 4 s was passed.
        let parameters = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
        let timing = parameters.springTiming(animatorDuration: 4)
        #expect(abs(timing.duration - 1.4727) <= 0.02)
        #expect(timing.spring == UnitSpring(mass: 1, stiffness: 100, damping: 10))
    }

    @Test func defaultSpringIsTheSystemSpring() {
        let parameters = UISpringTimingParameters()
        #expect(parameters.model == .durationDriven(dampingRatio: 4.56))
        #expect(parameters.initialVelocity == .zero)
        let timing = parameters.springTiming(animatorDuration: 0.5)
        #expect(timing.duration == 0.5)
        #expect(timing.spring.regime == .overdamped)
    }

    @Test func durationAndBounceUseSwiftUIsMapping() {
        let parameters = UISpringTimingParameters(duration: 0.5, bounce: 0.3)
        let timing = parameters.springTiming(animatorDuration: 10)
        #expect(abs(timing.spring.stiffness - 157.9137) <= 1e-4)
        #expect(abs(timing.spring.damping - 17.5929) <= 1e-4)
        #expect(timing.duration == timing.spring.settlingDuration)
        #expect(
            UISpringTimingParameters(duration: 0.5, bounce: 0.3, initialVelocity: CGVector(dx: 1, dy: 0))
                .initialVelocity.dx == 1)
    }

    @Test func providesItselfAsSpringParameters() {
        let parameters: any UITimingCurveProvider = UISpringTimingParameters(dampingRatio: 0.8)
        #expect(parameters.timingCurveType == .spring)
        #expect(parameters.springTimingParameters === parameters as AnyObject)
        #expect(parameters.cubicTimingParameters == nil)
        #expect(parameters.copy() as AnyObject === parameters as AnyObject)
    }

    @Test func archivingRoundTrips() throws {
        for original in [
            UISpringTimingParameters(),
            UISpringTimingParameters(dampingRatio: 0.3, initialVelocity: CGVector(dx: -1, dy: 4)),
            UISpringTimingParameters(mass: 2, stiffness: 300, damping: 12, initialVelocity: CGVector(dx: 0.25, dy: 0)),
        ] {
            let data = try NSKeyedArchiver.archivedData(withRootObject: original, requiringSecureCoding: false)
            let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
            unarchiver.requiresSecureCoding = false
            let decoded = try #require(
                unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? UISpringTimingParameters)
            #expect(decoded.model == original.model)
            #expect(decoded.initialVelocity == original.initialVelocity)
        }
    }

    @Test func descriptionHasNoAddress() {
        #expect(
            UISpringTimingParameters(dampingRatio: 0.5).description
                == "UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: (0.0, 0.0))")
    }

    @Test func isUsableFromAnyIsolationDomain() async {
        let parameters = UISpringTimingParameters(dampingRatio: 0.7)
        let duration = await Task.detached { parameters.springTiming(animatorDuration: 0.3).duration }.value
        #expect(duration == 0.3)
    }
}
