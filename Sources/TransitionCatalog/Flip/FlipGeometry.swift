import HeadlessUIKit

/// The turns and hinges of the flip, shared by both versions of its animator.
///
/// Presenting, the source hinges on its right edge and turns 0 → −π/2 → −π while the
/// destination hinges on its left edge and turns π → π/2 → 0; dismissing mirrors both.
struct FlipGeometry {
    /// The eye distance of the perspective: `m34 = −1/1600`.
    static let eyeDistance: CGFloat = 1600
    /// The length of the whole flip.
    static let duration: TimeInterval = 1.0

    let isPresenting: Bool

    /// The anchor point the source turns about.
    var sourceHinge: CGPoint { CGPoint(x: isPresenting ? 1 : 0, y: 0.5) }
    /// The anchor point the destination turns about.
    var destinationHinge: CGPoint { CGPoint(x: isPresenting ? 0 : 1, y: 0.5) }
    /// The sign of every turn: presenting turns the cards one way, dismissing the other.
    private var sign: CGFloat { isPresenting ? -1 : 1 }

    /// The source's transform after `halves` halves of the flip (0, 1 or 2).
    func source(afterHalves halves: CGFloat) -> CATransform3D {
        Self.turn(sign * halves * .pi / 2)
    }

    /// The destination's transform after `halves` halves of the flip (0, 1 or 2).
    func destination(afterHalves halves: CGFloat) -> CATransform3D {
        Self.turn(-sign * (2 - halves) * .pi / 2)
    }

    /// A turn by `angle` about the vertical axis, in perspective.
    static func turn(_ angle: CGFloat) -> CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / eyeDistance
        return CATransform3DRotate(perspective, angle, 0, 1, 0)
    }
}
