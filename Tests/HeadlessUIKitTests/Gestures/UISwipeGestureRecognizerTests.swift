import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// Swipe: `possible` → `ended` (recognized) or `failed`, driven by touches.
@MainActor
@Suite struct UISwipeGestureRecognizerTests {

    @Test(arguments: [
        (UISwipeGestureRecognizer.Direction.right, CGPoint(x: 10, y: 1)),
        (.left, CGPoint(x: -10, y: 2)),
        (.up, CGPoint(x: 1, y: -10)),
        (.down, CGPoint(x: -3, y: 10)),
    ])
    func aSwipeRecognizesInItsDirectionWhileTheFingerMoves(direction: UISwipeGestureRecognizer.Direction, step: CGPoint)
    {
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = direction
        let scene = makeRecognizerScene(swipe)
        scene.driver.down(point(160, 240), at: 0)
        _ = scene.driver.drag(from: point(160, 240), step: step, steps: 6, startingAt: 0)
        #expect(scene.log.handlerStates == [.ended], "recognized at the fifth step, 50 points along")
    }

    @Test func aSwipeFailsAgainstItsDirectionOrTooSlowly() {
        let swipe = UISwipeGestureRecognizer()
        let scene = makeRecognizerScene(swipe)
        scene.driver.down(point(160, 240), at: 0)
        let last = scene.driver.drag(from: point(160, 240), step: point(-10, 0), steps: 6, startingAt: 0)
        scene.driver.up(point(100, 240), at: last + 0.01)
        #expect(scene.log.stateChanges == [.failed, .possible])
        scene.driver.down(point(100, 240), at: 1)
        _ = scene.driver.drag(from: point(100, 240), step: point(10, 0), steps: 6, startingAt: 1, interval: 0.15)
        #expect(scene.log.handlerStates.isEmpty, "60 points in 0.9 s is not a swipe")
    }

    @Test func aFingerThatRestsFailsTheSwipeOnTheDisplaysClock() {
        let swipe = UISwipeGestureRecognizer()
        let scene = makeRecognizerScene(swipe)
        scene.driver.down(point(100, 240), at: 0)
        scene.display.advance(to: 0)
        scene.driver.move(point(110, 240), at: 0.05)
        scene.display.advance(to: 0.45)
        #expect(swipe.state == .possible)
        scene.display.advance(to: 0.6)
        #expect(scene.log.stateChanges == [.failed, .possible], "failed, then reset at once")
        scene.driver.move(point(220, 240), at: 0.65)
        scene.driver.up(point(220, 240), at: 0.7)
        #expect(scene.log.handlerStates.isEmpty, "no event came: the clock alone failed it")
    }

    @Test func aSwipeWithMoreFingersThanRequiredFails() {
        let swipe = UISwipeGestureRecognizer()
        let scene = makeRecognizerScene(swipe)
        scene.driver.down(0, point(100, 200), at: 0)
        scene.driver.down(1, point(100, 260), at: 0.01)
        scene.driver.send(at: 0.05, [(0, .moved, point(160, 200)), (1, .moved, point(160, 260))])
        scene.driver.send(at: 0.06, [(0, .ended, point(160, 200)), (1, .ended, point(160, 260))])
        #expect(scene.log.handlerStates.isEmpty)
        #expect(scene.log.stateChanges.first == .failed)
    }

    @Test func directionsAreUIKitsBits() {
        #expect(UISwipeGestureRecognizer.Direction.right.rawValue == 1)
        #expect(UISwipeGestureRecognizer.Direction.left.rawValue == 2)
        #expect(UISwipeGestureRecognizer.Direction.up.rawValue == 4)
        #expect(UISwipeGestureRecognizer.Direction.down.rawValue == 8)
    }
}
