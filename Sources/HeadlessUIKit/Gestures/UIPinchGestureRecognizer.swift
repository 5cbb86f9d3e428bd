/// A continuous recognizer for two fingers moving apart or together [DOC
/// UIPinchGestureRecognizer].
///
/// ``scale`` is the distance between the first two fingers over their distance when the second
/// touched down (times the value last set); ``velocity`` is its rate of change in scale factor
/// per second between the last two events. The gesture begins once the distance has changed by
/// 10 points [INF: UIKit's threshold is private], changes when a finger moves, and ends when
/// one of the two fingers lifts [INF]; a cancelled touch cancels it. Further fingers are ignored.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    private var pair = TwoFingerGesture()
    private var referenceDistance: CGFloat = 0
    private var referenceScale: CGFloat = 1
    private var previous: (scale: CGFloat, time: Double)?
    private var storedVelocity: CGFloat = 0

    /// How far the distance must change, in points, before the gesture begins.
    package var hysteresis: CGFloat = 10

    /// The scale factor of the fingers' distance since the gesture's start [DOC scale]. Setting
    /// it makes later motion scale from the new value.
    open var scale: CGFloat {
        get { referenceDistance > 0 ? referenceScale * pair.distance / referenceDistance : referenceScale }
        set {
            referenceScale = newValue
            referenceDistance = pair.distance
        }
    }

    /// The change of ``scale`` per second at the latest event [DOC velocity].
    open var velocity: CGFloat { storedVelocity }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        let wasComplete = pair.isComplete
        pair.add(touches)
        for touch in touches where !pair.involves([touch]) { ignore(touch, for: event) }
        if !wasComplete && pair.isComplete {
            referenceDistance = pair.distance
            previous = (scale, event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard pair.isComplete, pair.involves(touches) else { return }
        let now = scale
        if let previous, event.timestamp > previous.time {
            storedVelocity = (now - previous.scale) / CGFloat(event.timestamp - previous.time)
        }
        previous = (now, event.timestamp)
        switch state {
        case .possible:
            if abs(pair.distance - referenceDistance) >= hysteresis { state = .began }
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
        referenceDistance = 0
        referenceScale = 1
        previous = nil
        storedVelocity = 0
    }
}
