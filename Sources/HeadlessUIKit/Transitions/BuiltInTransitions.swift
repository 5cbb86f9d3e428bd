/// The animators UIKit uses when the app supplies none.
@MainActor
enum BuiltInTransitions {
    /// The animator of a presentation with `style` (no custom animator).
    static func presentationAnimator(
        for style: UIModalTransitionStyle, animated: Bool
    ) -> any UIViewControllerAnimatedTransitioning {
        ImmediateTransitionAnimator()
    }

    /// The animator of a dismissal with `style` (no custom animator).
    static func dismissalAnimator(
        for style: UIModalTransitionStyle, animated: Bool
    ) -> any UIViewControllerAnimatedTransitioning {
        ImmediateTransitionAnimator()
    }

    /// The animator of a navigation push or pop (no delegate animator).
    static func navigationAnimator(
        for operation: UINavigationController.Operation, animated: Bool
    ) -> any UIViewControllerAnimatedTransitioning {
        ImmediateTransitionAnimator()
    }
}
