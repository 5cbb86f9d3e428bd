// The animator's timeline: segments it runs, holds while paused, the end timer, finishing, and
// the mapping between the animator's normalized time, its curve and `fractionComplete`.

extension UIViewPropertyAnimator {
    // MARK: Starting and pausing

    /// Runs the pending blocks and starts the first segment: normalized time 0 → 1 (1 → 0 when
    /// reversed) over the duration, after `delay`.
    func startFromBeginning(delay: TimeInterval) {
        runPendingBlocks()
        let (start, target) = reversedFlag ? (1.0, 0.0) : (0.0, 1.0)
        beginSegment(.along(fromTime: start, toTime: target), duration: animatorDuration, delay: delay)
    }

    /// Runs the pending blocks and pauses at the start (`fractionComplete` 0).
    func startPaused() {
        runPendingBlocks()
        pausedProgress = reversedFlag ? 1 : 0
        phase = .paused
        applyHolds()
    }

    /// Pauses a running animator where it is.
    func pauseNow() {
        guard phase == .running else { return }
        pausedProgress = progressIfPausedNow()
        cancelEndTimer()
        phase = .paused
        applyHolds()
    }

    /// Scrubs a paused animator.
    func setPausedProgress(_ progress: Double) {
        pausedProgress = progress
        applyHolds()
    }

    /// Continues a paused animator along its own curve toward the current target, over
    /// `durationFactor × duration`, or over the time left along the curve when nil.
    func resumeAlongCurve(durationFactor: Double?) {
        let now = currentAnimatorTime()
        let target = reversedFlag ? 0.0 : 1.0
        let remaining = durationFactor.map { $0 * animatorDuration } ?? abs(target - now) * animatorDuration
        beginSegment(.along(fromTime: now, toTime: target), duration: remaining, delay: 0)
    }

    /// Continues a paused animator with new timing, from the current values to the target.
    func resume(with parameters: any UITimingCurveProvider, remaining: Double) {
        let target = reversedFlag ? 0.0 : 1.0
        let visual = currentVisualFraction()
        var newCurve = AnimatorCurve.cubic(.linear)
        var duration = remaining
        if remaining > 0 {
            let resolved = Self.resolveTiming(parameters, duration: remaining)
            newCurve = resolved.curve
            duration = resolved.duration
        }
        beginSegment(.retimed(newCurve, from: visual, to: target), duration: duration, delay: 0)
    }

    /// Makes `segment` the running segment, re-programs the animations and sets the end timer.
    private func beginSegment(_ newSegment: Segment, duration: Double, delay: TimeInterval) {
        let display = HeadlessDisplay.current
        cancelEndTimer()
        // Fractions at the hand-off, for segments that restart from the current values.
        let handOff = tracked.map { currentFractions(of: $0) }
        segment = newSegment
        segmentStart = display.currentTime + Swift.max(delay, 0)
        segmentDuration = Swift.max(duration, 0)
        phase = .running
        for (index, property) in tracked.enumerated() {
            setDrive(
                runningDrive(for: property, handOff: handOff[index]), timing: runningTiming(for: property.layer),
                of: property)
        }
        endTimer = display.schedule(at: segmentStart + segmentDuration) { [self] in
            self.segmentDidEnd()
        }
    }

    /// The end of the running segment: pause there (`pausesOnCompletion`) or complete.
    private func segmentDidEnd() {
        endTimer = nil
        guard phase == .running else { return }
        let target: Double
        switch segment {
        case .along(_, let toTime): target = toTime
        case .retimed(_, _, let to): target = to
        }
        if pausesOnCompletionFlag {
            pausedProgress = target
            phase = .paused
            applyHolds()
            return
        }
        let position: UIViewAnimatingPosition = target < 0.5 ? .start : .end
        finish(at: position, settingModelValues: position == .start)
    }

    func cancelEndTimer() {
        if let timer = endTimer {
            HeadlessDisplay.current.cancelScheduledCallback(timer)
            endTimer = nil
        }
    }

    // MARK: Finishing

    /// Sets the model values for the position (if asked), removes the animations, runs the
    /// completions in order, and becomes inactive.
    func finish(at position: UIViewAnimatingPosition, settingModelValues: Bool) {
        cancelEndTimer()
        let display = HeadlessDisplay.current
        display.actionSuppression += 1
        for property in tracked {
            if settingModelValues {
                switch position {
                case .end: property.layer.setModelValue(property.to, for: property.property)
                case .start: property.layer.setModelValue(property.from, for: property.property)
                case .current: break
                }
            }
            property.layer.removeRecordSilently(id: property.recordID)
        }
        display.actionSuppression -= 1
        tracked = []
        pendingBlocks = []
        pausedProgress = 0
        phase = .completing
        let blocks = completions
        completions = []
        for block in blocks {
            block(position)
        }
        if phase == .completing {
            phase = .inactiveEmpty
        }
    }

    /// `stopAnimation`: the model values become the presentation values; the animations go.
    func freezeModelValuesAtPresentation() {
        let display = HeadlessDisplay.current
        let values = tracked.map { property in
            property.driven.value(at: currentFractions(of: property))
        }
        display.actionSuppression += 1
        for (index, property) in tracked.enumerated() {
            property.layer.setModelValue(values[index], for: property.property)
            property.layer.removeRecordSilently(id: property.recordID)
        }
        display.actionSuppression -= 1
    }

    /// Forgets the animations, blocks and completions (`stopAnimation(true)`).
    func clearAnimationState() {
        cancelEndTimer()
        tracked = []
        pendingBlocks = []
        completions = []
        pausedProgress = 0
    }

    // MARK: Fractions and time

    /// The forward-measured progress a pause now would keep (the visual fraction when
    /// scrubbing linearly, the normalized time otherwise).
    func progressIfPausedNow() -> Double {
        switch phase {
        case .running:
            let (u, visual) = runningTimeAndVisual()
            return scrubsLinearlyFlag ? visual : u
        default:
            return pausedProgress
        }
    }

    /// The normalized time along the animator's own curve now.
    func currentAnimatorTime() -> Double {
        switch phase {
        case .running:
            return runningTimeAndVisual().time
        case .paused, .stopped:
            return scrubsLinearlyFlag ? curve.time(reaching: pausedProgress) : Self.clamped(pausedProgress)
        default:
            return reversedFlag ? 1 : 0
        }
    }

    /// The visual fraction now (0 at the start values, 1 at the end values).
    func currentVisualFraction() -> Double {
        switch phase {
        case .running:
            return runningTimeAndVisual().visual
        case .paused, .stopped:
            return scrubsLinearlyFlag ? pausedProgress : curve.fraction(at: Self.clamped(pausedProgress))
        default:
            return reversedFlag ? 1 : 0
        }
    }

    /// The running segment's normalized time and visual fraction at the display's time.
    private func runningTimeAndVisual() -> (time: Double, visual: Double) {
        let elapsed = Swift.min(Swift.max(HeadlessDisplay.current.currentTime - segmentStart, 0), segmentDuration)
        let progress = segmentDuration > 0 ? elapsed / segmentDuration : 1
        switch segment {
        case .along(let fromTime, let toTime):
            let u = fromTime + (toTime - fromTime) * progress
            return (u, curve.fraction(at: u))
        case .retimed(let newCurve, let from, let to):
            let visual = from + (to - from) * newCurve.fraction(at: progress)
            return (curve.time(reaching: visual), visual)
        }
    }
}
