/// How a keyframe animation computes the values between its keyframes, a string-backed type as
/// in the SDK (`kCAAnimationLinear` is "linear", and so on).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Straight-line interpolation between keyframes at their key times (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// No interpolation: each value holds until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Straight lines at constant velocity; key times and timing functions are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth spline through the keyframes (Catmull-Rom, or Kochanek-Bartels with the
    /// tension, continuity and bias values).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The cubic spline at even pacing; key times and timing functions are ignored.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
