// Where a timed object is at a given parent time: active interval, repeats, autoreverse, fill.

extension MediaTiming {
    /// Where an object is relative to its active interval.
    package enum Phase: Sendable, Hashable {
        /// Before `beginTime`.
        case before
        /// Inside the active interval.
        case active
        /// After the active interval has run out.
        case after
    }

    /// The state of a timed object at one parent time.
    ///
    /// `progress`, `iteration` and `isReversed` describe the state the object shows, or would
    /// show if it were applied: inside the active interval the current one, before it the
    /// state at its start, after it the state at its end. `isApplied` says whether the object
    /// affects the presentation at all: always while active, before and after only when the
    /// fill mode holds it there.
    package struct State: Sendable, Hashable {
        package var phase: Phase
        /// Whether the object is presented: active, or filling per its fill mode.
        package var isApplied: Bool
        /// Progress through the simple duration, 0 at the start value and 1 at the end value,
        /// already mirrored on backward plays; the timing function applies to it next.
        package var progress: Double
        /// Which repeat cycle the object is in, from 0 (a cycle includes the backward play of an
        /// autoreversing object).
        package var iteration: Int
        /// Whether the object is playing backward (the second half of an autoreversing cycle).
        package var isReversed: Bool

        package init(phase: Phase, isApplied: Bool, progress: Double, iteration: Int, isReversed: Bool) {
            self.phase = phase
            self.isApplied = isApplied
            self.progress = progress
            self.iteration = iteration
            self.isReversed = isReversed
        }
    }

    /// The object's state at parent time `tp`.
    ///
    /// The active interval starts at `beginTime` and lasts `activeDuration / |speed|` of parent
    /// time (forever when paused or repeating forever). Inside it the active local time is
    /// `u = (tp − beginTime)·speed + timeOffset` [DOC header], brought into the active duration
    /// by wrapping around: a `timeOffset` starts the object part-way through and it plays the
    /// skipped part at the end ([OBS] "C→D→E→A→B", a Stack Overflow answer, and N. Lockwood,
    /// iOS Core Animation: Advanced Techniques, ch. 9), and a negative speed with an offset plays
    /// it backward. `u` then maps to a cycle, and within it to forward or backward progress.
    ///
    /// - Before the interval the object holds its start state, applied when the fill mode fills
    ///   backwards; after it the state at its end (the limit from inside), applied when the fill
    ///   mode fills forwards.
    /// - At an instant where a cycle ends the next one has begun: the state follows time
    ///   continuously from the side it comes from.
    /// - NaN parent time is treated as before the interval. The active window for negative
    ///   speeds and the wrap-around for repeated objects are inferred ([INF]).
    package func state(atParentTime tp: Double) -> State {
        let speed = effectiveSpeed
        let elapsed = tp - effectiveBeginTime
        let active = activeDuration
        let backwards = speed < 0
        if elapsed.isNaN || elapsed < 0 {
            // The state at the start of the window.
            var state = cycleState(atLocalTime: effectiveTimeOffset, approachingFromBelow: backwards)
            state.phase = .before
            state.isApplied = fillMode.fillsBackwards
            return state
        }
        // Local time elapsed since the start of the window, ≥ 0.
        let progressed = speed == 0 || elapsed == 0 ? 0 : abs(speed) * elapsed
        if progressed >= active {
            // The limit from inside at the end of the window.
            let end = effectiveTimeOffset + (backwards ? -active : active)
            var state = cycleState(atLocalTime: end, approachingFromBelow: !backwards)
            state.phase = .after
            state.isApplied = fillMode.fillsForwards
            return state
        }
        let local = effectiveTimeOffset + (backwards ? -progressed : progressed)
        return cycleState(atLocalTime: local, approachingFromBelow: backwards)
    }

    /// The state at active local time `u`, wrapped into the active duration when it is finite.
    ///
    /// `approachingFromBelow` picks the side at a boundary (u reaching a multiple of the cycle
    /// or of the active duration): true gives the end of the cycle that is finishing, false the
    /// start of the next. Phase is `.active` and `isApplied` true; callers adjust both.
    private func cycleState(atLocalTime u: Double, approachingFromBelow: Bool) -> State {
        let simple = simpleDuration
        let cycle = cycleDuration
        let active = activeDuration
        guard cycle > 0, active > 0 else {
            // A zero duration: the object is only ever at its end (or start, autoreversed).
            return State(
                phase: .active, isApplied: true, progress: autoreverses ? 0 : 1, iteration: 0, isReversed: autoreverses)
        }
        var u = u
        if active.isFinite {
            u = Self.wrapped(u, into: active, approachingFromBelow: approachingFromBelow)
        }
        var cycles = (u / cycle).rounded(.down)
        var withinCycle = u - cycles * cycle
        if approachingFromBelow && withinCycle == 0 && u != 0 {
            cycles -= 1
            withinCycle = cycle
        }
        let isForward = approachingFromBelow ? withinCycle <= simple : withinCycle < simple
        let progress: Double
        if !autoreverses || isForward {
            progress = simple.isInfinite ? 0 : Swift.min(withinCycle / simple, 1)
        } else {
            progress = Swift.max((cycle - withinCycle) / simple, 0)
        }
        return State(
            phase: .active, isApplied: true, progress: progress, iteration: Self.clampedInt(cycles),
            isReversed: autoreverses && !isForward)
    }

    /// u modulo `length`, in [0, length) or, approaching from below, in (0, length].
    private static func wrapped(_ u: Double, into length: Double, approachingFromBelow: Bool) -> Double {
        var remainder = u.truncatingRemainder(dividingBy: length)
        if remainder < 0 { remainder += length }
        if remainder >= length { remainder = 0 }
        if approachingFromBelow && remainder == 0 { return length }
        return remainder
    }

    private static func clampedInt(_ value: Double) -> Int {
        if value.isNaN { return 0 }
        if value >= 9.2e18 { return .max }
        if value <= -9.2e18 { return .min }
        return Int(value)
    }
}
