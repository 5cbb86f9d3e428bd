import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct UIPanGestureRecognizerTests {
    /// A window with a full-size content view carrying a pan.
    func makeScene() -> (driver: FingerDriver, pan: UIPanGestureRecognizer, log: RecognizerLog, content: UIView) {
        let window = makeWindow()
        let content = UIView(frame: window.bounds)
        window.addSubview(content)
        let pan = UIPanGestureRecognizer()
        content.addGestureRecognizer(pan)
        return (FingerDriver(window: window), pan, RecognizerLog(pan), content)
    }

    @Test func oneFingerGoesBeganChangedEndedThenBackToPossible() {
        let scene = makeScene()
        scene.driver.down(point(100, 100), at: 0)
        let last = scene.driver.drag(from: point(100, 100), step: point(4, 0), steps: 6, startingAt: 0)
        scene.driver.up(point(124, 100), at: last + 0.008)
        // Moves to 104, 108 (below the slop), 112 (began), 116, 120, 124 (changed).
        #expect(scene.log.handlerStates == [.began, .changed, .changed, .changed, .ended])
        #expect(scene.log.stateChanges == [.began, .changed, .changed, .changed, .ended, .possible])
        #expect(scene.pan.state == .possible)
        #expect(scene.pan.numberOfTouches == 0)
    }

    @Test func twoFingersFollowTheirCentroidAndEndWhenBothLift() {
        let scene = makeScene()
        scene.driver.down(0, point(100, 100), at: 0)
        scene.driver.down(1, point(200, 100), at: 0.008)
        scene.driver.send(at: 0.016, [(0, .moved, point(112, 100)), (1, .moved, point(212, 100))])
        #expect(scene.log.handlerStates == [.began])
        #expect(scene.pan.numberOfTouches == 2)
        #expect(scene.pan.location(in: nil) == point(162, 100))
        #expect(scene.pan.translation(in: nil) == point(12, 0))
        scene.driver.up(0, point(112, 100), at: 0.024)
        #expect(scene.log.handlerStates == [.began], "lifting one finger without motion changes nothing")
        scene.driver.move(1, point(220, 100), at: 0.032)
        #expect(scene.pan.translation(in: nil) == point(20, 0))
        scene.driver.up(1, point(220, 100), at: 0.040)
        #expect(scene.log.handlerStates == [.began, .changed, .ended])
        #expect(scene.log.stateChanges.last == .possible)
    }

    @Test(arguments: [point(9.75, 0), point(0, -9.75), point(7, 7)])
    func motionWithinTheSlopDoesNotBegin(offset: CGPoint) {
        let scene = makeScene()
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.move(point(100 + offset.x, 100 + offset.y), at: 0.008)
        #expect(scene.pan.state == .possible)
        #expect(scene.log.handlerStates.isEmpty)
        #expect(scene.pan.translation(in: nil) == offset, "the translation is tracked before the gesture begins")
    }

    @Test(arguments: [point(10, 0), point(-6, 8), point(0, 25)])
    func theGestureBeginsAtTheSlopWithTheMotionSoFarAsItsTranslation(offset: CGPoint) {
        let scene = makeScene()
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.move(point(100 + offset.x, 100 + offset.y), at: 0.008)
        #expect(scene.log.handlerStates == [.began])
        #expect(scene.log.translations == [offset])
    }

    @Test func theSlopIsConfigurable() {
        let scene = makeScene()
        scene.pan.hysteresis = 3
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.move(point(103, 100), at: 0.008)
        #expect(scene.log.handlerStates == [.began])
    }

    @Test func withNoSlopTheGestureBeginsAtTouchDown() {
        let scene = makeScene()
        scene.pan.hysteresis = 0
        scene.driver.down(point(100, 100), at: 0)
        #expect(scene.log.handlerStates == [.began])
        #expect(scene.log.translations == [.zero])
        scene.driver.move(point(100.5, 100), at: 0.008)
        #expect(scene.log.handlerStates == [.began, .changed])
    }

    @Test func setTranslationMovesTheOriginOfLaterTranslations() {
        let scene = makeScene()
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.move(point(130, 90), at: 0.008)
        #expect(scene.pan.translation(in: nil) == point(30, -10))
        scene.pan.setTranslation(.zero, in: nil)
        #expect(scene.pan.translation(in: nil) == .zero)
        scene.driver.move(point(135, 90), at: 0.016)
        #expect(scene.pan.translation(in: nil) == point(5, 0))
        scene.pan.setTranslation(point(-50, 7), in: nil)
        scene.driver.move(point(136, 92), at: 0.024)
        #expect(scene.pan.translation(in: nil) == point(-49, 9))
    }

    @Test func translationAndVelocityAreGivenInTheRequestedViewsSpace() {
        let scene = makeScene()
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        scene.content.addSubview(scaled)
        scene.pan.velocityEstimator = .lastTwoSamples
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.move(point(120, 100), at: 0.010)
        scene.driver.move(point(140, 100), at: 0.020)
        #expect(
            scene.pan.translation(in: scaled).isApproximatelyEqual(
                to: point(20, 0), absoluteTolerance: 1e-9, relativeTolerance: 0))
        #expect(
            scene.pan.velocity(in: nil).isApproximatelyEqual(
                to: point(2000, 0), absoluteTolerance: 1e-6, relativeTolerance: 0))
        #expect(
            scene.pan.velocity(in: scaled).isApproximatelyEqual(
                to: point(1000, 0), absoluteTolerance: 1e-6, relativeTolerance: 0))
        scene.pan.setTranslation(point(5, 5), in: scaled)
        #expect(
            scene.pan.translation(in: nil).isApproximatelyEqual(
                to: point(10, 10), absoluteTolerance: 1e-9, relativeTolerance: 0))
    }

    /// A fling with uneven timing, so that estimators disagree.
    static let flingTimes: [TimeInterval] = [0, 0.007, 0.017, 0.024, 0.033, 0.041, 0.050, 0.058]
    static let flingXs: [CGFloat] = [20, 24, 35, 46, 63, 80, 104, 127]

    @Test(arguments: ["lsq2", "impulse", "lastTwoSamples", "lsq3"])
    func velocityAtReleaseIsTheEstimatorsVelocityAtTheLiftTime(estimatorName: String) throws {
        let estimator = try #require(VelocityEstimator.named(estimatorName))
        let scene = makeScene()
        scene.pan.velocityEstimator = estimator
        var velocityAtEnd: CGPoint?
        scene.pan.addAction { pan in
            if pan.state == .ended { velocityAtEnd = pan.velocity(in: nil) }
        }
        let times = Self.flingTimes
        let xs = Self.flingXs
        scene.driver.down(point(xs[0], 300), at: times[0])
        for index in 1..<times.count {
            scene.driver.move(point(xs[index], 300 - CGFloat(index)), at: times[index])
        }
        let liftTime = 0.063
        scene.driver.up(point(131, 290), at: liftTime)
        let samples = times.indices.map { index in
            VelocitySample(time: times[index], x: Double(xs[index] - xs[0]), y: -Double(index))
        }
        let expected = estimator.velocity(from: samples, at: liftTime) ?? .zero
        #expect(velocityAtEnd == expected)
        #expect(expected != .zero)
    }

    @Test func aFingerThatRestsBeforeLiftingReleasesWithZeroVelocity() {
        let scene = makeScene()
        var velocityAtEnd: CGPoint?
        scene.pan.addAction { pan in
            if pan.state == .ended { velocityAtEnd = pan.velocity(in: nil) }
        }
        scene.driver.down(point(100, 100), at: 0)
        let last = scene.driver.drag(from: point(100, 100), step: point(8, 0), steps: 5, startingAt: 0)
        scene.driver.up(point(140, 100), at: last + 0.2)
        #expect(velocityAtEnd == .zero)
    }

    @Test func setTranslationKeepsTheVelocityHistory() {
        func flingVelocity(resettingTranslation: Bool) -> CGPoint? {
            let scene = makeScene()
            var velocityAtEnd: CGPoint?
            scene.pan.addAction { pan in
                if pan.state == .ended { velocityAtEnd = pan.velocity(in: nil) }
                if resettingTranslation && pan.state == .changed { pan.setTranslation(.zero, in: nil) }
            }
            scene.driver.down(point(20, 300), at: 0)
            let last = scene.driver.drag(from: point(20, 300), step: point(9, 1), steps: 8, startingAt: 0)
            scene.driver.up(point(92, 308), at: last + 0.004)
            return velocityAtEnd
        }
        let plain = flingVelocity(resettingTranslation: false)
        #expect(plain != nil && plain != .zero)
        #expect(flingVelocity(resettingTranslation: true) == plain)
    }

    @Test func aSecondFingerJoiningOrLeavingDoesNotMoveTheTranslation() {
        let scene = makeScene()
        scene.driver.down(0, point(100, 100), at: 0)
        scene.driver.move(0, point(130, 100), at: 0.008)
        #expect(scene.pan.translation(in: nil) == point(30, 0))
        scene.driver.down(1, point(200, 260), at: 0.016)
        #expect(scene.pan.translation(in: nil) == point(30, 0))
        #expect(scene.pan.location(in: nil) == point(165, 180))
        // The centroid moves by the mean of (10, 0) and (10, 10).
        scene.driver.send(at: 0.024, [(0, .moved, point(140, 100)), (1, .moved, point(210, 270))])
        #expect(scene.pan.translation(in: nil) == point(40, 5))
        scene.driver.up(1, point(210, 270), at: 0.032)
        #expect(scene.pan.translation(in: nil) == point(40, 5))
        scene.driver.move(0, point(145, 100), at: 0.040)
        #expect(scene.pan.translation(in: nil) == point(45, 5))
        #expect(scene.log.translations == [point(30, 0), point(40, 5), point(45, 5)])
    }

    @Test func motionInTheEventAFingerJoinsIsCountedOnce() {
        let scene = makeScene()
        scene.driver.down(0, point(100, 100), at: 0)
        scene.driver.move(0, point(120, 100), at: 0.008)
        scene.driver.send(at: 0.016, [(0, .moved, point(126, 100)), (1, .began, point(300, 300))])
        #expect(scene.pan.translation(in: nil) == point(26, 0))
    }

    @Test func theLiftPositionCountsTowardTheFinalTranslation() {
        let scene = makeScene()
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.move(point(120, 100), at: 0.008)
        scene.driver.up(point(123, 101), at: 0.016)
        #expect(scene.log.handlerStates == [.began, .ended])
        #expect(scene.log.translations == [point(20, 0), point(23, 1)])
    }

    @Test func fingersBeyondTheMaximumAreIgnored() {
        let scene = makeScene()
        scene.pan.maximumNumberOfTouches = 1
        scene.driver.down(0, point(100, 100), at: 0)
        scene.driver.down(1, point(200, 200), at: 0.008)
        #expect(scene.pan.numberOfTouches == 1)
        let second = scene.driver.lastTouch[1]
        #expect(second?.gestureRecognizers?.isEmpty == true)
        scene.driver.move(1, point(260, 200), at: 0.016)
        #expect(scene.pan.state == .possible)
        scene.driver.move(0, point(115, 100), at: 0.024)
        #expect(scene.log.translations == [point(15, 0)])
    }

    @Test func manyFingersAtOnceKeepTheFirstAndLiftTogether() {
        let scene = makeScene()
        scene.pan.maximumNumberOfTouches = 2
        let fingers = 0..<40
        scene.driver.send(at: 0, fingers.map { ($0, .began, point(20 + Double($0) * 8, 300)) })
        #expect(scene.pan.numberOfTouches == 2)
        #expect(fingers.filter { scene.driver.lastTouch[$0]?.gestureRecognizers?.isEmpty == false } == [0, 1])
        scene.driver.send(at: 0.008, fingers.map { ($0, .moved, point(40 + Double($0) * 8, 300)) })
        #expect(scene.log.handlerStates == [.began])
        scene.driver.send(at: 0.016, fingers.map { ($0, .ended, point(40 + Double($0) * 8, 300)) })
        #expect(scene.log.handlerStates == [.began, .ended])
        #expect(scene.pan.numberOfTouches == 0)
    }

    @Test func fewerFingersThanTheMinimumNeitherBeginNorCountMotion() {
        let scene = makeScene()
        scene.pan.minimumNumberOfTouches = 2
        scene.driver.down(0, point(100, 100), at: 0)
        scene.driver.move(0, point(160, 100), at: 0.008)
        #expect(scene.pan.state == .possible)
        scene.driver.down(1, point(100, 200), at: 0.016)
        #expect(scene.pan.translation(in: nil) == .zero)
        scene.driver.send(at: 0.024, [(0, .moved, point(172, 100)), (1, .moved, point(112, 200))])
        #expect(scene.log.handlerStates == [.began])
        #expect(scene.log.translations == [point(12, 0)])
    }

    @Test func aCancelledTouchCancelsTheGesture() {
        let scene = makeScene()
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.move(point(130, 100), at: 0.008)
        scene.driver.cancel(point(130, 100), at: 0.016)
        #expect(scene.log.handlerStates == [.began, .cancelled])
        #expect(scene.log.stateChanges == [.began, .cancelled, .possible])
    }

    @Test func aCancelledTouchFailsAGestureThatHasNotBegun() {
        let scene = makeScene()
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.cancel(point(101, 100), at: 0.008)
        #expect(scene.log.handlerStates.isEmpty)
        #expect(scene.log.stateChanges == [.failed, .possible])
    }

    @Test func aTapWithoutMotionFails() {
        let scene = makeScene()
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.up(point(100, 100), at: 0.1)
        #expect(scene.log.stateChanges == [.failed, .possible])
    }

    @Test func aNewGestureStartsFromZeroAfterTheLastOne() {
        let scene = makeScene()
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.move(point(150, 100), at: 0.008)
        scene.driver.up(point(150, 100), at: 0.016)
        scene.driver.down(point(10, 10), at: 1)
        #expect(scene.pan.translation(in: nil) == .zero)
        #expect(scene.pan.velocity(in: nil) == .zero)
        scene.driver.move(point(10, 30), at: 1.008)
        #expect(scene.log.translations.last == point(0, 20))
        #expect(scene.log.handlerStates == [.began, .ended, .began])
    }
}
