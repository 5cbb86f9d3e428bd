import HeadlessUIKit
import TransitionHarness

/// A swatch that swings in from its top-left corner on a loose spring and swings back out
/// when dismissed: cancel-safe and interactive-capable.
///
/// Presenting, the presented view hangs from its top-left corner (moved with
/// `setAnchorPointKeepingFrame`, so the view does not move), takes the source's frame,
/// turns by −π/2 and springs back to the identity over 1.5 s (damping 0.25, initial
/// velocity 3, easing in). Dismissing turns it back to −π/2 over 0.25 s, easing in, above
/// the presenter's view, and removes it. The completion hangs the view from its centre again
/// and flattens it; a cancelled transition restores every view with ``TransitionViewState``;
/// both report `!transitionWasCancelled`.
final class SwatchAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool

    init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        isPresenting ? SwatchMotion.presentDuration : SwatchMotion.dismissDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if isPresenting {
            present(using: transitionContext)
        } else {
            dismiss(using: transitionContext)
        }
    }

    private func present(using context: any UIViewControllerContextTransitioning) {
        guard let fromController = context.viewController(forKey: .from),
            let swatch = context.view(forKey: .to)
        else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let before = TransitionViewState.capture([swatch])
        swatch.setAnchorPointKeepingFrame(SwatchMotion.corner)
        swatch.frame = context.initialFrame(for: fromController)
        swatch.transform = SwatchMotion.swungOut
        context.containerView.addSubview(swatch)

        UIView.animate(
            withDuration: transitionDuration(using: context), delay: 0,
            usingSpringWithDamping: SwatchMotion.damping, initialSpringVelocity: SwatchMotion.initialVelocity,
            options: .curveEaseIn
        ) {
            swatch.transform = .identity
        } completion: { _ in
            Self.finish(context, swatch: swatch, restoring: before)
        }
    }

    private func dismiss(using context: any UIViewControllerContextTransitioning) {
        guard let swatch = context.view(forKey: .from) else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        var views = [swatch]
        if let presenter = context.view(forKey: .to), let presenterController = context.viewController(forKey: .to) {
            views.append(presenter)
            let before = TransitionViewState.capture(views)
            presenter.frame = context.finalFrame(for: presenterController)
            context.containerView.insertSubview(presenter, belowSubview: swatch)
            animateOut(swatch, context: context, restoring: before)
        } else {
            animateOut(swatch, context: context, restoring: TransitionViewState.capture(views))
        }
    }

    private func animateOut(
        _ swatch: UIView, context: any UIViewControllerContextTransitioning, restoring before: TransitionViewState
    ) {
        swatch.setAnchorPointKeepingFrame(SwatchMotion.corner)
        UIView.animate(withDuration: transitionDuration(using: context), delay: 0, options: .curveEaseIn) {
            swatch.transform = SwatchMotion.swungOut
        } completion: { _ in
            if !context.transitionWasCancelled {
                swatch.removeFromSuperview()
            }
            Self.finish(context, swatch: swatch, restoring: before)
        }
    }

    /// Flattens the swatch and hangs it from its centre again (or restores everything after
    /// a cancel), then completes.
    private static func finish(
        _ context: any UIViewControllerContextTransitioning, swatch: UIView, restoring before: TransitionViewState
    ) {
        let cancelled = context.transitionWasCancelled
        UIView.performWithoutAnimation {
            if cancelled {
                before.restore()
            } else {
                swatch.transform = .identity
                swatch.setAnchorPointKeepingFrame(CGPoint(x: 0.5, y: 0.5))
            }
        }
        context.completeTransition(!cancelled)
    }
}
