/// The animators UIKit runs when an app supplies none, made available by name: the
/// navigation slide for push and pop, and the built-in modal transition styles.
///
/// Not UIKit API (package): a scene with no animator of its own runs them, and tests can
/// compare a custom animator with the system's behaviour.
@MainActor
package enum SystemTransitionAnimators {
    /// The navigation controller's own push or pop slide.
    package static func navigation(_ operation: UINavigationController.Operation)
        -> any UIViewControllerAnimatedTransitioning
    {
        BuiltInTransitions.navigationAnimator(for: operation, animated: true)
    }

    /// The navigation slide lasting `duration` seconds instead of its own 0.35 s: both its
    /// `transitionDuration(using:)` and its animation use it (nil or not finite keeps 0.35 s,
    /// negative is 0). UIKit's slide has no such parameter; tests run the system's motion at
    /// other lengths with it.
    package static func navigation(
        _ operation: UINavigationController.Operation, duration: TimeInterval?
    ) -> any UIViewControllerAnimatedTransitioning {
        guard let duration, duration.isFinite else { return navigation(operation) }
        return NavigationSlideAnimator(operation: operation, duration: max(duration, 0))
    }

    /// The animator of a built-in `modalTransitionStyle`, presenting or dismissing.
    package static func modal(_ style: UIModalTransitionStyle, presenting: Bool)
        -> any UIViewControllerAnimatedTransitioning
    {
        presenting
            ? BuiltInTransitions.presentationAnimator(for: style, animated: true)
            : BuiltInTransitions.dismissalAnimator(for: style, animated: true)
    }

    /// The animator of a built-in `modalTransitionStyle` lasting `duration` seconds instead
    /// of the style's own (0.3 s, 0.6 s for the flip): both its `transitionDuration(using:)`
    /// and its animation use it (nil or not finite keeps the style's, negative is 0). Not a
    /// UIKit parameter; tests run the system's motion at other lengths with it.
    package static func modal(
        _ style: UIModalTransitionStyle, presenting: Bool, duration: TimeInterval?
    ) -> any UIViewControllerAnimatedTransitioning {
        guard let duration, duration.isFinite else { return modal(style, presenting: presenting) }
        return ModalTransitionAnimator(style: style, presenting: presenting, duration: max(duration, 0))
    }
}
