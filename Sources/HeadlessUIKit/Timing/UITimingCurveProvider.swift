/// An object that provides the timing curve of an animation, such as a `UIViewPropertyAnimator`'s
/// (UIKit API). A provider must implement all three properties; `timingCurveType` says which of
/// the parameters the animator uses.
///
/// Unlike UIKit's current SDK, which marks the protocol `@MainActor`, it is not isolated here:
/// the conforming parameter classes are immutable and `Sendable`, so they can be made anywhere,
/// and code written for UIKit (where they are made on the main actor) compiles unchanged.
public protocol UITimingCurveProvider: NSCoding, NSCopying {
    /// Which timing information to use.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic timing parameters, for `.builtin`, `.cubic` and `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring timing parameters, for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}
