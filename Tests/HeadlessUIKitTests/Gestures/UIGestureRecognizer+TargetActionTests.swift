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

#if canImport(ObjectiveC)
    import Foundation

    /// A target written as for iOS: `@objc` action methods named with `#selector`.
    @MainActor
    private final class PanTarget: NSObject {
        var states: [UIGestureRecognizer.State] = []
        var bareCalls = 0

        @objc func handlePan(_ pan: UIPanGestureRecognizer) {
            states.append(pan.state)
        }

        @objc func panned() {
            bareCalls += 1
        }
    }

    /// Target-action where the Objective-C runtime exists: the recognizer sends the action
    /// messages as UIKit does.
    @MainActor
    @Suite struct UIGestureRecognizerRuntimeTargetActionTests {
        func drive(_ scene: (display: HeadlessDisplay, driver: FingerDriver, log: RecognizerLog)) {
            scene.driver.down(point(100, 100), at: 0)
            let last = scene.driver.drag(from: point(100, 100), step: point(5, 0), steps: 4, startingAt: 0)
            scene.driver.up(point(120, 100), at: last + 0.01)
        }

        @Test func theActionIsSentAtEachStateChangeAndAPairIsAddedOnce() {
            let target = PanTarget()
            let pan = UIPanGestureRecognizer(target: target, action: #selector(PanTarget.handlePan(_:)))
            pan.addTarget(target, action: #selector(PanTarget.panned))
            pan.addTarget(target, action: #selector(PanTarget.handlePan(_:)))
            drive(makeRecognizerScene(pan))
            #expect(target.states == [.began, .changed, .changed, .ended])
            #expect(target.bareCalls == 4)
        }

        @Test func removingATargetWithANilActionRemovesAllItsPairs() {
            let target = PanTarget()
            let pan = UIPanGestureRecognizer(target: target, action: #selector(PanTarget.handlePan(_:)))
            pan.addTarget(target, action: #selector(PanTarget.panned))
            pan.removeTarget(target, action: nil)
            drive(makeRecognizerScene(pan))
            #expect(target.states.isEmpty && target.bareCalls == 0)
        }

        @Test func aTargetThatLacksTheMethodIsReportedInsteadOfCrashing() {
            let target = PanTarget()
            let pan = UIPanGestureRecognizer(target: target, action: Selector(("missingHandler:")))
            let scene = makeRecognizerScene(pan)
            drive(scene)
            #expect(scene.display.diagnostics.map(\.code).allSatisfy { $0 == .unrecognizedSelector })
            #expect(scene.display.diagnostics.count == 4)
        }
    }
#else
    /// Without the Objective-C runtime a target and an action cannot be sent: they are reported.
    @MainActor
    @Suite struct UIGestureRecognizerTargetActionWithoutRuntimeTests {
        @Test func aTargetAndAnActionAreReportedOnce() {
            let display = HeadlessDisplay(framesPerSecond: 60)
            let owner = UIViewController()
            let pan = UIPanGestureRecognizer(target: owner, action: Selector("handlePan:"))
            #expect(display.diagnostics.map(\.code) == [.targetActionWithoutRuntime])
            #expect(display.diagnostics.first?.message.contains("handlePan:") == true)
            #expect(display.diagnostics.first?.subject == "UIPanGestureRecognizer")
            _ = pan
        }

        @Test func nilTargetAndActionAreNotReported() {
            let display = HeadlessDisplay(framesPerSecond: 60)
            _ = DismissPan(target: nil, action: nil)
            _ = UITapGestureRecognizer(target: nil, action: nil)
            #expect(display.diagnostics.isEmpty)
        }
    }
#endif
