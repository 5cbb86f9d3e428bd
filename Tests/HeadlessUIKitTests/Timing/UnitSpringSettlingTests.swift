import HeadlessUIKit
import Testing

/// A settling duration measured on QuartzCore or stated by Apple, and the tolerance asserted.
struct SettlingCase: Sendable, CustomTestStringConvertible {
    let name: String
    let spring: UnitSpring
    let expected: Double
    let tolerance: Double

    var testDescription: String { name }
}

/// math-reference §2.5: [MEAS] OpenCoreAnimation and OmniWM, [DOC] CASpringAnimation page.
private let settlingCases: [SettlingCase] = [
    SettlingCase(
        name: "defaults m1 k100 c10 [MEAS] 1.4727", spring: UnitSpring(), expected: 1.4727003346780927, tolerance: 0.02),
    SettlingCase(
        name: "c = 1 [MEAS] 13.913", spring: UnitSpring(damping: 1), expected: 13.91321015404625, tolerance: 0.02),
    SettlingCase(
        name: "k = 4π², c = 2π [MEAS] 2.3439", spring: UnitSpring(stiffness: 4 * .pi * .pi, damping: 2 * .pi),
        expected: 2.3438753795710707, tolerance: 0.02),
    SettlingCase(name: "c = 20 critical [MEAS] 1.0", spring: UnitSpring(damping: 20), expected: 1.0, tolerance: 0.02),
    SettlingCase(
        name: "ω0 = 8π critical [MEAS] 0.4", spring: UnitSpring(stiffness: 64 * .pi * .pi, damping: 16 * .pi),
        expected: 0.4, tolerance: 1e-9),
    SettlingCase(
        name: "ω0 = 16π, v0 = 0.5 [MEAS] 0.2",
        spring: UnitSpring(stiffness: 256 * .pi * .pi, damping: 32 * .pi, initialVelocity: 0.5),
        expected: 0.2, tolerance: 1e-9),
    SettlingCase(name: "c = 5 [DOC] ≈ 2.85", spring: UnitSpring(damping: 5), expected: 2.85, tolerance: 0.02),
]

@Suite struct UnitSpringSettlingTests {
    @Test(arguments: settlingCases)
    func settlingDurationReproducesMeasuredValues(testCase: SettlingCase) {
        #expect(
            abs(testCase.spring.settlingDuration - testCase.expected) <= testCase.tolerance,
            "\(testCase.spring.settlingDuration)")
    }

    @Test func dampingFifteenSettlesJustOverOneSecond() {
        // [DOC] "just over 1 second".
        let duration = UnitSpring(damping: 15).settlingDuration
        #expect(duration > 1 && duration < 1.1, "\(duration)")
    }

    @Test(arguments: [
        UnitSpring(), UnitSpring(damping: 1), UnitSpring(damping: 15), UnitSpring(damping: 20),
        UnitSpring(damping: 40), UnitSpring(damping: 20, initialVelocity: 30),
        UnitSpring(damping: 40, initialVelocity: -5), UnitSpring(mass: 3, stiffness: 1000, damping: 500),
    ])
    func theSpringIsWithinEpsilonOfTheTargetFromItsSettlingDurationOn(spring: UnitSpring) {
        let settled = spring.settlingDuration
        for step in 0...200 {
            let t = settled * (1 + Double(step) / 50)
            #expect(abs(spring.position(at: t) - 1) <= UnitSpring.settlingEpsilon, "\(spring) at \(t)")
        }
    }

    @Test func overdampedSettlingIsTheExactTimeRoundedUpToATenth() {
        // m3 k1000 c500 (ζ ≈ 4.56): the slow mode decays at ≈ 2.02/s, so it settles after ≈ 3.42 s.
        let spring = UnitSpring(mass: 3, stiffness: 1000, damping: 500)
        #expect(spring.settlingDuration == 3.5)
        #expect(abs(spring.position(at: 3.4) - 1) > UnitSpring.settlingEpsilon)
    }

    @Test func anOvershootSmallerThanEpsilonEndsAtTheApproach() {
        // Critical with v0 slightly above ω0 overshoots by less than 0.001; its settling time is
        // where it first comes within ε, not the end of the overshoot.
        let spring = UnitSpring(stiffness: 100, damping: 20, initialVelocity: 10.5)
        let peak = (0..<4_000).map { spring.position(at: Double($0) / 1_000) }.max() ?? 0
        #expect(peak > 1 && peak < 1 + UnitSpring.settlingEpsilon)
        #expect(spring.settlingDuration <= 1.0)
    }

    @Test(arguments: [0.0, 0.5, 5, -3])
    func settlingDurationIsContinuousAcrossCriticalDamping(initialVelocity: Double) {
        let critical = UnitSpring(stiffness: 100, damping: 20, initialVelocity: initialVelocity).settlingDuration
        for delta in [1e-9, 1e-6] {
            let below = UnitSpring(stiffness: 100, damping: 20 * (1 - delta), initialVelocity: initialVelocity)
                .settlingDuration
            let above = UnitSpring(stiffness: 100, damping: 20 * (1 + delta), initialVelocity: initialVelocity)
                .settlingDuration
            #expect(abs(below - critical) <= 1e-9, "ζ = 1 − \(delta): \(below) vs \(critical)")
            #expect(abs(above - critical) <= 1e-9, "ζ = 1 + \(delta): \(above) vs \(critical)")
        }
    }

    @Test func undampedSpringsNeverSettle() {
        #expect(UnitSpring(damping: 0).settlingDuration == .infinity)
    }
}
