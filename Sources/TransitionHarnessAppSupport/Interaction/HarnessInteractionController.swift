#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The percent-driven interaction controller the harness drives from a gesture: UIKit's
/// `UIPercentDrivenInteractiveTransition`, plus an opt-in safety net.
///
/// With ``restoresViewStateOnCancel`` on, it captures the participating views (the from and
/// to controllers' views) when the transition starts and, when the transition ends
/// cancelled, restores them with ``TransitionViewState`` after UIKit's own completion work:
/// transforms, anchor points, alpha and visibility come back as they were, without a jump,
/// and a view that was not on screen at the start is taken out of the hierarchy again. It is off by
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
            // Geometry and appearance of every participating view come back; in the tree,
            // only views that were not on screen at the start are taken out again. UIKit
            // itself puts back the views it moved (a presenter's view leaves the container).
            let captured = TransitionViewState.capture(views)
            let newcomers = views.filter { $0.window == nil }
            let coordinator = transitionContext.viewController(forKey: .from)?.transitionCoordinator
            coordinator?.animate(alongsideTransition: nil) { context in
                guard context.isCancelled else { return }
                captured.restore(hierarchy: false)
                for view in newcomers where view.window != nil {
                    view.removeFromSuperview()
                }
            }
        }
        super.startInteractiveTransition(transitionContext)
    }
}
