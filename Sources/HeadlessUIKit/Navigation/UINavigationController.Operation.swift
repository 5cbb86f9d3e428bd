extension UINavigationController {
    /// The kind of navigation transition (UIKit API, with UIKit's raw values).
    public enum Operation: Int, Sendable, CaseIterable, CustomStringConvertible {
        case none = 0
        case push = 1
        case pop = 2

        public var description: String {
            switch self {
            case .none: "none"
            case .push: "push"
            case .pop: "pop"
            }
        }
    }
}
