import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// Taps: `possible` → `ended` (recognized) or `failed`, driven by touches and the display's clock.
@MainActor
@Suite struct UITapGestureRecognizerTests {
    @Test func aTapRecognizesWhenTheFingerLifts() {
        let tap = UITapGestureRecognizer()
        let scene = makeRecognizerScene(tap)
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.move(point(104, 103), at: 0.05)
        #expect(tap.state == .possible)
        scene.driver.up(point(104, 103), at: 0.1)
        #expect(scene.log.handlerStates == [.ended])
        #expect(scene.log.stateChanges == [.ended, .possible])
        #expect(tap.location(in: nil) == point(104, 103))
    }

    @Test func aTapFailsWhenTheFingerMovesTooFar() {
        let tap = UITapGestureRecognizer()
        let scene = makeRecognizerScene(tap)
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.move(point(112, 100), at: 0.05)
        scene.driver.up(point(112, 100), at: 0.1)
        #expect(scene.log.handlerStates.isEmpty)
        #expect(scene.log.stateChanges == [.failed, .possible])
    }

    @Test func aDoubleTapNeedsTheSecondTapInTime() {
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        let scene = makeRecognizerScene(tap)
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.up(point(100, 100), at: 0.05)
        #expect(tap.state == .possible)
        scene.driver.down(point(100, 100), at: 0.2)
        scene.driver.up(point(100, 100), at: 0.25)
        #expect(scene.log.handlerStates == [.ended])

        // One tap, then the display's clock passes the interval: failed without another touch.
        scene.driver.down(point(100, 100), at: 1)
        scene.display.advance(to: 1)
        scene.driver.up(point(100, 100), at: 1.05)
        scene.display.advance(to: 1.3)
        #expect(tap.state == .possible)
        scene.display.advance(to: 1.5)
        #expect(scene.log.stateChanges.suffix(2) == [.failed, .possible])
        #expect(scene.log.handlerStates == [.ended])
    }

    @Test func aTwoFingerTapFailsWithOneFinger() {
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        let scene = makeRecognizerScene(tap)
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.up(point(100, 100), at: 0.05)
        #expect(scene.log.stateChanges == [.failed, .possible])
        scene.driver.down(0, point(100, 100), at: 1)
        scene.driver.down(1, point(150, 100), at: 1.01)
        scene.driver.send(at: 1.05, [(0, .ended, point(100, 100)), (1, .ended, point(150, 100))])
        #expect(scene.log.handlerStates == [.ended])
    }

    /// The common pairing: a single tap that waits for a double tap to fail
    /// [DOC require(toFail:)]. A lone tap is recognized only once the double tap's interval has
    /// passed on the display's clock; a double tap recognizes the double tap alone.
    @Test func aSingleTapWaitingForADoubleTapRecognizesAfterTheIntervalOnly() {
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let scene = makeRecognizerScene(single)
        scene.driver.window.subviews[0].addGestureRecognizer(double)
        var log: [String] = []
        single.addAction { _ in log.append("single") }
        double.addAction { _ in log.append("double") }

        scene.driver.down(point(100, 100), at: 0)
        scene.display.advance(to: 0)
        scene.driver.up(point(100, 100), at: 0.05)
        scene.display.advance(to: 0.3)
        #expect(log.isEmpty, "the single tap waits for the double tap to fail")
        scene.display.advance(to: 0.6)
        #expect(log == ["single"])

        scene.driver.down(point(100, 100), at: 1)
        scene.display.advance(to: 1)
        scene.driver.up(point(100, 100), at: 1.05)
        scene.driver.down(point(100, 100), at: 1.2)
        scene.driver.up(point(100, 100), at: 1.25)
        scene.display.advance(to: 2)
        #expect(log == ["single", "double"])
    }
}
