@_spi(Harness) import HeadlessUIKit
import TestSupport
import Testing

@Suite struct ImpulseVelocityEstimatorTests {
    @Test(arguments: [1, 2, 3, 99] as [UInt64])
    func aConstantVelocityLineGivesItsVelocity(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let vx = Double.random(in: -3000...3000, using: &generator)
        let samples = VelocityTestPaths.sample(count: 9, jitter: 0.3, using: &generator) { (x: vx * $0, y: 3) }
        let velocity = try #require(VelocityEstimator.impulse.velocity(from: samples))
        #expect(
            Double(velocity.x).isApproximatelyEqual(to: vx, absoluteTolerance: 1e-6, relativeTolerance: 1e-9),
            "seed \(seed)")
        #expect(velocity.y == 0)
    }

    @Test func workIsTheSumOfVelocityChangesTimesSpeedWithTheFirstHalved() throws {
        // Segments of 10 ms: 100, 300, then 200 pt/s.
        let samples = [
            VelocitySample(time: 0.00, x: 0, y: 0), VelocitySample(time: 0.01, x: 1, y: 0),
            VelocitySample(time: 0.02, x: 4, y: 0), VelocitySample(time: 0.03, x: 6, y: 0),
        ]
        var work = 0.5 * (100 * 100.0)
        work += (300 - (2 * work).squareRoot()) * 300
        work += (200 - (2 * work).squareRoot()) * 200
        let velocity = try #require(VelocityEstimator.impulse.velocity(from: samples))
        #expect(Double(velocity.x).isApproximatelyEqual(to: (2 * work).squareRoot(), absoluteTolerance: 1e-9))
    }

    @Test func twoSamplesGiveTheirSlopeAndOneGivesZeroAsAndroidDoes() throws {
        let samples = [VelocitySample(time: 1, x: 0, y: 0), VelocitySample(time: 1.02, x: -6, y: 4)]
        let velocity = try #require(VelocityEstimator.impulse.velocity(from: samples))
        #expect(Double(velocity.x).isApproximatelyEqual(to: -300, absoluteTolerance: 1e-9))
        #expect(Double(velocity.y).isApproximatelyEqual(to: 200, absoluteTolerance: 1e-9))
        #expect(VelocityEstimator.impulse.velocity(from: samples.prefix(1)) == .zero)
        #expect(VelocityEstimator.impulse.velocity(from: []) == nil)
    }
}
