/// A pan that starts at an edge of the screen, like the navigation controller's back swipe.
///
/// The gesture's first touch must land within ``edgeRegionWidth`` points of one of
/// ``edges`` (the window's bounds stand for the screen); otherwise the recognizer fails
/// at once, and the touch is left to other recognizers [DOC UIScreenEdgePanGestureRecognizer:
/// "looks for panning gestures that start near an edge of the screen"]. When several edges
/// qualify, the nearest wins (ties: left, right, top, bottom). Once the fingers have moved
/// ``UIPanGestureRecognizer/hysteresis`` points, the gesture begins if the motion points
/// away from that edge at least as much as along it (within 45° of the edge's inward
/// normal), and fails otherwise [INF: the system's angle is not documented; an edge swipe
/// that runs along the edge does not start a back swipe on devices].
///
/// Not UIKit API: ``edgeRegionWidth``. UIKit's region is private; 20 points matches the
/// trace format's default `edgeWidth` (docs/trace-format.md).
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the gesture may start from. Default `[]`, which never begins (set it, as
    /// with UIKit).
    open var edges: UIRectEdge = []

    /// How far from an edge, in points, the first touch may land. Default 20.
    package var edgeRegionWidth: CGFloat = 20

    /// The edge the current gesture started from.
    private var startEdge: UIRectEdge?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if startEdge == nil, state == .possible, let first = touches.inCreationOrder.first {
            guard let edge = nearestEdge(to: first) else {
                state = .failed
                return
            }
            startEdge = edge
        }
        super.touchesBegan(touches, with: event)
    }

    open override func reset() {
        super.reset()
        startEdge = nil
    }

    override func recognitionDecision(displacement: CGPoint) -> RecognitionDecision {
        guard super.recognitionDecision(displacement: displacement) == .begin, let startEdge else { return .wait }
        let away: CGFloat
        let along: CGFloat
        switch startEdge {
        case .left: (away, along) = (displacement.x, displacement.y)
        case .right: (away, along) = (-displacement.x, displacement.y)
        case .top: (away, along) = (displacement.y, displacement.x)
        default: (away, along) = (-displacement.y, displacement.x)
        }
        return away > 0 && away >= abs(along) ? .begin : .fail
    }

    /// The edge among ``edges`` whose region holds the touch, the nearest one if several.
    private func nearestEdge(to touch: UITouch) -> UIRectEdge? {
        guard let screen = touch.window?.bounds else { return nil }
        let point = touch.locationInWindow
        let distances: [(UIRectEdge, CGFloat)] = [
            (.left, point.x - screen.minX),
            (.right, screen.maxX - point.x),
            (.top, point.y - screen.minY),
            (.bottom, screen.maxY - point.y),
        ]
        var best: (edge: UIRectEdge, distance: CGFloat)?
        for (edge, distance) in distances where edges.contains(edge) && distance <= edgeRegionWidth {
            if best == nil || distance < best!.distance {
                best = (edge, distance)
            }
        }
        return best?.edge
    }
}
