import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// A recognizer subclass written as for iOS: it overrides UIKit's designated initializer and
/// passes nil to it.
@MainActor
final class DismissPan: UIPanGestureRecognizer {
    private(set) var wasConfigured = false

    override init(target: Any?, action: Selector?) {
        super.init(target: nil, action: nil)
        wasConfigured = true
    }
}

@MainActor
@Suite struct UIGestureRecognizerTargetActionTests {
    @Test func aSubclassCallingSuperInitWithNilTargetAndActionWorksWithHandlers() {
        let pan = DismissPan(target: nil, action: nil)
        #expect(pan.wasConfigured)
        let scene = makeRecognizerScene(pan)
        scene.driver.down(point(100, 100), at: 0)
        let last = scene.driver.drag(from: point(100, 100), step: point(5, 0), steps: 4, startingAt: 0)
        scene.driver.up(point(120, 100), at: last + 0.01)
        #expect(scene.log.handlerStates == [.began, .changed, .changed, .ended])
    }

    @Test func theRecognizersTakeNilTargetAndAction() {
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        let press = UILongPressGestureRecognizer(target: nil, action: nil)
        #expect(tap.state == .possible)
        #expect(press.minimumPressDuration == 0.5)
    }
}
