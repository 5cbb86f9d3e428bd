import GestureTrace
import HeadlessUIKit
import TransitionHarness

/// A horizontal slide, written the way apps write their first custom transition: correct,
/// or with one of the cancellation bugs of contracts.md, each one a contract's known-bad
/// animator. Only a cancelled transition tells them apart from the correct one.
@MainActor
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// What the slide gets wrong.
    enum Bug: String, CaseIterable, Sendable {
        /// Nothing.
        case none
        /// Passes `true` to `completeTransition(_:)` whatever happened: a cancel commits
        /// the transition with its views rolled back (`complete-matches-outcome`, "the
        /// classic cancel acts like finish bug").
        case alwaysCompletes
        /// Never calls `completeTransition(_:)` after a cancel (`complete-once`).
        case neverCompletesOnCancel
        /// Leaves the moved view where the animation put it after a cancel
        /// (`final-state-cancelled`).
        case keepsTransformOnCancel

        /// The contract that catches it.
        var contract: Contract? {
            switch self {
            case .none: nil
            case .alwaysCompletes: .completeMatchesOutcome
            case .neverCompletesOnCancel: .completeOnce
            case .keepsTransformOnCancel: .finalStateCancelled
            }
        }
    }

    let operation: Trace.Transition.Operation
    let bug: Bug

    init(operation: Trace.Transition.Operation, bug: Bug = .none) {
        self.operation = operation
        self.bug = bug
    }

    /// The transition under test: a fresh slide for each transition.
    static func subject(_ bug: Bug) -> AnimatorUnderTest {
        AnimatorUnderTest(name: bug == .none ? "slide" : "slide-\(bug.rawValue)") { operation in
            SlideAnimator(operation: operation, bug: bug)
        }
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let toView = context.view(forKey: .to), let to = context.viewController(forKey: .to) else {
            context.completeTransition(!context.transitionWasCancelled)
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
                let cancelled = context.transitionWasCancelled
                if !(cancelled && self.bug == .keepsTransformOnCancel) { moving?.transform = .identity }
                if cancelled { toView.removeFromSuperview() }
                switch self.bug {
                case .alwaysCompletes: context.completeTransition(true)
                case .neverCompletesOnCancel where cancelled: break
                default: context.completeTransition(!cancelled)
                }
            })
    }
}
