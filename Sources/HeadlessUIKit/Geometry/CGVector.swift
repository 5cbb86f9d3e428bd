/// A two-dimensional vector, as Core Graphics defines it (`struct CGVector { CGFloat dx, dy }`).
///
/// Foundation on Linux has `CGPoint`, `CGSize` and `CGRect` but not `CGVector`, so it is
/// defined here with Apple's spelling. UIKit code meets it in gesture velocities and spring
/// initial velocities (`UISpringTimingParameters(dampingRatio:initialVelocity:)`).
public struct CGVector: Hashable, Sendable {
    /// The x component of the vector.
    public var dx: CGFloat
    /// The y component of the vector.
    public var dy: CGFloat

    /// The zero vector, as `CGVector()` gives in Swift on Apple platforms.
    public init() {
        dx = 0
        dy = 0
    }

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init(dx: Double, dy: Double) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    public init(dx: Int, dy: Int) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    /// The vector whose components are both zero.
    public static var zero: CGVector { CGVector() }
}
