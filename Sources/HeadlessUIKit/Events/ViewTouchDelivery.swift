/// Where a touch stands in its delivery to its view's touches methods
/// (`touchesBegan(_:with:)` and the rest), which gesture recognizers can delay and cancel.
enum ViewTouchDelivery: Equatable {
    /// The view has not been told of the touch.
    case notDelivered
    /// The began phase is held back by a recognizer with `delaysTouchesBegan`.
    case withheldBegan
    /// The view has the touch and gets its changes.
    case active
    /// The ended phase is held back by a recognizer with `delaysTouchesEnded`.
    case withheldEnded
    /// A recognized gesture took the touch: the view got `touchesCancelled` (or never
    /// heard of the touch) and gets nothing more.
    case cancelled
    /// The view got the touch's end (`touchesEnded` or `touchesCancelled`).
    case finished
}
