/// The displacement of a pan: how far the centroid of its fingers has travelled since the
/// gesture's first touch, without jumps when fingers join or leave.
///
/// The centroid jumps when the set of fingers changes (a second finger lands 100 pt away:
/// the centroid moves 50 pt at once). So the path re-bases at each change: it keeps the
/// displacement reached so far and measures further motion from the new set's centroid
/// [INF: UIKit's translation shows no such jumps; the re-basing rule is the one Android's
/// and Flutter's multi-finger drag detectors use (AOSP `GestureDetector` focus point,
/// Flutter `MultiDragGestureRecognizer`)].
///
/// Callers first ``advance(to:)`` with the current set's centroid (which captures the
/// motion of this event), then change the set and ``rebase(at:)``, so motion is counted
/// once whatever the order of phases in an event.
struct PanCentroidPath: Equatable {
    /// Displacement since the first touch, window coordinates.
    private(set) var displacement: CGPoint = .zero
    /// The displacement when the set last changed.
    private var base: CGPoint = .zero
    /// The centroid when the set last changed.
    private var anchor: CGPoint = .zero

    /// Starts a new path at `centroid`, with zero displacement.
    mutating func start(at centroid: CGPoint) {
        displacement = .zero
        base = .zero
        anchor = centroid
    }

    /// Updates the displacement for the current set's centroid.
    mutating func advance(to centroid: CGPoint) {
        displacement = CGPoint(x: base.x + (centroid.x - anchor.x), y: base.y + (centroid.y - anchor.y))
    }

    /// Continues from the displacement reached, measuring from `centroid` (the new set's).
    mutating func rebase(at centroid: CGPoint) {
        base = displacement
        anchor = centroid
    }
}
