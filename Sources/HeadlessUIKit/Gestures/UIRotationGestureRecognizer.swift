/// A continuous recognizer for two fingers turning about each other [DOC
/// UIRotationGestureRecognizer].
///
/// ``rotation`` is the angle, in radians, through which the line between the first two fingers
/// has turned since the second touched down (plus the value last set; clockwise on screen is
/// positive, as UIKit's y-down coordinates make it); ``velocity`` is its rate in radians per
/// second between the last two events. The gesture begins once the line has turned by 0.1
/// radian [INF: UIKit's threshold is private], changes when a finger moves, and ends when one of
/// the two fingers lifts [INF]; a cancelled touch cancels it. Further fingers are ignored.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    private var pair = TwoFingerGesture()
    private var referenceAngle: CGFloat = 0
    private var referenceRotation: CGFloat = 0
    private var previous: (rotation: CGFloat, time: Double)?
    private var storedVelocity: CGFloat = 0

    /// How far the line must turn, in radians, before the gesture begins.
    package var hysteresis: CGFloat = 0.1

    /// The angle turned since the gesture's start, in radians [DOC rotation]. Setting it makes
    /// later motion turn from the new value.
    open var rotation: CGFloat {
        get { pair.isComplete ? referenceRotation + Self.wrapped(pair.angle - referenceAngle) : referenceRotation }
        set {
            referenceRotation = newValue
            referenceAngle = pair.angle
        }
    }

    /// The change of ``rotation`` per second at the latest event [DOC velocity].
    open var velocity: CGFloat { storedVelocity }

    /// `angle` brought into (−π, π], so crossing the negative x-axis does not jump a turn.
    private static func wrapped(_ angle: CGFloat) -> CGFloat {
        var result = angle
        while result > .pi { result -= 2 * .pi }
        while result <= -.pi { result += 2 * .pi }
        return result
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        let wasComplete = pair.isComplete
        pair.add(touches)
        for touch in touches where !pair.involves([touch]) { ignore(touch, for: event) }
        if !wasComplete && pair.isComplete {
            referenceAngle = pair.angle
            previous = (rotation, event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard pair.isComplete, pair.involves(touches) else { return }
        let now = rotation
        if let previous, event.timestamp > previous.time {
            storedVelocity = (now - previous.rotation) / CGFloat(event.timestamp - previous.time)
        }
        previous = (now, event.timestamp)
        switch state {
        case .possible:
            if abs(now - referenceRotation) >= hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard pair.involves(touches) || !pair.isComplete else { return }
        state = state == .possible ? .failed : .ended
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        super.reset()
        pair.removeAll()
        referenceAngle = 0
        referenceRotation = 0
        previous = nil
        storedVelocity = 0
    }
}
