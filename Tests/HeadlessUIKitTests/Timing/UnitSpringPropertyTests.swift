import HeadlessUIKit
import TestSupport
import Testing

/// Properties of the damped oscillator (math-reference §2.6), over seeded random springs.
@Suite struct UnitSpringPropertyTests {
    static let seeds: [UInt64] = [1, 2, 3, 0xC0FFEE, 20_260_101]
    static let springsPerSeed = 200

    /// A spring with ω0 in [1, 40] rad/s, ζ in `ratio`, v0 in [−20, 20].
    private static func randomSpring(
        using generator: inout SeededGenerator, ratio: ClosedRange<Double> = 0.05...4
    ) -> UnitSpring {
        let mass = Double.random(in: 0.2...5, using: &generator)
        let omega0 = Double.random(in: 1...40, using: &generator)
        let zeta = Double.random(in: ratio, using: &generator)
        return UnitSpring(
            mass: mass, stiffness: omega0 * omega0 * mass, damping: 2 * zeta * omega0 * mass,
            initialVelocity: Double.random(in: -20...20, using: &generator))
    }

    @Test(arguments: seeds)
    func startsAtZeroWithTheInitialVelocity(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<Self.springsPerSeed {
            let spring = Self.randomSpring(using: &generator)
            #expect(abs(spring.position(at: 0)) <= 1e-15, "\(spring)")
            #expect(
                abs(spring.velocity(at: 0) - spring.initialVelocity) <= 1e-12 * max(1, abs(spring.initialVelocity)),
                "\(spring)")
        }
    }

    @Test(arguments: seeds)
    func velocityIsTheDerivativeOfPosition(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<Self.springsPerSeed {
            let spring = Self.randomSpring(using: &generator)
            let t = Double.random(in: 0.01...2, using: &generator)
            let h = 1e-6
            let difference = (spring.position(at: t + h) - spring.position(at: t - h)) / (2 * h)
            #expect(abs(difference - spring.velocity(at: t)) <= 1e-5 * max(1, abs(difference)), "\(spring) at \(t)")
        }
    }

    @Test(arguments: seeds)
    func comesToRestAtTheTarget(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<Self.springsPerSeed {
            let spring = Self.randomSpring(using: &generator)
            let late =
                40
                / min(
                    spring.decayRate,
                    spring.naturalAngularFrequency * spring.naturalAngularFrequency / (2 * spring.decayRate))
            #expect(abs(spring.position(at: late) - 1) <= 1e-9, "\(spring) at \(late)")
            #expect(abs(spring.velocity(at: late)) <= 1e-6, "\(spring) at \(late)")
        }
    }

    @Test(arguments: seeds)
    func regimesMeetContinuouslyAtCriticalDamping(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<Self.springsPerSeed {
            let omega0 = Double.random(in: 1...40, using: &generator)
            let velocity = Double.random(in: -20...20, using: &generator)
            let critical = UnitSpring(stiffness: omega0 * omega0, damping: 2 * omega0, initialVelocity: velocity)
            #expect(critical.regime == .criticallyDamped)
            for delta in [1e-4, 1e-7, 1e-10] {
                let below = UnitSpring(
                    stiffness: omega0 * omega0, damping: 2 * omega0 * (1 - delta), initialVelocity: velocity)
                let above = UnitSpring(
                    stiffness: omega0 * omega0, damping: 2 * omega0 * (1 + delta), initialVelocity: velocity)
                #expect(below.regime == .underdamped && above.regime == .overdamped)
                for t in [0.01, 0.1, 0.5, 2] {
                    // Both sides differ from the critical solution by O(δ).
                    let tolerance = 10 * delta * max(1, abs(velocity))
                    #expect(
                        abs(below.position(at: t) - critical.position(at: t)) <= tolerance,
                        "ω0 \(omega0) v0 \(velocity) δ \(delta) t \(t)")
                    #expect(
                        abs(above.position(at: t) - critical.position(at: t)) <= tolerance,
                        "ω0 \(omega0) v0 \(velocity) δ \(delta) t \(t)")
                    #expect(
                        abs(below.velocity(at: t) - critical.velocity(at: t)) <= tolerance * omega0,
                        "ω0 \(omega0) v0 \(velocity) δ \(delta) t \(t)")
                    #expect(
                        abs(above.velocity(at: t) - critical.velocity(at: t)) <= tolerance * omega0,
                        "ω0 \(omega0) v0 \(velocity) δ \(delta) t \(t)")
                }
            }
        }
    }

    /// For ζ ≥ 1 the spring overshoots iff v0 > ω0·(ζ + √(ζ² − 1)) = |r2|.
    @Test(arguments: seeds)
    func nonOscillatingSpringsOvershootOnlyAboveTheFastRoot(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<Self.springsPerSeed {
            let omega0 = Double.random(in: 1...30, using: &generator)
            let zeta = Double.random(in: 1...3, using: &generator)
            let fastRoot = omega0 * (zeta + (zeta * zeta - 1).squareRoot())
            let overshoots = Bool.random(using: &generator)
            let factor =
                overshoots
                ? Double.random(in: 1.2...3, using: &generator) : Double.random(in: -2...0.9, using: &generator)
            let spring = UnitSpring(
                stiffness: omega0 * omega0, damping: 2 * zeta * omega0, initialVelocity: factor * fastRoot)
            // The crossing, if any, happens within a few time constants of the fast mode.
            let horizon = 20 / fastRoot
            let peak = (1...2_000).map { spring.position(at: horizon * Double($0) / 2_000) }.max() ?? 0
            #expect((peak > 1) == overshoots, "ω0 \(omega0) ζ \(zeta) v0 = \(factor)·|r2|, peak \(peak)")
        }
    }

    /// Retargeting mid-flight: a new spring toward a new target, started with the position and
    /// velocity carried over, continues without a jump in either (the OmniWM test pattern).
    @Test(arguments: seeds)
    func retargetingCarriesPositionAndVelocityOver(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<Self.springsPerSeed {
            let first = Self.randomSpring(using: &generator, ratio: 0.3...2)
            let (from, to) = (0.0, 300.0)
            let handoff = Double.random(in: 0.02...0.5, using: &generator)
            let position = from + (to - from) * first.position(at: handoff)
            let velocity = (to - from) * first.velocity(at: handoff)
            let newTarget = Double.random(in: -200...500, using: &generator)
            guard abs(newTarget - position) > 1 else { continue }
            let second = UnitSpring(
                mass: first.mass, stiffness: first.stiffness, damping: first.damping,
                initialVelocity: UnitSpring.relativeVelocity(velocity, from: position, to: newTarget))
            let resumedPosition = position + (newTarget - position) * second.position(at: 0)
            let resumedVelocity = (newTarget - position) * second.velocity(at: 0)
            #expect(abs(resumedPosition - position) <= 1e-9)
            #expect(abs(resumedVelocity - velocity) <= 1e-9 * max(1, abs(velocity)))
        }
    }
}
