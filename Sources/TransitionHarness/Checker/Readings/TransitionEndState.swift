import HeadlessUIKit

/// How a transition ended, as the rules that judge its end state read it: whether it was
/// cancelled, its two controllers, and which of them is on screen now.
@MainActor
struct TransitionEndState {
    let cancelled: Bool
    let from: UIViewController?
    let to: UIViewController?

    init(_ context: TransitionContext) {
        cancelled = context.transitionWasCancelled
        from = context.viewController(forKey: .from)
        to = context.viewController(forKey: .to)
    }

    /// The controller on screen after the transition: the destination after a finish, the
    /// source after a cancel.
    var onScreen: UIViewController? { cancelled ? from : to }
    /// The other one.
    var offScreen: UIViewController? { cancelled ? to : from }
}
