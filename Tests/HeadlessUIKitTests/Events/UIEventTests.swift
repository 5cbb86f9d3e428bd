import Testing

@testable import HeadlessUIKit

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
