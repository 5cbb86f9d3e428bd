@_spi(Harness) @testable import HeadlessUIKit

/// Drives fingers on a window, one event per call, as a touch source does: new touches for
/// fingers that begin, updates for the others, unchanged fingers stationary, one reused
/// event object.
@MainActor
final class FingerDriver {
    let window: UIWindow
    let event = UIEvent()
    private var fingers: [Int: UITouch] = [:]
    /// The last touch of each finger, kept after it ended.
    private(set) var lastTouch: [Int: UITouch] = [:]

    init(window: UIWindow) {
        self.window = window
    }

    /// One event at `time` in which each listed finger changes; the others are stationary.
    func send(at time: TimeInterval, _ changes: [(id: Int, phase: UITouch.Phase, point: CGPoint)]) {
        var changed = Set<Int>()
        var ending: [UITouch] = []
        for change in changes {
            changed.insert(change.id)
            if change.phase == .began {
                let touch = UITouch(window: window, location: change.point, timestamp: time)
                fingers[change.id] = touch
                lastTouch[change.id] = touch
            } else if let touch = fingers[change.id] {
                touch.update(phase: change.phase, location: change.point, timestamp: time, force: nil)
                if change.phase.endsTouch {
                    ending.append(touch)
                    fingers[change.id] = nil
                }
            }
        }
        for (id, touch) in fingers where !changed.contains(id) {
            touch.markStationary()
        }
        event.setTouches(Array(fingers.values) + ending, timestamp: time)
        window.hitTestNewTouches(of: event)
        window.sendEvent(event)
    }

    func down(_ id: Int, _ point: CGPoint, at time: TimeInterval) {
        send(at: time, [(id, .began, point)])
    }

    func down(_ point: CGPoint, at time: TimeInterval) {
        down(0, point, at: time)
    }

    func move(_ id: Int, _ point: CGPoint, at time: TimeInterval) {
        send(at: time, [(id, .moved, point)])
    }

    func move(_ point: CGPoint, at time: TimeInterval) {
        move(0, point, at: time)
    }

    func up(_ id: Int, _ point: CGPoint, at time: TimeInterval) {
        send(at: time, [(id, .ended, point)])
    }

    func up(_ point: CGPoint, at time: TimeInterval) {
        up(0, point, at: time)
    }

    func cancel(_ id: Int, _ point: CGPoint, at time: TimeInterval) {
        send(at: time, [(id, .cancelled, point)])
    }

    func cancel(_ point: CGPoint, at time: TimeInterval) {
        cancel(0, point, at: time)
    }

    /// Moves finger `id` from `start` in `steps` equal steps of `step`, one every
    /// `interval` seconds from `time` (the first move at `time + interval`); returns the
    /// time of the last move.
    @discardableResult
    func drag(
        _ id: Int = 0, from start: CGPoint, step: CGPoint, steps: Int, startingAt time: TimeInterval,
        interval: TimeInterval = 0.008
    ) -> TimeInterval {
        var last = time
        for index in 1...steps {
            last = time + Double(index) * interval
            move(id, CGPoint(x: start.x + step.x * CGFloat(index), y: start.y + step.y * CGFloat(index)), at: last)
        }
        return last
    }
}

/// What a recognizer went through: its handler calls, and every state change (including
/// failures and resets, which call no handler).
@MainActor
final class RecognizerLog {
    var handlerStates: [UIGestureRecognizer.State] = []
    var stateChanges: [UIGestureRecognizer.State] = []
    var translations: [CGPoint] = []

    init(_ recognizer: UIGestureRecognizer) {
        recognizer.addAction { [unowned self] recognizer in
            handlerStates.append(recognizer.state)
            if let pan = recognizer as? UIPanGestureRecognizer {
                translations.append(pan.translation(in: nil))
            }
        }
        recognizer.stateChangeObserver = { [unowned self] _, to in stateChanges.append(to) }
    }
}

/// A view that logs the touches methods it receives as "phase:count".
@MainActor
final class TouchLoggingView: UIView {
    var entries: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        entries.append("began:\(touches.count)")
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        entries.append("moved:\(touches.count)")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        entries.append("ended:\(touches.count)")
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        entries.append("cancelled:\(touches.count)")
    }
}

/// Makes current a display whose screen (320 × 480 unless given) has no status bar, sensor housing
/// or home indicator, for scenes whose views must have no safe area (a scroll view at the top of
/// the iPhone 14's screen adds its 47 points to its content inset).
@MainActor @discardableResult
func unobstructedDisplay(width: CGFloat = 320, height: CGFloat = 480, framesPerSecond: Int = 60) -> HeadlessDisplay {
    HeadlessDisplay(
        device: .unobstructed(screenSize: CGSize(width: width, height: height), scale: 2),
        framesPerSecond: framesPerSecond)
}

@MainActor
func makeWindow(width: CGFloat = 320, height: CGFloat = 480) -> UIWindow {
    UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
    CGPoint(x: x, y: y)
}
