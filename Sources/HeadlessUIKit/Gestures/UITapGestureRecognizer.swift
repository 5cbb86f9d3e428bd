/// A discrete recognizer for one or more taps of one or more fingers [DOC
/// UITapGestureRecognizer].
///
/// It recognizes (`possible` → `ended`) when the fingers of the ``numberOfTapsRequired``-th tap
/// lift, each tap made with ``numberOfTouchesRequired`` fingers. It fails when a tap has more
/// fingers than that, or fewer when they lift; when a finger moves more than 10 points from
/// where it touched down; or when the next tap does not touch down within 0.35 s of the
/// previous lift (checked at that touch and on the display's clock, so a recognizer that
/// requires a double tap to fail is not held back past it) [INF: UIKit's movement and
/// interval limits are private; these are the values commonly measured].
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture. Default 1.
    open var numberOfTapsRequired = 1

    /// How many fingers each tap needs. Default 1.
    open var numberOfTouchesRequired = 1

    /// How far a finger may move, in points, and still tap.
    package var allowableMovement: CGFloat = 10

    /// The longest pause between one tap's lift and the next tap's touch, in seconds.
    package var maximumTapInterval: Double = 0.35

    private var tapsCompleted = 0
    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var fingersInTap = 0
    private var down = 0
    private var lastLift: Double?
    private var deadline: GestureDeadline?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        deadline?.cancel()
        if let lastLift, event.timestamp - lastLift > maximumTapInterval {
            state = .failed
            return
        }
        for touch in touches {
            starts[ObjectIdentifier(touch)] = touch.location(in: nil)
        }
        down += touches.count
        fingersInTap += touches.count
        if fingersInTap > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        for touch in touches {
            guard let start = starts[ObjectIdentifier(touch)] else { continue }
            let location = touch.location(in: nil)
            if hypot(location.x - start.x, location.y - start.y) > allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        down -= touches.count
        guard down <= 0, state == .possible else { return }
        guard fingersInTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        fingersInTap = 0
        starts.removeAll()
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            lastLift = event.timestamp
            deadline = GestureDeadline(after: maximumTapInterval) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    open override func reset() {
        super.reset()
        deadline?.cancel()
        deadline = nil
        tapsCompleted = 0
        starts.removeAll()
        fingersInTap = 0
        down = 0
        lastLift = nil
    }
}
