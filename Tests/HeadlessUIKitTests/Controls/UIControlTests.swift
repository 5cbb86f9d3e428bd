import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// UIControl's states, actions and touch tracking, as UIKit documents them.
@MainActor
@Suite struct UIControlTests {
    /// A window with a 100×44 control at (20, 20) and a log of the events its actions saw.
    struct Scene {
        let display: HeadlessDisplay
        let control: UIControl
        let driver: FingerDriver
        let log: EventLog
    }

    @MainActor
    final class EventLog {
        var events: [String] = []
    }

    func makeScene(control: UIControl = UIControl(frame: CGRect(x: 20, y: 20, width: 100, height: 44))) -> Scene {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let window = makeWindow()
        window.addSubview(control)
        let log = EventLog()
        let named: [(String, UIControl.Event)] = [
            ("touchDown", .touchDown), ("dragInside", .touchDragInside), ("dragOutside", .touchDragOutside),
            ("dragEnter", .touchDragEnter), ("dragExit", .touchDragExit), ("upInside", .touchUpInside),
            ("upOutside", .touchUpOutside), ("cancel", .touchCancel), ("primary", .primaryActionTriggered),
        ]
        for (name, event) in named {
            control.addAction(UIAction { _ in log.events.append(name) }, for: event)
        }
        return Scene(display: display, control: control, driver: FingerDriver(window: window), log: log)
    }

    @Test func theStateIsMadeOfTheFlags() {
        let control = UIControl(frame: .zero)
        #expect(control.state == .normal)
        control.isEnabled = false
        control.isSelected = true
        #expect(control.state == [.disabled, .selected])
        control.isHighlighted = true
        #expect(control.state.contains(.highlighted))
    }

    @Test func sendActionsRunsTheMatchingActionsInTheOrderTheyWereAdded() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        control.addAction(UIAction { _ in log.append("first") }, for: .valueChanged)
        control.addAction(UIAction { _ in log.append("other event") }, for: .touchUpInside)
        control.addAction(UIAction { _ in log.append("second") }, for: [.valueChanged, .editingChanged])
        control.sendActions(for: .valueChanged)
        #expect(log == ["first", "second"])
        #expect(control.allControlEvents == [.valueChanged, .touchUpInside, .editingChanged])
    }

    @Test func anActionSeesTheControlAsItsSender() {
        let control = UIControl(frame: .zero)
        var sender: AnyObject?
        control.addAction(UIAction { action in sender = action.sender as AnyObject? }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(sender === control)
    }

    @Test func anActionWithTheSameIdentifierReplacesTheOldOne() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        let id = UIAction.Identifier("save")
        control.addAction(UIAction(identifier: id) { _ in log.append("old") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in log.append("new") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["new"])
        control.removeAction(identifiedBy: id, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["new"])
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func aTapInsideHighlightsThenSendsTouchUpInside() {
        let scene = makeScene()
        scene.driver.down(point(50, 40), at: 0)
        #expect(scene.control.isHighlighted)
        #expect(scene.control.isTracking)
        scene.driver.up(point(50, 40), at: 0.1)
        #expect(!scene.control.isHighlighted)
        #expect(!scene.control.isTracking)
        #expect(scene.log.events == ["touchDown", "upInside"])
    }

    @Test func draggingOutAndLiftingSendsTheExitAndTouchUpOutside() {
        let scene = makeScene()
        scene.driver.down(point(50, 40), at: 0)
        scene.driver.move(point(60, 40), at: 0.05)
        scene.driver.move(point(60, 200), at: 0.1)
        #expect(!scene.control.isHighlighted)
        #expect(!scene.control.isTouchInside)
        scene.driver.up(point(60, 200), at: 0.15)
        #expect(scene.log.events == ["touchDown", "dragInside", "dragOutside", "dragExit", "upOutside"])
    }

    @Test func aDisabledControlIgnoresTouches() {
        let scene = makeScene()
        scene.control.isEnabled = false
        scene.driver.down(point(50, 40), at: 0)
        scene.driver.up(point(50, 40), at: 0.1)
        #expect(scene.log.events.isEmpty)
        #expect(!scene.control.isHighlighted)
    }

    @Test func aPrimaryActionGivenAtInitializationRunsForPrimaryActionTriggered() {
        var ran = 0
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in ran += 1 })
        control.sendActions(for: .primaryActionTriggered)
        #expect(ran == 1)
    }
}
