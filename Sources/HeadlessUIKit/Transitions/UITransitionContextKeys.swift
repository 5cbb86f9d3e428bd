/// The keys of `viewController(forKey:)`: `.from` and `.to` (UIKit API).
///
/// `.from` is the controller visible at the start of the transition, and at the end of a
/// cancelled one; `.to` is the controller visible at the end of a completed transition [DOC].
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The controller visible at the start of the transition.
    public static let from = UITransitionContextViewControllerKey("UITransitionContextFromViewControllerKey")
    /// The controller visible at the end of a completed transition.
    public static let to = UITransitionContextViewControllerKey("UITransitionContextToViewControllerKey")
}

/// The keys of `view(forKey:)`: `.from` and `.to` (UIKit API).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The view of the `.from` controller, or nil where the animator must not touch it.
    public static let from = UITransitionContextViewKey("UITransitionContextFromViewKey")
    /// The view of the `.to` controller, or nil where the animator must not touch it.
    public static let to = UITransitionContextViewKey("UITransitionContextToViewKey")
}
