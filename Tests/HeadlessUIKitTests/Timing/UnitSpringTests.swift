import HeadlessUIKit
import Testing

/// One row of math-reference §2.6 [COMP]: x(t) and x'(t) at t = 0.05, 0.1, 0.2, 0.3, 0.5, 1.
struct SpringVector: Sendable, CustomTestStringConvertible {
    let name: String
    let spring: UnitSpring
    let points: [(t: Double, x: Double, v: Double)]

    var testDescription: String { name }
}

private let times = [0.05, 0.1, 0.2, 0.3, 0.5, 1.0]

private func vector(_ name: String, _ spring: UnitSpring, _ values: [(Double, Double)]) -> SpringVector {
    SpringVector(name: name, spring: spring, points: zip(times, values).map { ($0, $1.0, $1.1) })
}

private let springVectors: [SpringVector] = [
    vector(
        "S1 CA default m1 k100 c10", UnitSpring(mass: 1, stiffness: 100, damping: 10),
        [
            (0.104405, 3.7735), (0.340300, 5.3351), (0.849426, 4.1928), (1.124355, 1.3324), (1.074591, -0.8794),
            (1.002170, 0.0539),
        ]),
    vector(
        "S2 critical k100 c20", UnitSpring(mass: 1, stiffness: 100, damping: 20),
        [
            (0.090204, 3.0327), (0.264241, 3.6788), (0.593994, 2.7067), (0.800852, 1.4936), (0.959572, 0.3369),
            (0.999501, 0.0045),
        ]),
    vector(
        "S3 overdamped k100 c40", UnitSpring(mass: 1, stiffness: 100, damping: 40),
        [
            (0.069705, 2.0781), (0.177737, 2.1391), (0.369640, 1.6875), (0.517775, 1.2921), (0.717829, 0.7561),
            (0.926096, 0.1980),
        ]),
    vector(
        "S4 S1 with v0 = 5", UnitSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 5),
        [
            (0.293078, 6.3647), (0.607053, 5.9660), (1.059065, 2.8493), (1.190976, 0.0444), (1.030619, -0.8127),
            (1.004863, 0.0161),
        ]),
    vector(
        "S5 SwiftUI duration 0.5 bounce 0.3", UnitSpring(perceptualDuration: 0.5, bounce: 0.3),
        [
            (0.145715, 4.9170), (0.423302, 5.7076), (0.873711, 2.9538), (1.033930, 0.5460), (1.014498, -0.2110),
            (1.000072, 0.0012),
        ]),
    vector(
        "S6 UISpringTimingParameters() m3 k1000 c500", UnitSpring(mass: 3, stiffness: 1000, damping: 500),
        [
            (0.085026, 1.8519), (0.173112, 1.6741), (0.324664, 1.3673), (0.448440, 1.1167), (0.632093, 0.7449),
            (0.866309, 0.2707),
        ]),
]

@Suite struct UnitSpringTests {
    @Test(arguments: springVectors)
    func positionAndVelocityMatchTheComputedTable(vector: SpringVector) {
        for point in vector.points {
            #expect(abs(vector.spring.position(at: point.t) - point.x) <= 1e-5, "x(\(point.t))")
            #expect(abs(vector.spring.velocity(at: point.t) - point.v) <= 1e-4, "v(\(point.t))")
        }
    }

    @Test func derivedQuantitiesFollowTheirDefinitions() {
        let spring = UnitSpring()
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        #expect(spring.naturalAngularFrequency == 10)
        #expect(spring.dampingRatio == 0.5)
        #expect(spring.decayRate == 5)
        #expect(spring.regime == .underdamped)
        #expect(UnitSpring(stiffness: 100, damping: 20).regime == .criticallyDamped)
        #expect(UnitSpring(stiffness: 100, damping: 40).regime == .overdamped)
        // ζ = 500 / (2·√3000), the default UISpringTimingParameters ratio 4.56.
        #expect(abs(UnitSpring(mass: 3, stiffness: 1000, damping: 500).dampingRatio - 4.564) < 1e-3)
    }

    @Test func criticalSpringsSpecifiedWithIrrationalConstantsAreCritical() {
        let spring = UnitSpring(mass: 1, stiffness: 64 * .pi * .pi, damping: 16 * .pi)
        #expect(spring.regime == .criticallyDamped)
    }

    @Test func perceptualParametersMapToSwiftUIsConstants() {
        // SwiftUI docs: Spring(duration: 0.5, bounce: 0.3) → stiffness 157.9, damping 17.6.
        let spring = UnitSpring(perceptualDuration: 0.5, bounce: 0.3)
        #expect(abs(spring.stiffness - 157.9137) < 1e-4)
        #expect(abs(spring.damping - 17.5929) < 1e-4)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
        // Negative bounce is overdamped: ζ = 1/(1 + bounce).
        #expect(abs(UnitSpring(perceptualDuration: 1, bounce: -0.5).dampingRatio - 2) < 1e-12)
        #expect(abs(UnitSpring(perceptualDuration: 1, bounce: -1).dampingRatio - 1e3) < 1e-9)
    }

    @Test func responseParametersMapToTheWWDCFormulas() {
        let spring = UnitSpring(dampingRatio: 0.8, response: 0.4)
        #expect(abs(spring.stiffness - pow(2 * .pi / 0.4, 2)) < 1e-9)
        #expect(abs(spring.damping - 4 * .pi * 0.8 / 0.4) < 1e-12)
        #expect(abs(spring.dampingRatio - 0.8) < 1e-12)
    }

    @Test func relativeVelocityDividesByTheRemainingDistance() {
        // OmniWM's macOS test against QuartzCore: 0.4 → 1 at 1.2 per second is 2 [MEAS].
        #expect(abs(UnitSpring.relativeVelocity(1.2, from: 0.4, to: 1) - 2) < 1e-12)
        // 200 pt at 100 pt/s is 0.5 (UIKit's documented example).
        #expect(UnitSpring.relativeVelocity(100, from: 0, to: 200) == 0.5)
        #expect(UnitSpring.relativeVelocity(100, from: 5, to: 5) == 0)
        #expect(UnitSpring.relativeVelocity(.infinity, from: 0, to: 1) == 0)
    }

    @Test func invalidConstantsAreReplacedByCoreAnimationsDefaults() {
        let spring = UnitSpring(mass: 0, stiffness: -1, damping: .nan, initialVelocity: .infinity)
        #expect(spring == UnitSpring())
        #expect(UnitSpring(mass: .infinity).mass == 1)
        #expect(UnitSpring(damping: -3).damping == 10)
        #expect(UnitSpring(damping: 0).damping == 0)
    }

    @Test func timesOutsideTheAnimationHaveDefinedResults() {
        let spring = UnitSpring(initialVelocity: 2)
        #expect(spring.position(at: -1) == 0)
        #expect(spring.velocity(at: -1) == 2)
        #expect(spring.position(at: .nan).isNaN)
        #expect(spring.position(at: .infinity) == 1)
        #expect(spring.velocity(at: .infinity) == 0)
        let undamped = UnitSpring(damping: 0)
        #expect(undamped.position(at: .infinity).isNaN)
        // Undamped motion is 1 − cos(ω0·t).
        #expect(abs(undamped.position(at: .pi / 10) - 2) < 1e-12)
    }

    @Test func stronglyOverdampedSpringsStayFiniteAtLongTimes() {
        let spring = UnitSpring(mass: 1, stiffness: 1, damping: 1e6)
        for t in [1e-3, 1.0, 1e3, 1e6, 1e9] {
            #expect(spring.position(at: t).isFinite, "t = \(t)")
            #expect(spring.velocity(at: t).isFinite, "t = \(t)")
            #expect(spring.position(at: t) <= 1)
        }
    }
}
