import HeadlessUIKit

/// The percent-driven interaction controller the harness drives from a gesture: UIKit's
/// `UIPercentDrivenInteractiveTransition`, plus an opt-in safety net.
///
/// With ``restoresViewStateOnCancel`` on, it captures the participating views (the context's
/// from and to views) when the transition starts and, when the transition ends cancelled,
/// restores them with ``TransitionViewState`` after UIKit's own completion work: transforms,
/// anchor points, alpha and hierarchy come back as they were, without a jump. It is off by
/// default so replays still expose animators that forget to restore; turn it on to ship it
/// as a safety net. It uses only UIKit API (the transition coordinator's completion), so the
/// same class works in an app.
open class HarnessInteractionController: UIPercentDrivenInteractiveTransition {
    /// Restore the views captured at the start after a cancelled transition.
    open var restoresViewStateOnCancel = false

    open override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        if restoresViewStateOnCancel {
            let views = [
                transitionContext.viewController(forKey: .from)?.view,
                transitionContext.viewController(forKey: .to)?.view,
            ].compactMap { $0 }
            let captured = TransitionViewState.capture(views)
            let coordinator = transitionContext.viewController(forKey: .from)?.transitionCoordinator
            coordinator?.animate(alongsideTransition: nil) { context in
                if context.isCancelled {
                    captured.restore()
                }
            }
        }
        super.startInteractiveTransition(transitionContext)
    }
}
