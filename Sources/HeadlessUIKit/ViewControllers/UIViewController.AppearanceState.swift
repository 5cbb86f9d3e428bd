extension UIViewController {
    /// Where a controller stands in the appearance state machine (uikit-semantics §5.3 [INF]).
    /// Not UIKit API (package): it tells whether the callbacks were balanced.
    package enum AppearanceState: Sendable, Equatable, CustomStringConvertible {
        case disappeared
        case appearing
        case appeared
        case disappearing

        /// The state after `beginAppearanceTransition(isAppearing, ...)`, or nil when the
        /// machine does not allow that call here (UIKit: "Unbalanced calls...").
        func begun(appearing isAppearing: Bool) -> Self? {
            switch (isAppearing, self) {
            case (true, .disappeared), (true, .disappearing): .appearing
            case (false, .appeared), (false, .appearing): .disappearing
            default: nil
            }
        }

        /// The state after `endAppearanceTransition()`, or nil when nothing was begun.
        var ended: Self? {
            switch self {
            case .appearing: .appeared
            case .disappearing: .disappeared
            case .appeared, .disappeared: nil
            }
        }

        /// Whether the view is on screen or on its way there.
        var isVisibleOrAppearing: Bool { self == .appeared || self == .appearing }

        package var description: String {
            switch self {
            case .disappeared: "disappeared"
            case .appearing: "appearing"
            case .appeared: "appeared"
            case .disappearing: "disappearing"
            }
        }
    }
}
