import Testing

@testable import HeadlessUIKit

@MainActor
@Suite struct UIWindowEventDeliveryTests {
    /// window ⊃ content (full size) ⊃ card (50, 50, 100, 100) ⊃ badge (10, 10, 20, 20),
    /// with a recognizer on each.
    @MainActor
    struct Scene {
        let driver: FingerDriver
        let content: TouchLoggingView
        let card: TouchLoggingView
        let badge: TouchLoggingView
        let onWindow = ScriptedRecognizer()
        let onContent = ScriptedRecognizer()
        let onCard = ScriptedRecognizer()
        let secondOnCard = ScriptedRecognizer()
        let onBadge = ScriptedRecognizer()
    }

    func makeScene() -> Scene {
        let window = makeWindow()
        let content = TouchLoggingView(frame: window.bounds)
        let card = TouchLoggingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let badge = TouchLoggingView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(content)
        content.addSubview(card)
        card.addSubview(badge)
        let scene = Scene(driver: FingerDriver(window: window), content: content, card: card, badge: badge)
        window.addGestureRecognizer(scene.onWindow)
        content.addGestureRecognizer(scene.onContent)
        card.addGestureRecognizer(scene.onCard)
        card.addGestureRecognizer(scene.secondOnCard)
        badge.addGestureRecognizer(scene.onBadge)
        return scene
    }

    @Test func aTouchGoesToTheRecognizersOfItsViewAndItsAncestorsDeepestFirst() {
        let scene = makeScene()
        scene.driver.down(point(70, 70), at: 0)
        let touch = scene.driver.lastTouch[0]!
        #expect(touch.view === scene.badge)
        #expect(
            touch.gestureRecognizers == [
                scene.onBadge, scene.onCard, scene.secondOnCard, scene.onContent, scene.onWindow,
            ])
        for recognizer in [scene.onBadge, scene.onCard, scene.secondOnCard, scene.onContent, scene.onWindow] {
            #expect(recognizer.calls == ["began:1"])
        }
    }

    @Test func hitTestingSkipsHiddenDisabledAndTransparentViews() {
        for condition in ["hidden", "noInteraction", "transparent"] {
            let scene = makeScene()
            switch condition {
            case "hidden": scene.card.isHidden = true
            case "noInteraction": scene.card.isUserInteractionEnabled = false
            default: scene.card.alpha = 0.005
            }
            scene.driver.down(point(70, 70), at: 0)
            let touch = scene.driver.lastTouch[0]!
            #expect(touch.view === scene.content, "\(condition)")
            #expect(touch.gestureRecognizers == [scene.onContent, scene.onWindow], "\(condition)")
            #expect(scene.onCard.calls.isEmpty && scene.onBadge.calls.isEmpty, "\(condition)")
        }
    }

    @Test func aTouchKeepsItsViewWhenTheFingerMovesOffIt() {
        let scene = makeScene()
        scene.driver.down(point(70, 70), at: 0)
        scene.driver.move(point(300, 400), at: 0.01)
        #expect(scene.driver.lastTouch[0]?.view === scene.badge)
        #expect(scene.onBadge.calls == ["began:1", "moved:1"])
        #expect(scene.badge.entries == ["began:1", "moved:1"])
    }

    @Test func aTouchOutsideTheWindowReachesNoViewAndNoRecognizer() {
        let scene = makeScene()
        scene.driver.down(point(-5, 100), at: 0)
        #expect(scene.driver.lastTouch[0]?.view == nil)
        #expect(scene.onWindow.calls.isEmpty)
        scene.driver.up(point(-5, 100), at: 0.01)
        #expect(scene.content.entries.isEmpty)
    }

    @Test func viewsGetTheirTouchesOncePerViewAndPhase() {
        let window = makeWindow()
        let content = TouchLoggingView(frame: window.bounds)
        let card = TouchLoggingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(content)
        content.addSubview(card)
        let driver = FingerDriver(window: window)
        driver.send(at: 0, [(0, .began, point(200, 300)), (1, .began, point(210, 300)), (2, .began, point(60, 60))])
        driver.send(at: 0.01, [(0, .moved, point(201, 300)), (1, .moved, point(211, 300))])
        driver.send(at: 0.02, [(0, .ended, point(201, 300)), (1, .cancelled, point(211, 300))])
        #expect(content.entries == ["began:2", "moved:2", "ended:1", "cancelled:1"])
        #expect(card.entries == ["began:1"])
    }

    @Test func theResponderChainForwardsUnhandledTouchesToTheSuperview() {
        let window = makeWindow()
        let content = TouchLoggingView(frame: window.bounds)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(content)
        content.addSubview(plain)
        let driver = FingerDriver(window: window)
        driver.down(point(10, 10), at: 0)
        driver.up(point(10, 10), at: 0.01)
        #expect(content.entries == ["began:1", "ended:1"])
    }

    @Test func aRecognizedGestureCancelsItsTouchesInTheView() {
        let scene = makeContentScene()
        let view = TouchLoggingView(frame: scene.window.bounds)
        scene.content.addSubview(view)
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.move(point(104, 100), at: 0.01)
        scene.driver.move(point(120, 100), at: 0.02)
        scene.driver.move(point(130, 100), at: 0.03)
        scene.driver.up(point(130, 100), at: 0.04)
        #expect(view.entries == ["began:1", "moved:1", "cancelled:1"])
    }

    @Test func withoutCancelsTouchesInViewTheViewKeepsItsTouches() {
        let scene = makeContentScene()
        let view = TouchLoggingView(frame: scene.window.bounds)
        scene.content.addSubview(view)
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        view.addGestureRecognizer(pan)
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.move(point(120, 100), at: 0.01)
        scene.driver.up(point(120, 100), at: 0.02)
        #expect(view.entries == ["began:1", "moved:1", "ended:1"])
    }

    @Test func delaysTouchesBeganHoldsTheTouchUntilTheRecognizerFails() {
        let scene = makeContentScene()
        let view = TouchLoggingView(frame: scene.window.bounds)
        scene.content.addSubview(view)
        let pan = UIPanGestureRecognizer()
        pan.delaysTouchesBegan = true
        view.addGestureRecognizer(pan)
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.move(point(102, 100), at: 0.01)
        #expect(view.entries.isEmpty)
        scene.driver.up(point(102, 100), at: 0.02)
        #expect(view.entries == ["began:1", "ended:1"])
    }

    @Test func delaysTouchesBeganHidesARecognizedGestureFromTheView() {
        let scene = makeContentScene()
        let view = TouchLoggingView(frame: scene.window.bounds)
        scene.content.addSubview(view)
        let pan = UIPanGestureRecognizer()
        pan.delaysTouchesBegan = true
        view.addGestureRecognizer(pan)
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.move(point(130, 100), at: 0.01)
        scene.driver.up(point(130, 100), at: 0.02)
        #expect(view.entries.isEmpty)
    }

    @Test func delaysTouchesEndedHoldsTheEndWhileTheRecognizerIsStillPossible() {
        let scene = makeContentScene()
        let view = TouchLoggingView(frame: scene.window.bounds)
        scene.content.addSubview(view)
        let undecided = ScriptedRecognizer()
        view.addGestureRecognizer(undecided)
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.up(point(100, 100), at: 0.01)
        #expect(view.entries == ["began:1"])
        undecided.state = .failed
        #expect(view.entries == ["began:1", "ended:1"])
    }

    @Test func aHeldEndBecomesACancelWhenTheRecognizerRecognizes() {
        let scene = makeContentScene()
        let view = TouchLoggingView(frame: scene.window.bounds)
        scene.content.addSubview(view)
        let tapLike = ScriptedRecognizer()
        view.addGestureRecognizer(tapLike)
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.up(point(100, 100), at: 0.01)
        let log = RecognizerLog(tapLike)
        tapLike.state = .recognized
        #expect(log.handlerStates == [.ended])
        #expect(view.entries == ["began:1", "cancelled:1"])
    }

    @Test func anIgnoredTouchIsNotCancelledInItsView() {
        let scene = makeContentScene()
        let view = TouchLoggingView(frame: scene.window.bounds)
        scene.content.addSubview(view)
        let recognizer = ScriptedRecognizer()
        recognizer.onBegan = { recognizer in
            if recognizer.numberOfTouches == 2, let second = recognizer.trackedTouches.last {
                recognizer.ignore(second, for: scene.driver.event)
            }
        }
        recognizer.onMoved = { $0.state = .began }
        view.addGestureRecognizer(recognizer)
        scene.driver.down(0, point(100, 100), at: 0)
        scene.driver.down(1, point(200, 100), at: 0.01)
        scene.driver.send(at: 0.02, [(0, .moved, point(110, 100)), (1, .moved, point(210, 100))])
        #expect(view.entries == ["began:1", "began:1", "cancelled:1", "moved:1"])
    }

    @Test func eventsForAnotherWindowAreNotDelivered() {
        let scene = makeScene()
        let other = makeWindow()
        let touch = UITouch(window: other, location: point(70, 70), timestamp: 0)
        let event = UIEvent(touches: [touch], timestamp: 0)
        scene.driver.window.sendEvent(event)
        #expect(scene.onWindow.calls.isEmpty)
        #expect(touch.view == nil)
    }
}
