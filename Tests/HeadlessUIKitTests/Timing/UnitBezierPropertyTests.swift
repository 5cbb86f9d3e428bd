import HeadlessUIKit
import TestSupport
import Testing

/// Properties of every timing curve (math-reference §1.6), over seeded random control points.
@Suite struct UnitBezierPropertyTests {
    static let seeds: [UInt64] = [1, 2, 3, 0xC0FFEE, 20_260_101]
    static let curvesPerSeed = 200

    private static func randomCurve(
        using generator: inout SeededGenerator, y: ClosedRange<Double> = -1...2
    ) -> UnitBezier {
        UnitBezier(
            x1: Double.random(in: 0...1, using: &generator),
            y1: Double.random(in: y, using: &generator),
            x2: Double.random(in: 0...1, using: &generator),
            y2: Double.random(in: y, using: &generator))
    }

    @Test(arguments: seeds)
    func endPointsAreFixed(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<Self.curvesPerSeed {
            let curve = Self.randomCurve(using: &generator)
            #expect(curve.value(at: 0) == 0, "\(curve)")
            #expect(curve.value(at: 1) == 1, "\(curve)")
        }
    }

    @Test(arguments: seeds)
    func valueIsMonotoneWhenControlPointsStayInTheUnitSquare(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<Self.curvesPerSeed {
            let curve = Self.randomCurve(using: &generator, y: 0...1)
            var previous = 0.0
            for step in 1...100 {
                let value = curve.value(at: Double(step) / 100)
                // The solver's tolerance in x (1e-7) bounds the error in y by slope · 1e-7.
                #expect(value >= previous - 1e-6, "\(curve) at \(Double(step) / 100)")
                previous = value
            }
        }
    }

    @Test(arguments: seeds)
    func solverResidualIsWithinItsEpsilon(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<Self.curvesPerSeed {
            let curve = Self.randomCurve(using: &generator)
            let x = Double.random(in: 0...1, using: &generator)
            let t = curve.solveCurveX(x, epsilon: 1e-7)
            #expect((0...1).contains(t))
            #expect(abs(curve.sampleCurveX(t) - x) < 1e-7, "\(curve) at \(x)")
        }
    }

    @Test(arguments: seeds)
    func solverRoundTripsParametersOfWellConditionedCurves(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<Self.curvesPerSeed {
            // x1, x2 in [0.05, 0.95] keep X' ≥ 0.075, so an x error of 1e-7 moves t by < 1e-5.
            let curve = UnitBezier(
                x1: Double.random(in: 0.05...0.95, using: &generator),
                y1: Double.random(in: -1...2, using: &generator),
                x2: Double.random(in: 0.05...0.95, using: &generator),
                y2: Double.random(in: -1...2, using: &generator))
            let t = Double.random(in: 0...1, using: &generator)
            #expect(abs(curve.solveCurveX(curve.sampleCurveX(t), epsilon: 1e-7) - t) < 1e-5, "\(curve) at \(t)")
        }
    }

    @Test(arguments: seeds)
    func extrapolationIsContinuousAtBothEnds(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<Self.curvesPerSeed {
            let curve = UnitBezier(
                x1: Double.random(in: 0.1...0.9, using: &generator),
                y1: Double.random(in: -1...2, using: &generator),
                x2: Double.random(in: 0.1...0.9, using: &generator),
                y2: Double.random(in: -1...2, using: &generator))
            let h = 1e-7
            #expect(abs(curve.value(at: -h)) <= 1e-5, "\(curve)")
            #expect(abs(curve.value(at: 1 + h) - 1) <= 1e-5, "\(curve)")
            // With both control points strictly inside in x, the end tangents come from them,
            // so the slope is continuous too.
            #expect(abs(curve.slope(at: 0) - curve.slope(at: -h)) <= 1e-9 * max(1, abs(curve.startGradient)))
            #expect(abs(curve.slope(at: 1) - curve.slope(at: 1 + h)) <= 1e-9 * max(1, abs(curve.endGradient)))
        }
    }

    @Test(arguments: seeds)
    func linearCurveIsTheIdentity(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<Self.curvesPerSeed {
            let x = Double.random(in: -2...3, using: &generator)
            #expect(UnitBezier.linear.value(at: x) == x, "x = \(x)")
            #expect(abs(UnitBezier.linear.slope(at: x) - 1) <= 1e-12, "x = \(x)")
        }
    }

    @Test(arguments: seeds)
    func slopeIsTheDerivativeOfValue(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<Self.curvesPerSeed {
            let curve = UnitBezier(
                x1: Double.random(in: 0.1...0.9, using: &generator),
                y1: Double.random(in: -1...2, using: &generator),
                x2: Double.random(in: 0.1...0.9, using: &generator),
                y2: Double.random(in: -1...2, using: &generator))
            let x = Double.random(in: 0.05...0.95, using: &generator)
            let h = 1e-5
            let difference = (curve.value(at: x + h, epsilon: 1e-12) - curve.value(at: x - h, epsilon: 1e-12)) / (2 * h)
            #expect(
                abs(difference - curve.slope(at: x, epsilon: 1e-12)) <= 1e-4 * max(1, abs(difference)),
                "\(curve) at \(x)")
        }
    }
}
