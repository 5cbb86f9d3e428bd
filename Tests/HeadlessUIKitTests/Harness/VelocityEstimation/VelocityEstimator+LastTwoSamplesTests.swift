@_spi(Harness) import HeadlessUIKit
import Testing

@Suite struct LastTwoSamplesVelocityEstimatorTests {
    @Test func itIsTheSlopeBetweenTheTwoNewestSamples() throws {
        let samples = [
            VelocitySample(time: 0.000, x: 0, y: 0), VelocitySample(time: 0.010, x: 50, y: 0),
            VelocitySample(time: 0.020, x: 60, y: -10),
        ]
        let estimate = try #require(VelocityEstimator.lastTwoSamples.estimate(from: samples))
        #expect(estimate.velocity.x.isApproximatelyEqual(to: 1000, absoluteTolerance: 1e-9))
        #expect(estimate.velocity.y.isApproximatelyEqual(to: -1000, absoluteTolerance: 1e-9))
        #expect(estimate.sampleCount == 2)
        #expect(estimate.confidence == nil)
    }

    @Test func oneSampleOrAPausedPointerGivesNoVelocity() {
        #expect(VelocityEstimator.lastTwoSamples.velocity(from: [VelocitySample(time: 0, x: 1, y: 1)]) == nil)
        let paused = [VelocitySample(time: 0, x: 0, y: 0), VelocitySample(time: 0.05, x: 10, y: 0)]
        #expect(VelocityEstimator.lastTwoSamples.velocity(from: paused) == nil)
    }
}
