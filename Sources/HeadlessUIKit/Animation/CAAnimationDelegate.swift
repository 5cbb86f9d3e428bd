/// The delegate of an animation (QuartzCore API).
///
/// Core Animation's protocol has two optional Objective-C methods; Swift on Linux has no
/// optional requirements, so each has a default implementation that does nothing. Core
/// Animation retains the delegate (`CAAnimation.delegate` is strong) and delivers both calls
/// asynchronously on the main thread; here the display delivers them at the frame when they are
/// due (see `HeadlessDisplay`). The animation passed in is the copy the layer holds, not the
/// object given to `add(_:forKey:)`, as in Core Animation.
///
/// Not isolated to an actor, as QuartzCore's protocol is not: a main-actor type (a view
/// controller) conforms in Swift 6 with `nonisolated` methods or a `@preconcurrency`
/// conformance, as on iOS (docs/isolation.md).
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// The animation began its active interval (after its `beginTime`, at the frame that shows
    /// it).
    func animationDidStart(_ anim: CAAnimation)

    /// The animation stopped: `flag` is true when it ran to the end of its active duration,
    /// false when it was removed from its layer first (`removeAnimation(forKey:)`,
    /// `removeAllAnimations()`, or another animation added under the same key).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
