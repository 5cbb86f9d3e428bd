@_spi(Harness) import HeadlessUIKit
import Testing

@Suite struct VelocityEstimatorTests {
    @Test(arguments: ["lsq1", "lsq2", "lsq3", "impulse", "lastTwoSamples"])
    func everyListedNameFindsTheEstimatorOfThatName(name: String) throws {
        let estimator = try #require(VelocityEstimator.named(name))
        #expect(estimator.name == name)
        #expect(estimator.description == name)
    }

    @Test func unknownNamesFindNothing() {
        #expect(VelocityEstimator.named("LSQ2") == nil)
        #expect(VelocityEstimator.named("lsq4") == nil)
        #expect(VelocityEstimator.named("") == nil)
    }

    @Test func theListingNamesTheThreeBuiltInEstimators() {
        #expect(VelocityEstimator.all.map(\.name) == ["lsq2", "impulse", "lastTwoSamples"])
    }

    @Test func thePeersWindowParametersAreTheDefaults() {
        for estimator in [VelocityEstimator.lsq2, .impulse] {
            #expect(estimator.horizon == 0.1)
            #expect(estimator.maximumSampleCount == 20)
            #expect(estimator.pointerStoppedInterval == 0.04)
        }
    }

    @Test func aCustomEstimatorSeesTheWindowOldestFirst() throws {
        let oldestX = VelocityEstimator(name: "oldest", horizon: 1, maximumSampleCount: 3, pointerStoppedInterval: 1) {
            window in
            guard let first = window.first else { return nil }
            return VelocityEstimate(velocity: first.position, sampleCount: window.count, duration: window.duration)
        }
        let samples = (0..<5).map { VelocitySample(time: Double($0) * 0.1, x: Double($0), y: 0) }
        let estimate = try #require(oldestX.estimate(from: samples))
        #expect(estimate.velocity.x == 2)
        #expect(estimate.sampleCount == 3)
        #expect(estimate.duration.isApproximatelyEqual(to: 0.2))
    }

    @Test func anEstimateThatOverflowsIsDiscarded() {
        let samples = [
            VelocitySample(time: 0, x: -1e308, y: 0), VelocitySample(time: 0.01, x: 1e308, y: 0),
        ]
        #expect(VelocityEstimator.lastTwoSamples.velocity(from: samples) == nil)
    }
}
