/// UIKit's named animation curves, `UIView.AnimationCurve` in UIKit (uikit-semantics §7.2).
///
/// Declared at top level because `UIView` belongs to another part of this module: when both are
/// merged, `extension UIView { public typealias AnimationCurve = UIViewAnimationCurve }` gives
/// it UIKit's spelling. UIKit's private curves (4, and 7, the keyboard's "smooth" spring) are not
/// representable, so `UIViewAnimationCurve(rawValue: 7)` is nil here where UIKit's imported enum
/// accepts any raw value.
public enum UIViewAnimationCurve: Int, Sendable, CaseIterable {
    case easeInOut = 0
    case easeIn = 1
    case easeOut = 2
    case linear = 3
}

extension UIViewAnimationCurve {
    /// The Core Animation curve UIKit uses for the curve (uikit-semantics §4.3 [IMPL], the
    /// pairing being inferred from the order of the constants): easeInOut → easeInEaseOut,
    /// easeIn → easeIn, easeOut → easeOut, linear → linear.
    package var mediaTimingFunctionName: CAMediaTimingFunctionName {
        switch self {
        case .easeInOut: .easeInEaseOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }

    /// The curve's control points, those of `mediaTimingFunctionName`.
    package var unitBezier: UnitBezier {
        switch self {
        case .easeInOut: .easeInEaseOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}
