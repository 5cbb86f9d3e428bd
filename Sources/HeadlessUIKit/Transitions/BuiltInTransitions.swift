/// The animators UIKit uses when the app supplies none: the navigation slide and the modal
/// transition styles; the immediate animator when the transition is not animated.
@MainActor
enum BuiltInTransitions {
    /// The animator of a presentation with `style` (no custom animator).
    static func presentationAnimator(
        for style: UIModalTransitionStyle, animated: Bool
    ) -> any UIViewControllerAnimatedTransitioning {
        animated ? ModalTransitionAnimator(style: style, presenting: true) : ImmediateTransitionAnimator()
    }

    /// The animator of a dismissal with `style` (no custom animator).
    static func dismissalAnimator(
        for style: UIModalTransitionStyle, animated: Bool
    ) -> any UIViewControllerAnimatedTransitioning {
        animated ? ModalTransitionAnimator(style: style, presenting: false) : ImmediateTransitionAnimator()
    }

    /// The animator of a navigation push or pop (no delegate animator).
    static func navigationAnimator(
        for operation: UINavigationController.Operation, animated: Bool
    ) -> any UIViewControllerAnimatedTransitioning {
        animated ? NavigationSlideAnimator(operation: operation) : ImmediateTransitionAnimator()
    }
}
