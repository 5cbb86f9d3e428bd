extension UIGestureRecognizer {
    /// The states of a gesture recognizer, with UIKit's cases and raw values [DOC
    /// UIGestureRecognizer.State].
    ///
    /// Legal changes [DOC "About the gesture recognizer state machine"]: `possible` to
    /// `began`, `ended` (recognized) or `failed`; `began` or `changed` to `changed`, `ended`
    /// or `cancelled`. From `ended`, `cancelled` and `failed` only the runtime moves the
    /// recognizer, back to `possible`, when it resets it. Other changes are ignored here.
    public enum State: Int, Sendable, CaseIterable {
        case possible
        case began
        case changed
        case ended
        case cancelled
        case failed

        /// A discrete gesture's success: the same value as `ended`.
        public static var recognized: State { .ended }

        /// Whether the recognition attempt is over (`ended`, `cancelled` or `failed`).
        var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }

        /// Whether a continuous gesture is in progress (`began` or `changed`).
        var isActive: Bool { self == .began || self == .changed }

        /// Whether a recognizer may move from `self` to `next` (see the type's documentation).
        func allowsTransition(to next: State) -> Bool {
            switch (self, next) {
            case (.possible, .began), (.possible, .ended), (.possible, .failed): true
            case (.began, .changed), (.began, .ended), (.began, .cancelled): true
            case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
            default: false
            }
        }
    }
}
