// Explicit animations on a layer: `add(_:forKey:)`, `animation(forKey:)`, `animationKeys()`,
// `removeAnimation(forKey:)`, `removeAllAnimations()`, and the per-frame handling of their
// starts and ends on the display's clock.
//
// Core Animation's rules, as modelled [DOC CALayer.add(_:forKey:), CAAnimation]:
// - The layer keeps a frozen copy of the animation. A `beginTime` of 0 becomes the layer's
//   local time at the commit that adds it (here: the time the code runs, which is the time of
//   that commit on the virtual clock); a `duration` of 0 becomes the transaction's
//   `animationDuration()` (0.25 s by default).
// - Adding under a key that is in use replaces the old animation, which stops with
//   `finished == false`. A nil key never replaces.
// - Removing an animation before its active duration ends calls `animationDidStop(_:finished:)`
//   with false, at the next pass of the display's event loop (Core Animation delivers it
//   asynchronously).
// - When the active duration ends, an animation with `isRemovedOnCompletion` is removed (the
//   property shows its model value again) and the delegate gets `finished == true`.

extension CALayer {
    /// Adds a copy of `anim` to the layer under `key` (nil: no key). Off the main thread the
    /// animation is not added (the display's clock is on the main thread): a
    /// `coreAnimation.offMainThread` diagnostic says so.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        nonisolated(unsafe) let layer = self
        nonisolated(unsafe) let anim = anim
        guard CoreAnimationThread.run({ layer.addOnDisplay(anim, forKey: key) }) != nil else {
            CoreAnimationThread.offMainThread(
                "CALayer", "add(_:forKey: \(key ?? "nil")) off the main thread: the animation was not added")
            return
        }
    }

    /// The animation added under `key` (the layer's frozen copy), or nil.
    public func animation(forKey key: String) -> CAAnimation? {
        prepareAnimationStorageOnDisplay()
        return animationStorage.records.first { $0.key == key }?.animation
    }

    /// The keys of the layer's animations, in the order they were added; nil when there are
    /// none [DOC]. Animations added with a nil key are not listed.
    public func animationKeys() -> [String]? {
        prepareAnimationStorageOnDisplay()
        let keys = animationStorage.records.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate gets `finished == false` if it had not
    /// finished. Off the main thread nothing is removed (with a diagnostic).
    public func removeAnimation(forKey key: String) {
        nonisolated(unsafe) let layer = self
        let removed = CoreAnimationThread.perform {
            let display = HeadlessDisplay.current
            layer.prepareAnimationStorage(for: display)
            guard let index = layer.animationStorage.records.firstIndex(where: { $0.key == key }) else { return }
            layer.removeRecord(at: index, display: display)
        }
        if !removed {
            CoreAnimationThread.offMainThread(
                "CALayer", "removeAnimation(forKey: \(key)) off the main thread: nothing was removed")
        }
    }

    /// Removes every animation; the delegates of those that had not finished get
    /// `finished == false`, in the order the animations were added. Off the main thread
    /// nothing is removed (with a diagnostic).
    public func removeAllAnimations() {
        nonisolated(unsafe) let layer = self
        let removed = CoreAnimationThread.perform {
            let display = HeadlessDisplay.current
            layer.prepareAnimationStorage(for: display)
            while !layer.animationStorage.records.isEmpty {
                layer.removeRecord(at: 0, display: display)
            }
        }
        if !removed {
            CoreAnimationThread.offMainThread(
                "CALayer", "removeAllAnimations() off the main thread: nothing was removed")
        }
    }

    /// On the main thread, drops the animations of a display that is no longer current; off it,
    /// the layer's records are read as they are.
    private func prepareAnimationStorageOnDisplay() {
        nonisolated(unsafe) let layer = self
        CoreAnimationThread.perform { layer.prepareAnimationStorage(for: HeadlessDisplay.current) }
    }
}

@MainActor
extension CALayer {
    /// `add(_:forKey:)` on the main thread.
    private func addOnDisplay(_ anim: CAAnimation, forKey key: String?) {
        let display = HeadlessDisplay.current
        prepareAnimationStorage(for: display)
        display.ensureTransaction()
        let copy = anim.frozenCopy()
        var timing = copy.mediaTiming
        if timing.beginTime == 0 {
            timing.beginTime = localTime(fromDisplayTime: display.currentTime)
        }
        if timing.duration == 0 {
            timing.duration = CATransaction.animationDuration()
        }
        let program = compileProgram(for: copy, duration: timing.duration, display: display)
        if let key, let index = animationStorage.records.firstIndex(where: { $0.key == key }) {
            removeRecord(at: index, display: display)
        }
        let groups = display.openCompletionGroups()
        for group in groups {
            group.add()
        }
        let record = AnimationRecord(
            id: display.takeSequenceNumber(), key: key, animation: copy, timing: timing, program: program,
            removedOnCompletion: copy.isRemovedOnCompletion, startNotified: copy.delegate == nil,
            completionGroups: groups)
        animationStorage.records.append(record)
        display.registerAnimatedLayer(self)
    }

    // MARK: Records

    /// Drops the animations of a display that is no longer current, without callbacks.
    func prepareAnimationStorage(for display: HeadlessDisplay) {
        guard animationStorage.displayGeneration != display.generation else { return }
        animationStorage.records.removeAll()
        animationStorage.isRegistered = false
        animationStorage.displayGeneration = display.generation
    }

    /// Removes a record; one that had not finished gets its `finished == false` delegate call
    /// and leaves its transaction completion groups at the next pass of the event loop.
    func removeRecord(at index: Int, display: HeadlessDisplay) {
        let record = animationStorage.records.remove(at: index)
        guard !record.finishNotified, !record.isDriven else { return }
        let animation = record.animation
        let groups = record.completionGroups
        display.scheduleSoon { [weak display] in
            animation.delegate?.animationDidStop(animation, finished: false)
            guard let display else { return }
            for group in groups {
                group.remove(display: display)
            }
        }
    }

    /// Adds a record made elsewhere (a property animator's) and returns its id.
    func addDrivenRecord(
        key: String?, animation: CAAnimation, timing: MediaTiming, program: AnimationProgram,
        display: HeadlessDisplay
    ) -> Int {
        prepareAnimationStorage(for: display)
        display.ensureTransaction()
        if let key, let index = animationStorage.records.firstIndex(where: { $0.key == key }) {
            removeRecord(at: index, display: display)
        }
        animation.freeze()
        var record = AnimationRecord(
            id: display.takeSequenceNumber(), key: key, animation: animation, timing: timing, program: program,
            removedOnCompletion: false, startNotified: true)
        record.isDriven = true
        animationStorage.records.append(record)
        return record.id
    }

    /// Updates a record in place; returns false when it is no longer on the layer.
    @discardableResult
    func updateRecord(id: Int, _ update: (inout AnimationRecord) -> Void) -> Bool {
        guard let index = animationStorage.records.firstIndex(where: { $0.id == id }) else { return false }
        update(&animationStorage.records[index])
        return true
    }

    /// Removes a record without any callback (a property animator cleaning up).
    func removeRecordSilently(id: Int) {
        animationStorage.records.removeAll { $0.id == id }
    }

    // MARK: Starts and ends, on the display's clock

    /// Whether the layer has an animation whose start or end is still to be handled.
    var needsAnimationEvents: Bool {
        // A loop, not `contains(where:)`: asked for each animated layer every frame (the
        // replay's "settled" test), and a main-actor closure checks the executor per record.
        let records = animationStorage.records
        for index in records.indices {
            let (_, isDriven, startNotified, finishNotified) = records[index].eventState
            if !isDriven && (!finishNotified || !startNotified) { return true }
        }
        return false
    }

    /// Appends the starts and ends that are due at the display's current time.
    func collectDueAnimationEvents(display: HeadlessDisplay, into events: inout [DueEvent]) {
        guard animationStorage.displayGeneration == display.generation else { return }
        let now = display.currentTime
        let local = localTime(fromDisplayTime: now)
        // A layer whose time stands still (it or an ancestor has speed 0) reports no ends,
        // even scrubbed exactly to an animation's end: its time never passes the end. This is
        // what leaves a percent-driven transition updated to 100% waiting for its completion
        // (uikit-semantics §8 item 3, VCTransitionsLibrary#4) [OBS/INF].
        // Asked only when an end is due: the local time one second on misses every layer's
        // one-entry local-time cache up the tree and evicts the current time from them, which
        // every frame made the next layer recompute its ancestors' times twice.
        var timeStandsStill: Bool?
        // By index, not `for record in records`: a record copy retains its animation, key,
        // program, completion groups and timing (its fill mode's string), for each record of
        // each animated layer every frame.
        let count = animationStorage.records.count
        for index in 0..<count {
            let (id, isDriven, startNotified, finishNotified) = animationStorage.records[index].eventState
            if isDriven || (startNotified && finishNotified) { continue }
            let phase = animationStorage.records[index].timing.phase(atParentTime: local)
            if !startNotified, phase != .before {
                let begin = animationStorage.records[index].timing.effectiveBeginTime
                let due = Swift.min(displayTime(fromLocalTime: begin) ?? now, now)
                events.append(DueEvent(due: due, sequence: id, order: 0, kind: .animationStarted(self, id)))
            }
            if !finishNotified, phase == .after {
                if timeStandsStill == nil {
                    timeStandsStill = localTime(fromDisplayTime: now + 1) == local
                }
                if timeStandsStill == true { continue }
                var end = now
                if let endTime = animationStorage.records[index].timing.activeEndParentTime,
                    let endDisplayTime = displayTime(fromLocalTime: endTime)
                {
                    end = endDisplayTime
                }
                events.append(
                    DueEvent(due: Swift.min(end, now), sequence: id, order: 1, kind: .animationFinished(self, id)))
            }
        }
    }

    /// `animationDidStart` for a record, once.
    func fireAnimationStarted(recordID: Int, display: HeadlessDisplay) {
        guard let index = animationStorage.records.firstIndex(where: { $0.id == recordID }),
            !animationStorage.records[index].startNotified
        else { return }
        animationStorage.records[index].startNotified = true
        let animation = animationStorage.records[index].animation
        animation.delegate?.animationDidStart(animation)
    }

    /// The end of a record's active duration: removal (if removed on completion), its
    /// transaction completion groups, and `animationDidStop(_:finished: true)`.
    func fireAnimationFinished(recordID: Int, display: HeadlessDisplay) {
        guard let index = animationStorage.records.firstIndex(where: { $0.id == recordID }),
            !animationStorage.records[index].finishNotified
        else { return }
        let record = animationStorage.records[index]
        // A callback earlier in the pass may have moved the layer's time back.
        guard record.timing.phase(atParentTime: localTime(fromDisplayTime: display.currentTime)) == .after else {
            return
        }
        if record.removedOnCompletion {
            animationStorage.records.remove(at: index)
        } else {
            animationStorage.records[index].finishNotified = true
            animationStorage.records[index].completionGroups = []
        }
        for group in record.completionGroups {
            group.remove(display: display)
        }
        record.animation.delegate?.animationDidStop(record.animation, finished: true)
    }
}

// MARK: The display's list of animated layers

extension HeadlessDisplay {
    /// Adds a layer to the layers whose animation starts and ends are checked each pass.
    func registerAnimatedLayer(_ layer: CALayer) {
        guard !layer.animationStorage.isRegistered else { return }
        layer.animationStorage.isRegistered = true
        animatedLayers.append(layer)
    }

    /// Whether any layer still has an animation start or end to handle.
    var hasAnimatedLayers: Bool {
        animatedLayers.contains { $0.needsAnimationEvents }
    }

    /// Collects the due starts and ends of every animated layer.
    func collectDueAnimationEvents(into events: inout [DueEvent]) {
        for layer in animatedLayers {
            layer.collectDueAnimationEvents(display: self, into: &events)
        }
    }

    /// Forgets layers that have nothing left to handle.
    func pruneAnimatedLayers() {
        animatedLayers.removeAll { layer in
            let done = layer.animationStorage.displayGeneration != generation || !layer.needsAnimationEvents
            if done { layer.animationStorage.isRegistered = false }
            return done
        }
    }
}

// MARK: Active interval of an animation

extension MediaTiming {
    /// How close (in seconds of local time) a frame must come to the start or end of an active
    /// interval to count as reaching it: frame times and begin times are rounded doubles (0.7 −
    /// 0.2 is 0.49999999999999994), and an animation due at a frame must start or end at it.
    static let boundaryTolerance = 1e-9

    /// Where the parent time `tp` is relative to the active interval, for starting and ending
    /// animations: `state(atParentTime:)`'s rules, with `boundaryTolerance` at both ends.
    func phase(atParentTime tp: Double) -> Phase {
        let elapsed = tp - effectiveBeginTime
        if elapsed.isNaN || elapsed < -Self.boundaryTolerance { return .before }
        let speed = effectiveSpeed
        let progressed = speed == 0 || elapsed <= 0 ? 0 : abs(speed) * elapsed
        return progressed >= activeDuration - Self.boundaryTolerance ? .after : .active
    }

    /// The parent time at which the active interval ends, or nil when it never does (paused, or
    /// repeating forever).
    var activeEndParentTime: Double? {
        let speed = effectiveSpeed
        let active = activeDuration
        if active == 0 { return effectiveBeginTime }
        guard speed != 0, active.isFinite else { return nil }
        return effectiveBeginTime + active / abs(speed)
    }
}
