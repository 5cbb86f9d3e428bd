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

    @Test func aPlainTouchIsAtTheOriginInNoWindow() {
        let touch = UITouch()
        #expect(touch.phase == .began && touch.window == nil && touch.view == nil)
        #expect(touch.location(in: nil) == .zero && touch.timestamp == 0)
        #expect(touch.gestureRecognizers?.isEmpty == true)
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
