import GestureTrace
import HeadlessUIKit
import TransitionHarness

/// A horizontal slide, written the way apps write their first custom transition, in two
/// versions: the correct one completes with `!transitionWasCancelled`; the known-bad one
/// always completes with `true`, so a cancelled interactive transition is committed with
/// its views rolled back (contracts.md, `complete-matches-outcome`: "the classic cancel
/// acts like finish bug"). Only a cancel tells them apart.
@MainActor
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: Trace.Transition.Operation
    /// Whether it passes `true` to `completeTransition(_:)` whatever happened.
    let alwaysCompletes: Bool

    init(operation: Trace.Transition.Operation, alwaysCompletes: Bool) {
        self.operation = operation
        self.alwaysCompletes = alwaysCompletes
    }

    /// The transition under test: a fresh slide for each transition.
    static func subject(alwaysCompletes: Bool) -> AnimatorUnderTest {
        AnimatorUnderTest(name: alwaysCompletes ? "slide-always-completes" : "slide") { operation in
            SlideAnimator(operation: operation, alwaysCompletes: alwaysCompletes)
        }
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let toView = context.view(forKey: .to), let to = context.viewController(forKey: .to) else {
            context.completeTransition(alwaysCompletes || !context.transitionWasCancelled)
            return
        }
        let fromView = context.view(forKey: .from)
        let backwards = operation == .pop || operation == .dismiss
        toView.frame = context.finalFrame(for: to)
        if backwards, let fromView, fromView.superview === container {
            container.insertSubview(toView, belowSubview: fromView)
        } else {
            container.addSubview(toView)
        }
        let width = container.bounds.width
        let moving = backwards ? fromView : toView
        if !backwards { toView.transform = CGAffineTransform(translationX: width, y: 0) }
        UIView.animate(
            withDuration: transitionDuration(using: context),
            animations: {
                moving?.transform = backwards ? CGAffineTransform(translationX: width, y: 0) : .identity
            },
            completion: { _ in
                moving?.transform = .identity
                let cancelled = context.transitionWasCancelled
                if cancelled { toView.removeFromSuperview() }
                context.completeTransition(self.alwaysCompletes || !cancelled)
            })
    }
}
