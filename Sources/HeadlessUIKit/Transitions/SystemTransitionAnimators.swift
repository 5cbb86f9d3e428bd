/// The animators UIKit runs when an app supplies none, made available by name: the
/// navigation slide for push and pop, and the built-in modal transition styles.
///
/// Not UIKit API. The harness replays against them when no animator is given, and tests
/// can compare a custom animator with the system's behaviour.
@MainActor
public enum SystemTransitionAnimators {
    /// The navigation controller's own push or pop slide.
    public static func navigation(_ operation: UINavigationController.Operation) -> any UIViewControllerAnimatedTransitioning {
        BuiltInTransitions.navigationAnimator(for: operation, animated: true)
    }

    /// The animator of a built-in `modalTransitionStyle`, presenting or dismissing.
    public static func modal(_ style: UIModalTransitionStyle, presenting: Bool) -> any UIViewControllerAnimatedTransitioning {
        presenting
            ? BuiltInTransitions.presentationAnimator(for: style, animated: true)
            : BuiltInTransitions.dismissalAnimator(for: style, animated: true)
    }
}
