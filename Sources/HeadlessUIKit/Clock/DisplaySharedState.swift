// The part of a display that code outside the main actor may read: its published time (for
// `CACurrentMediaTime()`, which Core Animation lets any thread call) and an inbox for
// diagnostics posted from `deinit`, which runs outside the main actor.

/// Lock-protected state a ``HeadlessDisplay`` publishes for nonisolated readers.
final class DisplaySharedState: @unchecked Sendable {
    private let lock = NSLock()
    private var time: CFTimeInterval = 0
    private var frame = 0
    private var posted: [HeadlessDiagnostic] = []

    /// Publishes the display's current time and frame.
    func publish(time: CFTimeInterval, frame: Int) {
        lock.lock()
        self.time = time
        self.frame = frame
        lock.unlock()
    }

    /// The last published time and frame.
    var now: (time: CFTimeInterval, frame: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (time, frame)
    }

    /// Posts a diagnostic stamped with the last published time; the display collects it the
    /// next time its diagnostics are read or recorded.
    func post(code: HeadlessDiagnostic.Code, subject: String, message: String) {
        lock.lock()
        posted.append(HeadlessDiagnostic(code: code, subject: subject, message: message, time: time, frame: frame))
        lock.unlock()
    }

    /// Removes and returns the posted diagnostics, oldest first.
    func drainPosted() -> [HeadlessDiagnostic] {
        lock.lock()
        defer { lock.unlock() }
        guard !posted.isEmpty else { return [] }
        let drained = posted
        posted.removeAll()
        return drained
    }
}

/// Which display's shared state is current, for nonisolated readers.
final class CurrentDisplayRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var state: DisplaySharedState?

    /// The process-wide registry.
    static let shared = CurrentDisplayRegistry()

    var current: DisplaySharedState? {
        lock.lock()
        defer { lock.unlock() }
        return state
    }

    func makeCurrent(_ newState: DisplaySharedState) {
        lock.lock()
        state = newState
        lock.unlock()
    }
}
