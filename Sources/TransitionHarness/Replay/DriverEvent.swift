import HeadlessUIKit

/// What the gesture driver tells the checker, at the moment it happens: the one channel from
/// the driver to the checker.
@MainActor
enum DriverEvent {
    /// A transition, to be the `index`th, is about to begin between these controllers (the
    /// destination may not exist yet).
    case transitionWillBegin(index: Int, from: UIViewController?, to: UIViewController?)
    /// The driver took on a transition UIKit began.
    case transitionBegan(DrivenTransition)
    /// A finger lifts from a transition the gesture drives: after the lift's own update, before
    /// `finish()` or `cancel()`.
    case fingerWillLift(DrivenTransition)
    /// Right after the harness's `finish()` or `cancel()` at a lift.
    case fingerDidLift(DrivenTransition)
}
