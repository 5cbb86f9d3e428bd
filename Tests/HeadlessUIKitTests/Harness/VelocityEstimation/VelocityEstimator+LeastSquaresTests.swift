@_spi(Harness) import HeadlessUIKit
import TestSupport
import Testing

@Suite struct LeastSquaresVelocityEstimatorTests {
    static let seeds: [UInt64] = [1, 2, 3, 42, 1234, 0xDEAD_BEEF]

    @Test(arguments: seeds)
    func aConstantVelocityLineGivesItsVelocityExactly(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let vx = Double.random(in: -3000...3000, using: &generator)
        let vy = Double.random(in: -3000...3000, using: &generator)
        let samples = VelocityTestPaths.sample(count: 12, start: 5000, jitter: 0.3, using: &generator) {
            (x: 100 + vx * $0, y: -40 + vy * $0)
        }
        for degree in 1...3 {
            let velocity = try #require(
                VelocityEstimator.leastSquares(degree: degree).velocity(from: samples), "seed \(seed)")
            #expect(
                Double(velocity.x).isApproximatelyEqual(to: vx, absoluteTolerance: 1e-6, relativeTolerance: 1e-9),
                "seed \(seed), degree \(degree)")
            #expect(
                Double(velocity.y).isApproximatelyEqual(to: vy, absoluteTolerance: 1e-6, relativeTolerance: 1e-9),
                "seed \(seed), degree \(degree)")
        }
    }

    @Test(arguments: seeds)
    func aQuadraticPathGivesItsSlopeAtTheNewestSample(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let v0 = Double.random(in: -2000...2000, using: &generator)
        let acceleration = Double.random(in: -20000...20000, using: &generator)
        let samples = VelocityTestPaths.sample(count: 10, jitter: 0.3, using: &generator) {
            (x: v0 * $0 + acceleration * $0 * $0 / 2, y: 7)
        }
        let newest = try #require(samples.last).time
        let estimate = try #require(VelocityEstimator.lsq2.estimate(from: samples))
        #expect(
            Double(estimate.velocity.x).isApproximatelyEqual(
                to: v0 + acceleration * newest, absoluteTolerance: 1e-6, relativeTolerance: 1e-9))
        #expect(estimate.velocity.y == 0)
        #expect(try #require(estimate.confidence).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-12))
    }

    @Test func aCubicPathIsExactForDegreeThreeOnly() throws {
        let samples = VelocityTestPaths.sample(count: 10) { (x: 1000 * $0 + 90_000 * $0 * $0 * $0, y: 0) }
        let newest = try #require(samples.last).time
        let slope = 1000 + 3 * 90_000 * newest * newest
        let cubic = try #require(VelocityEstimator.leastSquares(degree: 3).velocity(from: samples))
        let quadratic = try #require(VelocityEstimator.lsq2.velocity(from: samples))
        #expect(Double(cubic.x).isApproximatelyEqual(to: slope, absoluteTolerance: 1e-6, relativeTolerance: 1e-9))
        #expect(!Double(quadratic.x).isApproximatelyEqual(to: slope, absoluteTolerance: 1e-3, relativeTolerance: 1e-6))
    }

    @Test func samplesOlderThanTheHorizonOrBeyondTwentyAreNotUsed() throws {
        // 10 ms apart over 300 ms: the newest and the 10 before it lie within 100 ms.
        let sparse = VelocityTestPaths.sample(count: 31, interval: 0.010) { (x: 50 * $0, y: 0) }
        #expect(try #require(VelocityEstimator.lsq2.estimate(from: sparse)).sampleCount == 11)
        #expect(try #require(VelocityEstimator.lsq2.estimate(from: sparse)).duration.isApproximatelyEqual(to: 0.1))
        // 2 ms apart: 51 within 100 ms, but at most 20 are kept.
        let dense = VelocityTestPaths.sample(count: 80, interval: 0.002) { (x: 50 * $0, y: 0) }
        #expect(try #require(VelocityEstimator.lsq2.estimate(from: dense)).sampleCount == 20)
    }

    @Test func aPathThatChangesDirectionIsJudgedByItsRecentSamples() throws {
        // Moving right at 1000 pt/s for 200 ms, then left at 500 pt/s for 100 ms.
        let samples = VelocityTestPaths.sample(count: 37, interval: 0.25 / 30) { t in
            (x: t <= 0.2 ? 1000 * t : 200 - 500 * (t - 0.2), y: 0)
        }
        let velocity = try #require(VelocityEstimator.lsq2.velocity(from: samples))
        #expect(velocity.x < -400)
    }

    @Test func fewerThanThreeSamplesGiveNoVelocity() {
        let two = [VelocitySample(time: 0, x: 0, y: 0), VelocitySample(time: 0.01, x: 10, y: 0)]
        #expect(VelocityEstimator.lsq2.velocity(from: two) == nil)
        #expect(VelocityEstimator.lsq2.velocity(from: two.prefix(1)) == nil)
        #expect(VelocityEstimator.lsq2.velocity(from: []) == nil)
    }

    @Test func androidsRuleLowersTheDegreeForTwoSamples() throws {
        let two = [VelocitySample(time: 0, x: 0, y: 5), VelocitySample(time: 0.01, x: 10, y: 5)]
        let android = VelocityEstimator.leastSquares(degree: 2, minimumSampleCount: 2)
        let velocity = try #require(android.velocity(from: two))
        #expect(Double(velocity.x).isApproximatelyEqual(to: 1000, absoluteTolerance: 1e-9))
        #expect(velocity.y == 0)
        #expect(android.velocity(from: two.prefix(1)) == nil)
    }

    @Test func aNoisyPathHasConfidenceBelowOne() throws {
        var generator = SeededGenerator(seed: 7)
        let samples = VelocityTestPaths.sample(count: 12) { (x: 800 * $0, y: 0) }.map {
            VelocitySample(time: $0.time, x: Double($0.position.x) + Double.random(in: -3...3, using: &generator), y: 0)
        }
        let confidence = try #require(VelocityEstimator.lsq2.estimate(from: samples)?.confidence)
        #expect(confidence < 1 && confidence > 0)
    }

    @Test(arguments: seeds)
    func shiftingTimeAndPositionLeavesTheVelocityUnchanged(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let samples = VelocityTestPaths.sample(count: 15, jitter: 0.4, using: &generator) { t in
            (x: 300 * t - 4000 * t * t, y: 900 * t + 2500 * t * t)
        }
        let timeShift = Double.random(in: 0...1e6, using: &generator)
        let shifted = samples.map {
            VelocitySample(time: $0.time + timeShift, x: Double($0.position.x) + 1234.5, y: Double($0.position.y) - 987)
        }
        let original = try #require(VelocityEstimator.lsq2.velocity(from: samples))
        let moved = try #require(VelocityEstimator.lsq2.velocity(from: shifted))
        #expect(
            original.x.isApproximatelyEqual(to: moved.x, absoluteTolerance: 1e-3, relativeTolerance: 1e-6),
            "seed \(seed), shift \(timeShift)")
        #expect(
            original.y.isApproximatelyEqual(to: moved.y, absoluteTolerance: 1e-3, relativeTolerance: 1e-6),
            "seed \(seed), shift \(timeShift)")
    }
}
