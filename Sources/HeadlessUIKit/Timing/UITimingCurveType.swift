/// The kind of timing information a `UITimingCurveProvider` supplies.
public enum UITimingCurveType: Int, Sendable, CaseIterable {
    /// One of UIKit's built-in curves (`UIView.AnimationCurve`).
    case builtin = 0
    /// A cubic Bézier curve (`cubicTimingParameters`).
    case cubic = 1
    /// A spring (`springTimingParameters`).
    case spring = 2
    /// A combination of cubic and spring timing.
    case composed = 3
}
