/// A discrete recognizer for a quick stroke in one of the permitted directions [DOC
/// UISwipeGestureRecognizer].
///
/// It recognizes (`possible` → `ended`) while the fingers move, as soon as their centroid has
/// travelled 50 points along a permitted ``direction`` and at most half as far across it, within
/// 0.5 s of the first touch. It fails when the fingers lift first, when the time passes (at
/// that event or on the display's clock), when the stroke leans more than that off its axis,
/// or when more than ``numberOfTouchesRequired`` fingers touch down [INF: UIKit's distance, angle
/// and time limits are private; these are the values commonly measured].
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may go [DOC UISwipeGestureRecognizer.Direction].
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions. Default `.right`.
    open var direction: Direction = .right

    /// How many fingers make the swipe. Default 1.
    open var numberOfTouchesRequired = 1

    /// How far, in points, the centroid must travel along the direction.
    package var minimumDistance: CGFloat = 50

    /// How long after the first touch the swipe may recognize, in seconds.
    package var maximumDuration: Double = 0.5

    private var start: CGPoint?
    private var startTime: Double?
    private var fingers = 0
    private var deadline: GestureDeadline?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        fingers += touches.count
        guard fingers <= numberOfTouchesRequired else {
            state = .failed
            return
        }
        if startTime == nil {
            startTime = event.timestamp
            deadline = GestureDeadline(after: maximumDuration) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
        if fingers == numberOfTouchesRequired { start = location(in: nil) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible else { return }
        if let startTime, event.timestamp - startTime > maximumDuration {
            state = .failed
            return
        }
        guard let start, fingers == numberOfTouchesRequired else { return }
        let location = location(in: nil)
        let dx = location.x - start.x
        let dy = location.y - start.y
        let candidates: [(Direction, along: CGFloat, across: CGFloat)] = [
            (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
        ]
        for (candidate, along, across) in candidates where direction.contains(candidate) {
            if along >= minimumDistance && abs(across) <= along / 2 {
                state = .ended
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    open override func reset() {
        super.reset()
        deadline?.cancel()
        deadline = nil
        start = nil
        startTime = nil
        fingers = 0
    }
}
