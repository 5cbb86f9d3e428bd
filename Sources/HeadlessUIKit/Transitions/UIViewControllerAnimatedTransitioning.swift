/// An animator for a view-controller transition (UIKit API).
///
/// `transitionDuration(using:)` and `animateTransition(using:)` are required; the optional
/// members of UIKit's Objective-C protocol are requirements with default implementations in
/// an extension, so an animator written for UIKit compiles unchanged.
@MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// The duration of the non-interactive animation. Percent-driven interaction reads it
    /// once, when the interaction starts.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Makes the animations and calls `completeTransition(_:)` when they end.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called by `completeTransition(_:)` as its last step, with the same Bool [DOC, §1.3].
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing (UIKit's optional method, not implemented).
    public func animationEnded(_ transitionCompleted: Bool) {}
}
