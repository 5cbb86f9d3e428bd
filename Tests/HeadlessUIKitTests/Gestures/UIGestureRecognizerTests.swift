import Testing

@testable import HeadlessUIKit

@MainActor
@Suite struct UIGestureRecognizerTests {
    typealias State = UIGestureRecognizer.State

    /// The legal changes of UIKit's state machine, as "from>to".
    nonisolated static let legalChanges: Set<String> = [
        "possible>began", "possible>ended", "possible>failed",
        "began>changed", "began>ended", "began>cancelled",
        "changed>changed", "changed>ended", "changed>cancelled",
    ]

    @Test(arguments: State.allCases, State.allCases)
    func onlyUIKitsStateChangesAreAllowed(from: State, to: State) {
        #expect(from.allowsTransition(to: to) == Self.legalChanges.contains("\(from)>\(to)"))
    }

    @Test func recognizedIsEnded() {
        #expect(State.recognized == .ended)
        #expect(State.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
    }

    @Test func aSubclassDrivesTheStateAndHandlersSeeEachChange() {
        let scene = makeContentScene()
        let recognizer = ScriptedRecognizer()
        recognizer.onBegan = { $0.state = .began }
        recognizer.onMoved = { $0.state = .changed }
        recognizer.onEnded = { $0.state = .ended }
        scene.content.addGestureRecognizer(recognizer)
        let log = RecognizerLog(recognizer)
        scene.driver.down(point(10, 10), at: 0)
        scene.driver.move(point(20, 10), at: 0.01)
        scene.driver.up(point(20, 10), at: 0.02)
        #expect(recognizer.calls == ["began:1", "moved:1", "ended:1"])
        #expect(log.handlerStates == [.began, .changed, .ended])
        #expect(log.stateChanges == [.began, .changed, .ended, .possible])
        #expect(recognizer.resets == 1)
    }

    @Test func illegalChangesAreIgnored() {
        let recognizer = ScriptedRecognizer()
        let log = RecognizerLog(recognizer)
        recognizer.state = .changed
        recognizer.state = .cancelled
        #expect(recognizer.state == .possible)
        #expect(log.stateChanges.isEmpty)
    }

    @Test func outsideDeliveryHandlersRunAtOnceAndTheAttemptResetsAtOnce() {
        let recognizer = ScriptedRecognizer()
        let log = RecognizerLog(recognizer)
        recognizer.state = .began
        #expect(log.handlerStates == [.began])
        recognizer.state = .ended
        #expect(log.handlerStates == [.began, .ended])
        #expect(recognizer.state == .possible)
        #expect(recognizer.resets == 1)
    }

    @Test func handlersRunAfterTheTouchesMethodThatChangedTheState() {
        let scene = makeContentScene()
        let recognizer = ScriptedRecognizer()
        var order: [String] = []
        recognizer.onBegan = { recognizer in
            recognizer.state = .began
            order.append("touchesBegan returns")
        }
        recognizer.addAction { _ in order.append("handler") }
        scene.content.addGestureRecognizer(recognizer)
        scene.driver.down(point(10, 10), at: 0)
        #expect(order == ["touchesBegan returns", "handler"])
    }

    @Test func theClosureInitializerIsTypedWithTheRecognizersClass() {
        var translations: [CGPoint] = []
        let pan = UIPanGestureRecognizer { pan in translations.append(pan.translation(in: nil)) }
        pan.addAction { pan in translations.append(pan.velocity(in: nil)) }
        pan.state = .began
        #expect(translations == [.zero, .zero])
        pan.removeAllActions()
        pan.state = .changed
        #expect(translations.count == 2)
    }

    @Test func afterAFailureTheRestOfTheTouchesAreNotDelivered() {
        let scene = makeContentScene()
        let recognizer = ScriptedRecognizer()
        recognizer.onBegan = { $0.state = .failed }
        scene.content.addGestureRecognizer(recognizer)
        scene.driver.down(point(10, 10), at: 0)
        scene.driver.move(point(20, 10), at: 0.01)
        scene.driver.up(point(20, 10), at: 0.02)
        #expect(recognizer.calls == ["began:1"])
        #expect(recognizer.resets == 1)
        scene.driver.down(point(10, 10), at: 1)
        #expect(recognizer.calls == ["began:1", "began:1"], "a new touch is delivered again")
    }

    @Test func disablingAGestureInProgressCancelsIt() {
        let scene = makeContentScene()
        let pan = UIPanGestureRecognizer()
        scene.content.addGestureRecognizer(pan)
        let log = RecognizerLog(pan)
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.move(point(120, 100), at: 0.01)
        scene.driver.move(point(130, 100), at: 0.02)
        pan.isEnabled = false
        #expect(log.handlerStates == [.began, .changed, .cancelled])
        #expect(pan.state == .possible)
        scene.driver.move(point(140, 100), at: 0.03)
        scene.driver.up(point(140, 100), at: 0.04)
        #expect(log.handlerStates == [.began, .changed, .cancelled])
        scene.driver.down(point(100, 100), at: 1)
        scene.driver.move(point(150, 100), at: 1.01)
        #expect(log.handlerStates.count == 3, "a disabled recognizer receives no touches")
        pan.isEnabled = true
        scene.driver.up(point(150, 100), at: 1.02)
        scene.driver.down(point(100, 100), at: 2)
        scene.driver.move(point(150, 100), at: 2.01)
        #expect(log.handlerStates.last == .began)
    }

    @Test func disablingFromAHandlerCancelsWithinTheEvent() {
        let scene = makeContentScene()
        let pan = UIPanGestureRecognizer()
        scene.content.addGestureRecognizer(pan)
        let log = RecognizerLog(pan)
        pan.addAction { pan in
            if pan.state == .changed { pan.isEnabled = false }
        }
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.move(point(120, 100), at: 0.01)
        scene.driver.move(point(130, 100), at: 0.02)
        #expect(log.handlerStates == [.began, .changed, .cancelled])
        #expect(log.stateChanges == [.began, .changed, .cancelled, .possible])
    }

    @Test func disablingAnAttemptThatHasNotBegunFailsIt() {
        let scene = makeContentScene()
        let pan = UIPanGestureRecognizer()
        scene.content.addGestureRecognizer(pan)
        let log = RecognizerLog(pan)
        scene.driver.down(point(100, 100), at: 0)
        pan.isEnabled = false
        #expect(log.stateChanges == [.failed, .possible])
        #expect(log.handlerStates.isEmpty)
    }

    @Test func locationIsTheCentroidOfTheTouchesInTheGivenView() {
        let scene = makeContentScene()
        let inner = UIView(frame: CGRect(x: 40, y: 60, width: 200, height: 200))
        scene.content.addSubview(inner)
        let recognizer = ScriptedRecognizer()
        inner.addGestureRecognizer(recognizer)
        scene.driver.down(0, point(50, 70), at: 0)
        scene.driver.down(1, point(150, 170), at: 0.01)
        #expect(recognizer.numberOfTouches == 2)
        #expect(recognizer.location(in: nil) == point(100, 120))
        #expect(recognizer.location(in: inner) == point(60, 60))
        #expect(recognizer.location(ofTouch: 1, in: inner) == point(110, 110))
        #expect(recognizer.location(ofTouch: 2, in: inner) == .zero)
        #expect(recognizer.location(ofTouch: -1, in: nil) == .zero)
        scene.driver.send(at: 0.02, [(0, .ended, point(50, 70)), (1, .ended, point(150, 170))])
        #expect(recognizer.numberOfTouches == 0)
        #expect(recognizer.location(in: nil) == point(100, 120), "the last centroid is kept")
    }

    @Test func removingARecognizerCancelsItsGesture() {
        let scene = makeContentScene()
        let pan = UIPanGestureRecognizer()
        scene.content.addGestureRecognizer(pan)
        let log = RecognizerLog(pan)
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.move(point(120, 100), at: 0.01)
        scene.content.removeGestureRecognizer(pan)
        #expect(log.handlerStates == [.began, .cancelled])
        #expect(pan.view == nil && pan.state == .possible)
        scene.driver.move(point(140, 100), at: 0.02)
        #expect(log.handlerStates == [.began, .cancelled])
    }

    @Test func anIgnoredTouchIsNoLongerDelivered() {
        let scene = makeContentScene()
        let recognizer = ScriptedRecognizer()
        recognizer.onBegan = { recognizer in
            if let touch = recognizer.trackedTouches.last, recognizer.numberOfTouches == 2 {
                recognizer.ignore(touch, for: scene.driver.event)
            }
        }
        scene.content.addGestureRecognizer(recognizer)
        scene.driver.down(0, point(10, 10), at: 0)
        scene.driver.down(1, point(50, 50), at: 0.01)
        scene.driver.send(at: 0.02, [(0, .moved, point(12, 10)), (1, .moved, point(52, 50))])
        #expect(recognizer.calls == ["began:1", "began:1", "moved:1"])
        #expect(recognizer.numberOfTouches == 1)
        #expect(scene.driver.lastTouch[1]?.gestureRecognizers?.isEmpty == true)
    }
}
