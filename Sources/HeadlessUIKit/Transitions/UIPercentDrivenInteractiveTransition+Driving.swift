// How the percent-driven controller moves the animations (uikit-semantics §3.3).
//
// Without the animation layer there is nothing to scrub: the start calls the animator's
// `animateTransition(using:)` and progress is only reported to the context.

extension UIPercentDrivenInteractiveTransition {
    /// Starts the animations of the transition.
    func beginDriving(
        _ context: any UIViewControllerContextTransitioning, animator: (any UIViewControllerAnimatedTransitioning)?
    ) {
        (context as? TransitionContext)?.log(.animateTransition)
        animator?.animateTransition(using: context)
    }

    /// Moves the animations to `percent`.
    func scrub(to percent: CGFloat) {}

    /// Runs the rest of the animation forward (finish) or back (cancel).
    func completeDriving(_ context: any UIViewControllerContextTransitioning, cancelled: Bool) {}

    /// Stops a running completion and hands control back to the gesture.
    func pauseDriving(_ context: any UIViewControllerContextTransitioning) {
        context.pauseInteractiveTransition()
    }
}
