/// A continuous recognizer for fingers held still [DOC UILongPressGestureRecognizer].
///
/// As UIKit documents it: the gesture begins when ``numberOfTouchesRequired`` fingers have been
/// down for ``minimumPressDuration`` without moving more than ``allowableMovement`` points; it
/// changes whenever a finger moves, and ends when any finger lifts. Before it begins, moving
/// too far, lifting a finger or adding one too many fails it. Time is the display's clock (the
/// press begins at the first frame at or after the duration), or an event that arrives late
/// enough. ``numberOfTapsRequired`` (taps before the press) is stored but not modelled: the
/// press must be the first touch [model].
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must be held, in seconds. Default 0.5.
    open var minimumPressDuration: Double = 0.5

    /// How many fingers must be held. Default 1.
    open var numberOfTouchesRequired = 1

    /// Taps before the press. Default 0. Stored only.
    open var numberOfTapsRequired = 0

    /// How far, in points, the fingers may move before the gesture begins. Default 10.
    open var allowableMovement: CGFloat = 10

    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var pressStart: Double?
    private var deadline: GestureDeadline?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        for touch in touches {
            starts[ObjectIdentifier(touch)] = touch.location(in: nil)
        }
        if starts.count > numberOfTouchesRequired {
            state = .failed
        } else if starts.count == numberOfTouchesRequired {
            pressStart = event.timestamp
            deadline = GestureDeadline(after: minimumPressDuration) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .began
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        switch state {
        case .possible:
            for touch in touches {
                guard let start = starts[ObjectIdentifier(touch)] else { continue }
                let location = touch.location(in: nil)
                if hypot(location.x - start.x, location.y - start.y) > allowableMovement {
                    state = .failed
                    return
                }
            }
            if let pressStart, event.timestamp - pressStart >= minimumPressDuration {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        switch state {
        case .possible:
            if let pressStart, event.timestamp - pressStart >= minimumPressDuration {
                state = .began
                state = .ended
            } else {
                state = .failed
            }
        case .began, .changed:
            state = .ended
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        super.reset()
        deadline?.cancel()
        deadline = nil
        starts.removeAll()
        pressStart = nil
    }
}
