/// A discrete recognizer of one or more taps, as UIKit's `UITapGestureRecognizer`.
///
/// UIKit's state machine for a discrete gesture: the recognizer stays `possible` while the
/// taps come, and goes to `ended` (recognized; the handler is called once) when the last
/// finger of the required tap lifts, or to `failed`, with no handler call. It fails when
/// more fingers than `numberOfTouchesRequired` touch, when a tap lifts with fewer, when a
/// finger moves more than ``allowableMovement`` points from where it touched down, when a
/// touch is cancelled, or when the next tap of a multi-tap starts more than
/// ``maximumTapInterval`` seconds after the previous one lifted. The two limits are the
/// model's values [INF]; UIKit does not document its own. Without a timer, a multi-tap that
/// simply stops fails only when the next touch comes; the distance between taps is not
/// checked.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture. Default 1 [DOC numberOfTapsRequired].
    open var numberOfTapsRequired = 1

    /// How many fingers each tap needs. Default 1 [DOC numberOfTouchesRequired].
    open var numberOfTouchesRequired = 1

    /// How far, in points, a finger may move and still tap. Not UIKit API.
    package static let allowableMovement: CGFloat = 10

    /// The longest pause between taps of a multi-tap, in seconds. Not UIKit API.
    package static let maximumTapInterval: TimeInterval = 0.35

    /// Where each finger of the current tap touched down, in window coordinates.
    private var touchDownLocations: [ObjectIdentifier: CGPoint] = [:]
    /// The most fingers down at once during the current tap.
    private var fingersInTap = 0
    /// Taps completed so far.
    private var completedTaps = 0
    /// When the last completed tap lifted.
    private var lastTapEnd: TimeInterval?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if touchDownLocations.isEmpty, let lastTapEnd, event.timestamp - lastTapEnd > Self.maximumTapInterval {
            state = .failed
            return
        }
        for touch in touches {
            touchDownLocations[ObjectIdentifier(touch)] = touch.location(in: nil)
        }
        fingersInTap = max(fingersInTap, touchDownLocations.count)
        if fingersInTap > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        for touch in touches {
            guard let start = touchDownLocations[ObjectIdentifier(touch)] else { continue }
            let location = touch.location(in: nil)
            let distance =
                ((location.x - start.x) * (location.x - start.x) + (location.y - start.y) * (location.y - start.y))
                .squareRoot()
            if distance > Self.allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        for touch in touches {
            touchDownLocations[ObjectIdentifier(touch)] = nil
        }
        guard touchDownLocations.isEmpty else { return }
        guard fingersInTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        completedTaps += 1
        fingersInTap = 0
        if completedTaps >= numberOfTapsRequired {
            state = .ended
        } else {
            lastTapEnd = event.timestamp
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    open override func reset() {
        super.reset()
        touchDownLocations.removeAll()
        fingersInTap = 0
        completedTaps = 0
        lastTapEnd = nil
    }
}
