@testable import HeadlessUIKit

/// A recognizer whose touches methods log their calls and run scripts the test sets, so
/// tests decide when it begins, changes, ends or fails.
@MainActor
final class ScriptedRecognizer: UIGestureRecognizer {
    var calls: [String] = []
    var resets = 0
    var onBegan: ((ScriptedRecognizer) -> Void)?
    var onMoved: ((ScriptedRecognizer) -> Void)?
    var onEnded: ((ScriptedRecognizer) -> Void)?
    var onCancelled: ((ScriptedRecognizer) -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append("began:\(touches.count)")
        onBegan?(self)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append("moved:\(touches.count)")
        onMoved?(self)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append("ended:\(touches.count)")
        onEnded?(self)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append("cancelled:\(touches.count)")
        onCancelled?(self)
    }

    override func reset() {
        resets += 1
    }
}

/// A delegate whose answers the test sets, and which logs the questions it was asked.
@MainActor
final class ScriptedDelegate: NSObject, UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receivesTouches = true
    var receivesEvents = true
    var requiresFailureOf: [UIGestureRecognizer] = []
    var questions: [String] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        questions.append("shouldBegin")
        return shouldBegin
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        questions.append("simultaneous")
        return simultaneous
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        requiresFailureOf.contains { $0 === otherGestureRecognizer }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        questions.append("shouldReceiveTouch")
        return receivesTouches
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        questions.append("shouldReceiveEvent")
        return receivesEvents
    }
}

/// A window with a full-size content view and a driver.
@MainActor
func makeContentScene() -> (driver: FingerDriver, window: UIWindow, content: UIView) {
    let window = makeWindow()
    let content = UIView(frame: window.bounds)
    window.addSubview(content)
    return (FingerDriver(window: window), window, content)
}
