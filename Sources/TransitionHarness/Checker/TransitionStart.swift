import HeadlessUIKit

/// A transition about to begin: its index in the replay and its two controllers, as they are
/// before it (the destination of a push or a presentation may not exist yet).
@MainActor
struct TransitionStart {
    var index: Int
    var from: UIViewController?
    var to: UIViewController?
}
