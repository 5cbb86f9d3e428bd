import HeadlessUIKit
import Testing

/// math-reference §3 [COMP] for v0 = 1000 pt/s.
struct DecelerationVector: Sendable, CustomTestStringConvertible {
    let rate: UIScrollView.DecelerationRate
    let projection: Double
    let restingDisplacement: Double
    /// The table's "t(speed = 0.5 pt/s)" column is, by its formula and values, the time until
    /// less than 0.5 pt remains to travel.
    let untilHalfAPointRemains: Double
    let displacements: [(t: Double, x: Double)]

    var testDescription: String { "rate \(rate.rawValue)" }
}

private let decelerationVectors: [DecelerationVector] = [
    DecelerationVector(
        rate: .normal, projection: 499.0000, restingDisplacement: 499.4998, untilHalfAPointRemains: 3.4499,
        displacements: [(0.1, 90.6259), (0.5, 315.9280), (1, 432.0351)]),
    DecelerationVector(
        rate: .fast, projection: 99.0000, restingDisplacement: 99.4992, untilHalfAPointRemains: 0.5267,
        displacements: [(0.1, 63.0793), (0.5, 98.8454), (1, 99.4949)]),
]

@Suite struct DecelerationTests {
    @Test(arguments: decelerationVectors)
    func matchesTheComputedTable(vector: DecelerationVector) {
        #expect(abs(project(velocity: 1_000, decelerationRate: vector.rate) - vector.projection) <= 1e-9)
        let motion = Deceleration(initialVelocity: 1_000, decelerationRate: vector.rate)
        #expect(abs(motion.restingDisplacement - vector.restingDisplacement) <= 1e-4)
        #expect(abs(motion.duration(untilRemainingDistanceBelow: 0.5) - vector.untilHalfAPointRemains) <= 1e-4)
        for point in vector.displacements {
            #expect(abs(motion.displacement(at: point.t) - point.x) <= 1e-4, "x(\(point.t))")
        }
    }

    @Test func ratesAreUIScrollViewsConstants() {
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    }

    @Test func projectionIsSignedLikeTheVelocity() {
        #expect(
            project(velocity: -1_000, decelerationRate: .normal) == -project(velocity: 1_000, decelerationRate: .normal)
        )
        #expect(project(velocity: 0, decelerationRate: .normal) == 0)
    }

    @Test func velocityDecaysByTheRateEachMillisecond() {
        let motion = Deceleration(initialVelocity: 800, decelerationRate: .fast)
        #expect(abs(motion.velocity(at: 0.001) - 800 * 0.99) <= 1e-9)
        #expect(abs(motion.velocity(at: 0.1) - 800 * pow(0.99, 100)) <= 1e-9)
        #expect(abs(motion.duration(untilSpeedBelow: 8) - 0.1 * log(100) / log(1 / pow(0.99, 100))) <= 1e-9)
        #expect(motion.duration(untilSpeedBelow: 1_000) == 0)
    }

    @Test func travelTimeInvertsDisplacement() throws {
        let motion = Deceleration(initialVelocity: -1_200)
        let t = try #require(motion.duration(toTravel: 300))
        #expect(abs(abs(motion.displacement(at: t)) - 300) <= 1e-9)
        #expect(motion.duration(toTravel: 10_000) == nil)
        #expect(motion.duration(toTravel: 0) == 0)
    }

    @Test func ratesOutsideTheUnitIntervalHaveDefinedResults() {
        let stopped = UIScrollView.DecelerationRate(rawValue: 0)
        let endless = UIScrollView.DecelerationRate(rawValue: 1)
        #expect(project(velocity: 500, decelerationRate: stopped) == 0)
        #expect(project(velocity: 500, decelerationRate: endless) == .infinity)
        #expect(project(velocity: -500, decelerationRate: UIScrollView.DecelerationRate(rawValue: 2)) == -.infinity)
        #expect(project(velocity: .nan, decelerationRate: .normal).isNaN)
        #expect(Deceleration(initialVelocity: 500, decelerationRate: stopped).displacement(at: 1) == 0)
        #expect(Deceleration(initialVelocity: 500, decelerationRate: endless).displacement(at: 2) == 1_000)
        #expect(Deceleration(initialVelocity: 500, decelerationRate: endless).restingDisplacement == .infinity)
        #expect(Deceleration(initialVelocity: 500, decelerationRate: endless).duration(untilSpeedBelow: 1) == .infinity)
        #expect(
            Deceleration(initialVelocity: 500, decelerationRate: UIScrollView.DecelerationRate(rawValue: .nan))
                .velocity(at: 1).isNaN
        )
        #expect(Deceleration(initialVelocity: 500).displacement(at: -3) == 0)
    }
}
