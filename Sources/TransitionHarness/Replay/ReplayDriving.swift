import HeadlessUIKit

/// What the run reads of whoever takes on a replay's transitions: the harness's gesture
/// driver (``GestureDriver``) or the observer of an app's scene (``AppDriver``).
@MainActor
protocol ReplayDriving: AnyObject {
    /// Every transition taken on, in the order they began.
    var transitions: [DrivenTransition] { get }
    /// The last transition, while it has not completed.
    var active: DrivenTransition? { get }
    /// The transitions from the first that has not completed on.
    var unfinishedTransitions: ArraySlice<DrivenTransition> { get }
}

extension GestureDriver: ReplayDriving {}
