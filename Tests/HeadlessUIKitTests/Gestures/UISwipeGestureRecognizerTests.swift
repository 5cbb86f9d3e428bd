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

    @Test func directionsAreUIKitsBits() {
        #expect(UISwipeGestureRecognizer.Direction.right.rawValue == 1)
        #expect(UISwipeGestureRecognizer.Direction.left.rawValue == 2)
        #expect(UISwipeGestureRecognizer.Direction.up.rawValue == 4)
        #expect(UISwipeGestureRecognizer.Direction.down.rawValue == 8)
    }
}
