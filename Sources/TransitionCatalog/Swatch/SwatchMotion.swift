import HeadlessUIKit

/// The timing and turn of the swatch, shared by both versions of its animator.
enum SwatchMotion {
    /// The turn the swatch swings in from and out to, about its top-left corner.
    static let swungOut = CGAffineTransform(rotationAngle: -.pi / 2)
    /// The presentation spring: 1.5 s, damping 0.25, initial velocity 3, easing in.
    static let presentDuration: TimeInterval = 1.5
    static let damping: CGFloat = 0.25
    static let initialVelocity: CGFloat = 3
    /// The dismissal: 0.25 s, easing in.
    static let dismissDuration: TimeInterval = 0.25
    /// The corner the swatch hangs from.
    static let corner = CGPoint(x: 0, y: 0)
}
