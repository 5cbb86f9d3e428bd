/// What an animator's `deinit` may read: whether it is paused or stopped, and where to post a
/// diagnostic (internal). `deinit` runs outside the main actor, so this is lock-protected.
final class AnimatorLifecycle: @unchecked Sendable {
    private let lock = NSLock()
    private var isPausedOrStopped = false
    /// The display the animator was created on.
    let display: DisplaySharedState

    init(display: DisplaySharedState) {
        self.display = display
    }

    /// Whether releasing the animator now would raise in UIKit.
    var mustNotBeReleased: Bool {
        get {
            lock.lock()
            defer { lock.unlock() }
            return isPausedOrStopped
        }
        set {
            lock.lock()
            isPausedOrStopped = newValue
            lock.unlock()
        }
    }
}
