/// What pinch and rotation recognizers share: the first two fingers down, their distance and
/// angle now and at the reference, and the time of the latest event.
@MainActor
struct TwoFingerGesture {
    private(set) var fingers: [UITouch] = []

    var isComplete: Bool { fingers.count == 2 }

    mutating func add(_ touches: Set<UITouch>) {
        for touch in touches.inCreationOrder where fingers.count < 2 {
            fingers.append(touch)
        }
    }

    /// Whether one of the two fingers is among `touches`.
    func involves(_ touches: Set<UITouch>) -> Bool {
        fingers.contains { touches.contains($0) }
    }

    /// The distance between the two fingers, in window points.
    var distance: CGFloat {
        guard isComplete else { return 0 }
        let a = fingers[0].location(in: nil)
        let b = fingers[1].location(in: nil)
        return hypot(b.x - a.x, b.y - a.y)
    }

    /// The angle of the line from the first finger to the second, in radians.
    var angle: CGFloat {
        guard isComplete else { return 0 }
        let a = fingers[0].location(in: nil)
        let b = fingers[1].location(in: nil)
        return atan2(b.y - a.y, b.x - a.x)
    }

    mutating func removeAll() {
        fingers.removeAll()
    }
}
