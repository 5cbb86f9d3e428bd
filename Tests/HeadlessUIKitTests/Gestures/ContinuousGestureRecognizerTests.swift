import Foundation
import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// Long press, pinch and rotation: `began`, `changed`, then `ended` or `cancelled`, driven by
/// touches and the display's clock.
@MainActor
@Suite struct ContinuousGestureRecognizerTests {

    @Test func aLongPressBeginsOnTheClockChangesWithMotionAndEndsAtTheLift() {
        let press = UILongPressGestureRecognizer()
        let scene = makeRecognizerScene(press)
        scene.driver.down(point(100, 100), at: 0)
        scene.display.advance(to: 0.45)
        #expect(press.state == .possible)
        scene.display.advance(to: 0.5)
        #expect(scene.log.handlerStates == [.began])
        scene.driver.move(point(140, 100), at: 0.6)
        #expect(scene.log.handlerStates == [.began, .changed], "once begun, any motion changes it")
        scene.driver.up(point(140, 100), at: 0.7)
        #expect(scene.log.handlerStates == [.began, .changed, .ended])
    }

    @Test func aLongPressThatHasBegunIsCancelledWithItsTouch() {
        let press = UILongPressGestureRecognizer()
        let scene = makeRecognizerScene(press)
        scene.driver.down(point(100, 100), at: 0)
        scene.display.advance(to: 0.6)
        scene.driver.send(at: 0.7, [(0, .cancelled, point(100, 100))])
        #expect(scene.log.handlerStates == [.began, .cancelled])
    }

    @Test func aTwoFingerLongPressWaitsForBothFingers() {
        let press = UILongPressGestureRecognizer()
        press.numberOfTouchesRequired = 2
        let scene = makeRecognizerScene(press)
        scene.driver.down(0, point(100, 100), at: 0)
        scene.display.advance(to: 0.6)
        #expect(press.state == .possible, "one finger of two")
        scene.driver.down(1, point(150, 100), at: 0.6)
        scene.display.advance(to: 1.2)
        #expect(scene.log.handlerStates == [.began])
        scene.driver.send(at: 1.3, [(0, .ended, point(100, 100)), (1, .ended, point(150, 100))])
        #expect(scene.log.handlerStates == [.began, .ended])
    }

    @Test func aLongPressFailsWhenTheFingerMovesOrLiftsEarly() {
        let press = UILongPressGestureRecognizer()
        let scene = makeRecognizerScene(press)
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.move(point(100, 111), at: 0.1)
        #expect(scene.log.stateChanges == [.failed, .possible])
        scene.driver.up(point(100, 111), at: 0.2)
        scene.display.advance(to: 1)
        scene.driver.down(point(100, 100), at: 1)
        scene.driver.up(point(100, 100), at: 1.2)
        scene.display.advance(to: 2)
        #expect(scene.log.handlerStates.isEmpty)
        #expect(scene.log.stateChanges == [.failed, .possible, .failed, .possible])
    }

    @Test func aPinchScalesByTheFingersDistance() throws {
        let pinch = UIPinchGestureRecognizer()
        let scene = makeRecognizerScene(pinch)
        scene.driver.down(0, point(100, 200), at: 0)
        scene.driver.down(1, point(200, 200), at: 0.01)
        scene.driver.send(at: 0.02, [(0, .moved, point(95, 200)), (1, .moved, point(205, 200))])
        #expect(pinch.state == .began)
        #expect(abs(pinch.scale - 1.1) < 1e-9)
        scene.driver.send(at: 0.03, [(0, .moved, point(50, 200)), (1, .moved, point(250, 200))])
        #expect(abs(pinch.scale - 2) < 1e-9)
        #expect(abs(pinch.velocity - 90) < 1e-6, "0.9 in 0.01 s")
        pinch.scale = 1
        scene.driver.send(at: 0.04, [(1, .moved, point(350, 200))])
        #expect(abs(pinch.scale - 1.5) < 1e-9, "scales from the value set")
        scene.driver.up(0, point(50, 200), at: 0.05)
        #expect(scene.log.handlerStates == [.began, .changed, .changed, .ended])
    }

    @Test func aRotationMeasuresTheTurnOfTheLineBetweenTheFingers() {
        let rotation = UIRotationGestureRecognizer()
        let scene = makeRecognizerScene(rotation)
        scene.driver.down(0, point(100, 200), at: 0)
        scene.driver.down(1, point(200, 200), at: 0.01)
        // The second finger goes down the screen: clockwise, positive.
        scene.driver.send(at: 0.02, [(1, .moved, point(200, 300))])
        #expect(rotation.state == .began)
        #expect(abs(rotation.rotation - .pi / 4) < 1e-9)
        scene.driver.send(at: 0.03, [(1, .moved, point(100, 300))])
        #expect(abs(rotation.rotation - .pi / 2) < 1e-9)
        #expect(abs(rotation.velocity - (.pi / 4) / 0.01) < 1e-6)
        scene.driver.send(at: 0.04, [(0, .cancelled, point(100, 200)), (1, .cancelled, point(100, 300))])
        #expect(scene.log.handlerStates == [.began, .changed, .cancelled])
    }

    @Test func aTwoFingerGestureFailsWhenOneFingerLiftsBeforeTheSecondComes() {
        let pinch = UIPinchGestureRecognizer()
        let scene = makeRecognizerScene(pinch)
        scene.driver.down(point(100, 200), at: 0)
        scene.driver.up(point(100, 200), at: 0.1)
        #expect(scene.log.stateChanges == [.failed, .possible])
    }
}
