/// An animator for a view-controller transition (UIKit API).
///
/// `transitionDuration(using:)` and `animateTransition(using:)` are required; the optional
/// members of UIKit's Objective-C protocol are requirements with default implementations in
/// an extension, so an animator written for UIKit compiles unchanged.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// The duration of the non-interactive animation. Percent-driven interaction reads it
    /// once, when the interaction starts.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Makes the animations and calls `completeTransition(_:)` when they end.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The interruptible animator that runs the transition (iOS 10). It must be the same
    /// instance for the whole transition [DOC]. When an animator vends one, percent-driven
    /// interaction scrubs it with `fractionComplete` (§3.3 Path A) instead of calling
    /// `animateTransition(using:)`.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    /// Called by `completeTransition(_:)` as its last step, with the same Bool [DOC, §1.3].
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// UIKit's optional method, not implemented: returns a marker the machinery recognizes as
    /// "no interruptible animator" (Swift has no optional protocol members without the
    /// Objective-C runtime). Driving the marker does nothing.
    public func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating {
        AbsentInterruptibleAnimator()
    }

    /// Does nothing (UIKit's optional method, not implemented).
    public func animationEnded(_ transitionCompleted: Bool) {}
}
