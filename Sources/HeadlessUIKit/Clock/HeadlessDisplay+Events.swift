// The display's event loop: what runs at each step of the clock, and in which order.

/// A callback the display runs at a due time: a timer, a deferred completion block, or a
/// delegate call for an animation that was removed.
struct ScheduledCallback {
    let id: Int
    let due: CFTimeInterval
    let sequence: Int
    let action: () -> Void
}

/// One thing that is due in a pass of the event loop.
struct DueEvent {
    enum Kind {
        /// A scheduled callback, by id.
        case callback(Int)
        /// An animation on a layer began its active interval (by record id).
        case animationStarted(CALayer, Int)
        /// An animation on a layer finished its active interval (by record id).
        case animationFinished(CALayer, Int)
    }

    var due: CFTimeInterval
    var sequence: Int
    /// Breaks ties between events of the same due time and sequence: a start before a stop.
    var order: Int
    var kind: Kind

    func precedes(_ other: DueEvent) -> Bool {
        if due != other.due { return due < other.due }
        if sequence != other.sequence { return sequence < other.sequence }
        return order < other.order
    }
}

extension HeadlessDisplay {
    /// How many passes one step may make before the display gives up on callbacks that keep
    /// making themselves due at once (a loop of zero-duration animations, say), with a diagnostic.
    static let maximumPassesPerStep = 10_000

    /// The next sequence number.
    func takeSequenceNumber() -> Int {
        nextSequence += 1
        return nextSequence
    }

    /// Schedules `action` to run at `due` (display time), in sequence after everything already
    /// scheduled for the same time; a due time in the past runs at the next pass. Returns an id
    /// for ``cancelScheduledCallback(_:)``.
    @discardableResult
    func schedule(at due: CFTimeInterval, _ action: @escaping () -> Void) -> Int {
        let sequence = takeSequenceNumber()
        scheduled.append(ScheduledCallback(id: sequence, due: due, sequence: sequence, action: action))
        return sequence
    }

    /// Schedules `action` for the next pass of the event loop: now, in sequence order. Used for
    /// what UIKit and Core Animation deliver asynchronously on the next run-loop turn.
    @discardableResult
    func scheduleSoon(_ action: @escaping () -> Void) -> Int {
        schedule(at: currentTime, action)
    }

    /// Cancels a scheduled callback that has not run yet; does nothing otherwise.
    func cancelScheduledCallback(_ id: Int) {
        scheduled.removeAll { $0.id == id }
    }

    /// Runs everything due at the current time, in order of due time, then sequence number.
    /// Callbacks may make more things due; the loop runs until nothing is left.
    func runDueEvents() {
        var passes = 0
        while true {
            dueBuffer.removeAll(keepingCapacity: true)
            collectDueAnimationEvents(into: &dueBuffer)
            for callback in scheduled where callback.due <= currentTime {
                dueBuffer.append(
                    DueEvent(due: callback.due, sequence: callback.sequence, order: 2, kind: .callback(callback.id)))
            }
            if dueBuffer.isEmpty { break }
            passes += 1
            if passes > Self.maximumPassesPerStep {
                record(
                    .eventLoopRunaway, subject: "HeadlessDisplay",
                    "callbacks kept scheduling work due at once for \(Self.maximumPassesPerStep) passes; the rest runs at the next frame"
                )
                break
            }
            if dueBuffer.count > 1 {
                dueBuffer.sort { $0.precedes($1) }
            }
            // Copy out: callbacks may append to `dueBuffer`'s storage through re-entrant steps.
            let events = dueBuffer
            for event in events {
                fire(event)
            }
        }
        // Only a pass that fired something can have finished or removed animations.
        if passes > 0 {
            pruneAnimatedLayers()
        }
    }

    private func fire(_ event: DueEvent) {
        switch event.kind {
        case .callback(let id):
            guard let index = scheduled.firstIndex(where: { $0.id == id }) else { return }
            let callback = scheduled.remove(at: index)
            callback.action()
        case .animationStarted(let layer, let recordID):
            layer.fireAnimationStarted(recordID: recordID, display: self)
        case .animationFinished(let layer, let recordID):
            layer.fireAnimationFinished(recordID: recordID, display: self)
        }
    }
}

extension HeadlessDiagnostic.Code {
    /// Callbacks kept making work due at the same instant; the display stopped the loop.
    public static let eventLoopRunaway = Self("display.eventLoopRunaway")
}
