import Testing

@testable import HeadlessUIKit

/// How recognizers that share touches decide between themselves.
@MainActor
@Suite struct UIGestureRecognizerStateMachineTests {
    /// A pan on a child view and a pan on its parent: both receive the touch.
    func makeNestedPans() -> (driver: FingerDriver, child: UIPanGestureRecognizer, parent: UIPanGestureRecognizer) {
        let scene = makeContentScene()
        let childView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        scene.content.addSubview(childView)
        let child = UIPanGestureRecognizer()
        let parent = UIPanGestureRecognizer()
        childView.addGestureRecognizer(child)
        scene.content.addGestureRecognizer(parent)
        return (scene.driver, child, parent)
    }

    func swipe(_ driver: FingerDriver, from start: CGPoint = point(20, 100)) {
        driver.down(start, at: 0)
        let last = driver.drag(from: start, step: point(5, 0), steps: 6, startingAt: 0)
        driver.up(point(start.x + 30, start.y), at: last + 0.008)
    }

    @Test func byDefaultTheFirstRecognizerToBeginWinsAndTheOthersFail() {
        let scene = makeNestedPans()
        let childLog = RecognizerLog(scene.child)
        let parentLog = RecognizerLog(scene.parent)
        swipe(scene.driver)
        #expect(childLog.handlerStates == [.began, .changed, .changed, .changed, .changed, .ended])
        #expect(parentLog.handlerStates.isEmpty)
        #expect(parentLog.stateChanges == [.failed, .possible])
    }

    @Test func aDelegateOnEitherSideAllowsSimultaneousRecognition() {
        for side in ["child", "parent"] {
            let scene = makeNestedPans()
            let delegate = ScriptedDelegate()
            delegate.simultaneous = true
            (side == "child" ? scene.child : scene.parent).delegate = delegate
            let childLog = RecognizerLog(scene.child)
            let parentLog = RecognizerLog(scene.parent)
            swipe(scene.driver)
            #expect(childLog.handlerStates.first == .began, "delegate on the \(side)")
            #expect(parentLog.handlerStates.first == .began, "delegate on the \(side)")
            #expect(parentLog.handlerStates.last == .ended, "delegate on the \(side)")
        }
    }

    @Test func aRecognizerThatCannotBePreventedRecognizesToo() {
        final class Unstoppable: UIPanGestureRecognizer {
            override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let scene = makeContentScene()
        let childView = UIView(frame: scene.window.bounds)
        scene.content.addSubview(childView)
        let child = UIPanGestureRecognizer()
        let parent = Unstoppable()
        childView.addGestureRecognizer(child)
        scene.content.addGestureRecognizer(parent)
        let parentLog = RecognizerLog(parent)
        swipe(scene.driver)
        #expect(parentLog.handlerStates.first == .began)
    }

    @Test func recognizersOnDifferentTouchesDoNotBlockEachOther() {
        let scene = makeContentScene()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 480))
        let right = UIView(frame: CGRect(x: 160, y: 0, width: 160, height: 480))
        scene.content.addSubview(left)
        scene.content.addSubview(right)
        let leftPan = UIPanGestureRecognizer()
        let rightPan = UIPanGestureRecognizer()
        left.addGestureRecognizer(leftPan)
        right.addGestureRecognizer(rightPan)
        scene.driver.down(0, point(50, 100), at: 0)
        scene.driver.down(1, point(250, 100), at: 0)
        scene.driver.send(at: 0.01, [(0, .moved, point(70, 100)), (1, .moved, point(270, 100))])
        #expect(leftPan.state == .began && rightPan.state == .began)
    }

    @Test func shouldBeginFalseFailsTheRecognizer() {
        let scene = makeNestedPans()
        let delegate = ScriptedDelegate()
        delegate.shouldBegin = false
        scene.child.delegate = delegate
        let childLog = RecognizerLog(scene.child)
        let parentLog = RecognizerLog(scene.parent)
        swipe(scene.driver)
        #expect(childLog.handlerStates.isEmpty)
        #expect(childLog.stateChanges == [.failed, .possible])
        #expect(delegate.questions.filter { $0 == "shouldBegin" }.count == 1)
        #expect(parentLog.handlerStates.first == .began, "the next recognizer gets the gesture")
    }

    @Test func aDelegateCanKeepATouchOrTheEventFromARecognizer() {
        for refusal in ["touch", "event"] {
            let scene = makeNestedPans()
            let delegate = ScriptedDelegate()
            if refusal == "touch" { delegate.receivesTouches = false } else { delegate.receivesEvents = false }
            scene.child.delegate = delegate
            let parentLog = RecognizerLog(scene.parent)
            scene.driver.down(point(20, 100), at: 0)
            #expect(scene.driver.lastTouch[0]?.gestureRecognizers == [scene.parent], "refusing the \(refusal)")
            #expect(delegate.questions.first == "shouldReceiveEvent")
            scene.driver.move(point(60, 100), at: 0.01)
            #expect(scene.child.state == .possible)
            #expect(parentLog.handlerStates == [.began])
        }
    }

    @Test func requireToFailWaitsForTheOtherRecognizerToFail() {
        let scene = makeContentScene()
        let edgePan = UIScreenEdgePanGestureRecognizer()
        edgePan.edges = .left
        let pan = UIPanGestureRecognizer()
        // The pan is delivered first, so it has to wait for the edge pan.
        scene.content.addGestureRecognizer(pan)
        scene.content.addGestureRecognizer(edgePan)
        pan.require(toFail: edgePan)
        let panLog = RecognizerLog(pan)
        let edgeLog = RecognizerLog(edgePan)

        // From the edge, inward: the edge pan recognizes, so the pan fails.
        scene.driver.down(point(4, 100), at: 0)
        scene.driver.move(point(30, 100), at: 0.01)
        #expect(edgeLog.handlerStates == [.began])
        #expect(panLog.stateChanges == [.failed, .possible])
        scene.driver.up(point(30, 100), at: 0.02)

        // From the edge, along it: the edge pan fails at the slop, then the pan begins.
        scene.driver.down(point(4, 100), at: 1)
        scene.driver.move(point(4, 130), at: 1.01)
        #expect(edgeLog.stateChanges.suffix(2) == [.failed, .possible])
        #expect(panLog.handlerStates == [.began])
        #expect(panLog.translations == [point(0, 30)])
        scene.driver.up(point(4, 130), at: 1.02)

        // Away from the edge: the edge pan fails at once and does not hold the pan back.
        scene.driver.down(point(100, 100), at: 2)
        scene.driver.move(point(115, 100), at: 2.01)
        #expect(panLog.handlerStates == [.began, .ended, .began])
    }

    @Test func aRecognizerWaitingForAnotherStaysPossibleMeanwhile() {
        let scene = makeContentScene()
        let blocker = ScriptedRecognizer()
        let pan = UIPanGestureRecognizer()
        scene.content.addGestureRecognizer(pan)
        scene.content.addGestureRecognizer(blocker)
        pan.require(toFail: blocker)
        let panLog = RecognizerLog(pan)
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.move(point(120, 100), at: 0.01)
        scene.driver.move(point(125, 100), at: 0.02)
        #expect(pan.state == .possible)
        #expect(panLog.handlerStates.isEmpty)
        blocker.state = .failed
        #expect(panLog.handlerStates == [.began])
        #expect(panLog.translations == [point(25, 0)])
    }

    @Test func aDelegateCanRequireFailure() {
        let scene = makeContentScene()
        let pan = UIPanGestureRecognizer()
        scene.content.addGestureRecognizer(pan)
        let blocker = ScriptedRecognizer()
        scene.window.addGestureRecognizer(blocker)
        let delegate = ScriptedDelegate()
        delegate.requiresFailureOf = [blocker]
        pan.delegate = delegate
        scene.driver.down(point(20, 100), at: 0)
        scene.driver.move(point(60, 100), at: 0.01)
        #expect(pan.state == .possible)
        blocker.state = .failed
        #expect(pan.state == .began)
    }

    @Test func whileOneRecognizerWaitsAnotherMayWin() {
        let scene = makeNestedPans()
        let blocker = ScriptedRecognizer()
        scene.driver.window.addGestureRecognizer(blocker)
        scene.child.require(toFail: blocker)
        let childLog = RecognizerLog(scene.child)
        scene.driver.down(point(20, 100), at: 0)
        scene.driver.move(point(60, 100), at: 0.01)
        #expect(scene.parent.state == .began)
        #expect(childLog.stateChanges == [.failed, .possible])
    }

    @Test func aRecognizerRequiredToFailThatHasNoTouchesDoesNotHoldBack() {
        let scene = makeContentScene()
        let pan = UIPanGestureRecognizer()
        scene.content.addGestureRecognizer(pan)
        let idle = UIPanGestureRecognizer()
        pan.require(toFail: idle)
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.move(point(120, 100), at: 0.01)
        #expect(pan.state == .began)
    }
}
