import Testing

@testable import HeadlessUIKit

/// A tap is discrete: recognized (`ended`, one handler call) when the finger lifts, or failed.
@MainActor
@Suite struct UITapGestureRecognizerTests {
    func makeScene(taps: Int = 1, touches: Int = 1) -> (
        driver: FingerDriver, tap: UITapGestureRecognizer, log: RecognizerLog
    ) {
        let scene = makeContentScene()
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = taps
        tap.numberOfTouchesRequired = touches
        scene.content.addGestureRecognizer(tap)
        return (scene.driver, tap, RecognizerLog(tap))
    }

    @Test func aTapIsRecognizedWhenTheFingerLifts() {
        let scene = makeScene()
        scene.driver.down(point(100, 100), at: 0)
        #expect(scene.log.handlerStates.isEmpty)
        scene.driver.move(point(104, 103), at: 0.05)
        scene.driver.up(point(104, 103), at: 0.1)
        #expect(scene.log.handlerStates == [.ended])
        #expect(scene.log.stateChanges == [.ended, .possible])
        #expect(scene.tap.numberOfTapsRequired == 1 && scene.tap.numberOfTouchesRequired == 1)
    }

    @Test func movingTooFarFails() {
        let scene = makeScene()
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.move(point(111, 100), at: 0.05)
        scene.driver.up(point(111, 100), at: 0.1)
        #expect(scene.log.handlerStates.isEmpty)
        #expect(scene.log.stateChanges == [.failed, .possible])
    }

    @Test func aDoubleTapNeedsBothTapsInTime() {
        let scene = makeScene(taps: 2)
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.up(point(100, 100), at: 0.08)
        #expect(scene.log.stateChanges.isEmpty, "still possible between the taps")
        scene.driver.down(point(101, 100), at: 0.2)
        scene.driver.up(point(101, 100), at: 0.28)
        #expect(scene.log.handlerStates == [.ended])
        scene.driver.down(point(100, 100), at: 1)
        scene.driver.up(point(100, 100), at: 1.08)
        scene.driver.down(point(100, 100), at: 1.6)
        #expect(scene.log.stateChanges.suffix(2) == [.failed, .possible], "the second tap came too late")
    }

    @Test func moreFingersThanRequiredFail() {
        let scene = makeScene()
        scene.driver.down(0, point(100, 100), at: 0)
        scene.driver.down(1, point(150, 100), at: 0.01)
        scene.driver.up(0, point(100, 100), at: 0.05)
        scene.driver.up(1, point(150, 100), at: 0.05)
        #expect(scene.log.handlerStates.isEmpty)
        #expect(scene.log.stateChanges.first == .failed)
    }

    @Test func aTwoFingerTapNeedsTwoFingers() {
        let scene = makeScene(touches: 2)
        scene.driver.send(at: 0, [(0, .began, point(100, 100)), (1, .began, point(150, 100))])
        scene.driver.send(at: 0.05, [(0, .ended, point(100, 100)), (1, .ended, point(150, 100))])
        #expect(scene.log.handlerStates == [.ended])
        scene.driver.down(point(100, 100), at: 1)
        scene.driver.up(point(100, 100), at: 1.05)
        #expect(scene.log.stateChanges.suffix(2) == [.failed, .possible])
    }
}
