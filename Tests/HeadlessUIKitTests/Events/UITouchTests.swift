import Testing

@testable import HeadlessUIKit

@MainActor
@Suite struct UITouchTests {
    @Test func locationsAreGivenInTheRequestedViewsSpace() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        window.addSubview(view)
        let touch = UITouch(window: window, location: point(120, 70), timestamp: 3)
        #expect(touch.location(in: nil) == point(120, 70))
        #expect(touch.location(in: window) == point(120, 70))
        #expect(touch.location(in: view) == point(20, 20))
        touch.update(phase: .moved, location: point(130, 75), timestamp: 3.5, force: nil)
        #expect(touch.location(in: view) == point(30, 25))
        #expect(touch.previousLocation(in: view) == point(20, 20))
        #expect(touch.preciseLocation(in: view) == touch.location(in: view))
        #expect(touch.precisePreviousLocation(in: nil) == point(120, 70))
        #expect(touch.timestamp == 3.5 && touch.phase == .moved)
        touch.markStationary()
        #expect(touch.phase == .stationary)
        #expect(touch.previousLocation(in: nil) == point(130, 75))
        #expect(touch.timestamp == 3.5)
    }

    @Test func forceIsCarriedWithAMaximumOnlyWhenGiven() {
        let touch = UITouch(window: nil, location: .zero, timestamp: 0)
        #expect(touch.force == 0 && touch.maximumPossibleForce == 0)
        touch.update(phase: .moved, location: .zero, timestamp: 1, force: 2.5)
        #expect(touch.force == 2.5)
        #expect(touch.maximumPossibleForce == UITouch.syntheticMaximumPossibleForce)
        #expect(touch.type == .direct && touch.tapCount == 1)
    }

    @Test func touchesAreNumberedInCreationOrder() {
        let first = UITouch(window: nil, location: .zero, timestamp: 0)
        let second = UITouch(window: nil, location: .zero, timestamp: 0)
        let third = UITouch(window: nil, location: .zero, timestamp: 0)
        #expect(Set([third, first, second]).inCreationOrder == [first, second, third])
    }

    @Test func phasesAndTypesHaveUIKitsRawValues() {
        #expect(UITouch.Phase.allCases.map(\.rawValue) == Array(0...7))
        #expect(UITouch.Phase.allCases.filter(\.endsTouch) == [.ended, .cancelled])
        #expect(UITouch.TouchType.allCases.map(\.rawValue) == [0, 1, 2, 3])
    }
}

@MainActor
@Suite struct UIEventTests {
    @Test func anEventWithoutTouchesHasNone() {
        let event = UIEvent()
        #expect(event.type == .touches)
        #expect(event.allTouches == nil)
        #expect(event.touches(for: UIView()) == nil)
    }

    @Test func touchesAreFoundByViewWindowAndRecognizer() {
        let scene = makeContentScene()
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.content.addSubview(button)
        let recognizer = UIPanGestureRecognizer()
        button.addGestureRecognizer(recognizer)
        scene.driver.down(0, point(10, 10), at: 0)
        scene.driver.down(1, point(200, 200), at: 0.5)
        let event = scene.driver.event
        let onButton = scene.driver.lastTouch[0]!
        let onContent = scene.driver.lastTouch[1]!
        #expect(event.timestamp == 0.5)
        #expect(event.allTouches == [onButton, onContent])
        #expect(onButton.phase == .stationary, "allTouches holds the stationary touches too")
        #expect(event.touches(for: button) == [onButton])
        #expect(event.touches(for: scene.content) == [onContent])
        #expect(event.touches(for: scene.window) == [onButton, onContent])
        #expect(event.touches(for: recognizer) == [onButton])
        #expect(event.coalescedTouches(for: onButton) == [onButton])
        #expect(event.predictedTouches(for: onButton) == [])
        #expect(event.coalescedTouches(for: UITouch(window: nil, location: .zero, timestamp: 0)) == nil)
    }

    @Test func eventTypesHaveUIKitsRawValues() {
        #expect(UIEvent.EventType.allCases.map(\.rawValue) == [0, 1, 2, 3, 10, 11, 14])
    }
}
