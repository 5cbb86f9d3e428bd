@_spi(Harness) import HeadlessUIKit
import TestSupport
import Testing

@Suite struct VelocityTrackerTests {
    static let estimators: [VelocityEstimator] = [.lsq2, .impulse, .lastTwoSamples]

    @Test(arguments: estimators)
    func withoutSamplesThereIsNoVelocity(estimator: VelocityEstimator) {
        let tracker = VelocityTracker(estimator: estimator)
        #expect(tracker.velocity() == nil)
        #expect(tracker.velocity(at: 10) == nil)
    }

    @Test func aGapLongerThanFortyMillisecondsStartsTheMotionOver() throws {
        var tracker = VelocityTracker()
        // 100 pt/s for 50 ms, then a 41 ms pause, then 500 pt/s.
        for k in 0...5 { tracker.add(time: Double(k) * 0.01, position: CGPoint(x: Double(k), y: 0)) }
        let resume = 0.05 + 0.041
        for k in 0...4 {
            tracker.add(time: resume + Double(k) * 0.01, position: CGPoint(x: 5 + 5 * Double(k), y: 0))
        }
        let estimate = try #require(tracker.estimate())
        #expect(estimate.sampleCount == 5)
        #expect(estimate.velocity.x.isApproximatelyEqual(to: 500, absoluteTolerance: 1e-6))
    }

    @Test func aGapOfExactlyFortyMillisecondsDoesNot() throws {
        var tracker = VelocityTracker()
        for (time, x) in [(0.0, 0.0), (0.01, 1.0), (0.05, 5.0), (0.06, 6.0)] {
            tracker.add(time: 216_690.896 + time, position: CGPoint(x: x, y: 0))
        }
        #expect(tracker.sampleCount == 4)
    }

    @Test(arguments: estimators)
    func aQueryMoreThanFortyMillisecondsAfterTheNewestSampleFindsThePointerStopped(estimator: VelocityEstimator) throws
    {
        var tracker = VelocityTracker(estimator: estimator)
        for k in 0..<6 { tracker.add(time: 2 + Double(k) / 100, position: CGPoint(x: 10 * Double(k), y: 0)) }
        #expect(tracker.velocity(at: 2.05 + 0.040) != nil)
        #expect(tracker.velocity(at: 2.05 + 0.041) == nil)
        #expect(tracker.velocity(at: .nan) != nil)
        #expect(tracker.velocity() != nil)
    }

    @Test func oneSampleGivesNoVelocityExceptImpulsesZero() {
        for estimator in [VelocityEstimator.lsq2, .lastTwoSamples] {
            var tracker = VelocityTracker(estimator: estimator)
            tracker.add(time: 1, position: CGPoint(x: 3, y: 4))
            #expect(tracker.velocity() == nil, "\(estimator)")
        }
        var impulse = VelocityTracker(estimator: .impulse)
        impulse.add(time: 1, position: CGPoint(x: 3, y: 4))
        #expect(impulse.velocity() == .zero)
    }

    @Test(arguments: estimators)
    func samplesAtOneInstantReplaceEachOtherWithoutCrashing(estimator: VelocityEstimator) throws {
        var tracker = VelocityTracker(estimator: estimator)
        for x in [1.0, 2.0, 3.0, 4.0] { tracker.add(time: 0.5, position: CGPoint(x: x, y: 0)) }
        #expect(tracker.sampleCount == 1)
        #expect(tracker.newestSample == VelocitySample(time: 0.5, x: 4, y: 0))
        for k in 1...4 {
            tracker.add(time: 0.5 + Double(k) * 0.01, position: CGPoint(x: 4 + Double(k), y: 0))
            tracker.add(time: 0.5 + Double(k) * 0.01, position: CGPoint(x: 4 + 2 * Double(k), y: 0))
        }
        #expect(tracker.sampleCount == min(5, estimator.maximumSampleCount))
        let velocity = try #require(tracker.velocity())
        #expect(velocity.x.isFinite && velocity.x > 0)
    }

    @Test func nonFiniteSamplesAreIgnored() {
        var tracker = VelocityTracker()
        tracker.add(time: 0, position: CGPoint(x: 0, y: 0))
        tracker.add(time: .nan, position: CGPoint(x: 1, y: 0))
        tracker.add(time: 0.01, position: CGPoint(x: CGFloat.nan, y: 0))
        tracker.add(time: 0.01, position: CGPoint(x: 0, y: CGFloat.infinity))
        tracker.add(time: .infinity, position: CGPoint(x: 0, y: 0))
        #expect(tracker.sampleCount == 1)
    }

    @Test func timeGoingBackwardsStartsOver() {
        var tracker = VelocityTracker()
        for k in 0..<4 { tracker.add(time: 1 + Double(k) / 100, position: CGPoint(x: Double(k), y: 0)) }
        tracker.add(time: 0.5, position: CGPoint(x: 0, y: 0))
        #expect(tracker.sampleCount == 1)
    }

    @Test func resetForgetsEverySample() {
        var tracker = VelocityTracker()
        for k in 0..<4 { tracker.add(time: Double(k) / 100, position: CGPoint(x: Double(k), y: 0)) }
        tracker.reset()
        #expect(tracker.sampleCount == 0)
        #expect(tracker.newestSample == nil)
        #expect(tracker.velocity() == nil)
    }

    @Test(arguments: [1, 2, 3, 19, 20, 21, 57, 200])
    func theWindowHoldsTheNewestSamplesOldestFirstAcrossWrapAround(added: Int) {
        var tracker = VelocityTracker(estimator: .lsq2)
        let samples = (0..<added).map { VelocitySample(time: 3 + Double($0) * 0.002, x: Double($0), y: -Double($0)) }
        for sample in samples { tracker.add(sample) }
        let expected = Array(samples.suffix(20))
        #expect(Array(tracker.window) == expected)
        #expect(tracker.window.withUnsafeSamples { Array($0) } == expected)
        #expect(tracker.newestSample == samples.last)
        #expect(
            tracker.window.duration.isApproximatelyEqual(
                to: Double(expected.count - 1) * 0.002, absoluteTolerance: 1e-9))
    }

    @Test func replacingTheNewestAfterWrapAroundKeepsTheWindowInOrder() {
        var tracker = VelocityTracker(estimator: .lastTwoSamples)
        for k in 0..<5 { tracker.add(time: Double(k) * 0.01, position: CGPoint(x: Double(k), y: 0)) }
        tracker.add(time: 0.04, position: CGPoint(x: 9, y: 0))
        #expect(
            Array(tracker.window) == [VelocitySample(time: 0.03, x: 3, y: 0), VelocitySample(time: 0.04, x: 9, y: 0)])
        #expect(tracker.window.withUnsafeSamples { Array($0) } == Array(tracker.window))
    }

    @Test(arguments: estimators)
    func addingSamplesNeverGrowsOrReallocatesTheHistory(estimator: VelocityEstimator) {
        var tracker = VelocityTracker(estimator: estimator)
        let address = tracker.historyStorageAddress()
        var generator = SeededGenerator(seed: 11)
        var time = 0.0
        for _ in 0..<5000 {
            time += Double.random(in: 0...0.06, using: &generator)
            tracker.add(time: time, position: CGPoint(x: Double.random(in: -500...500, using: &generator), y: 0))
            _ = tracker.estimate(at: time)
        }
        #expect(tracker.sampleCount <= estimator.maximumSampleCount)
        #expect(tracker.historyStorageAddress() == address)
    }
}
