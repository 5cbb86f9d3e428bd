/// The timing of a Core Animation object as a value: the eight `CAMediaTiming` properties and the
/// pure functions that map a parent's time to the object's (not a Core Animation type; the layer
/// and animation classes evaluate their `CAMediaTiming` properties through it).
///
/// Two mappings, as Core Animation has them:
/// - `localTime(fromParentTime:)`, the header's `t = (tp − beginTime)·speed + timeOffset`
///   ([DOC] `CAMediaTiming.h`), which is all a layer does: setting a layer's `speed` to 0 and
///   its `timeOffset` to a time freezes its subtree there, the mechanism of percent-driven
///   scrubbing (math-reference §4.3, uikit-semantics §3.3);
/// - `state(atParentTime:)`, which adds what an animation does with its active duration:
///   repeats, autoreverse and fill mode.
///
/// Bad input never traps: NaN fields count as their defaults (speed 1; times and counts 0); a
/// negative or NaN duration counts as 0; negative repeat counts and durations count as 0. The
/// stored properties keep what was set.
package struct MediaTiming: Sendable, Hashable {
    /// When the object begins, in its parent's time.
    package var beginTime: Double
    /// The simple duration of one forward play, in local time.
    package var duration: Double
    /// How fast local time runs against the parent's; 0 pauses, negative runs backwards.
    package var speed: Double
    /// An offset added in active local time.
    package var timeOffset: Double
    /// How many times the object plays; fractional counts stop mid-play; 0 means once.
    package var repeatCount: Double
    /// How long the object repeats for, in local time, when `repeatCount` is 0.
    package var repeatDuration: Double
    /// Whether each play forward is followed by a play backward.
    package var autoreverses: Bool
    /// What the object does outside its active duration.
    package var fillMode: CAMediaTimingFillMode

    /// Core Animation's defaults: everything 0, speed 1, no autoreverse, fill mode `removed`.
    package init(
        beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
        repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
        fillMode: CAMediaTimingFillMode = .removed
    ) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    // MARK: Sanitized fields

    var effectiveBeginTime: Double { beginTime.isNaN ? 0 : beginTime }
    var effectiveSpeed: Double { speed.isNaN ? 1 : speed }
    var effectiveTimeOffset: Double { timeOffset.isFinite ? timeOffset : 0 }
    var simpleDuration: Double { duration > 0 ? duration : 0 }

    /// The local time of one cycle: the duration, twice it when the object autoreverses.
    var cycleDuration: Double { autoreverses ? 2 * simpleDuration : simpleDuration }

    /// How long the object is active, in local time: cycle × repeatCount when the count is
    /// positive, else repeatDuration when positive, else one cycle; 0 for a zero duration.
    /// Infinite counts and durations repeat forever (Core Animation uses `HUGE_VALF`). A repeat
    /// cycle includes the backward play of an autoreversing object ([INF]).
    package var activeDuration: Double {
        let cycle = cycleDuration
        if cycle == 0 { return 0 }
        if repeatCount > 0 { return cycle * repeatCount }
        if repeatDuration > 0 { return repeatDuration }
        return cycle
    }

    // MARK: Linear conversion

    /// The object's local time at parent time `tp`: (tp − beginTime)·speed + timeOffset.
    /// A paused object (speed 0) is at `timeOffset` whatever the parent time.
    package func localTime(fromParentTime tp: Double) -> Double {
        let speed = effectiveSpeed
        if speed == 0 { return effectiveTimeOffset }
        return (tp - effectiveBeginTime) * speed + effectiveTimeOffset
    }

    /// The parent time at which the object's local time is `t`: (t − timeOffset)/speed +
    /// beginTime. Nil when the object is paused (speed 0), since then every parent time maps to
    /// `timeOffset`.
    package func parentTime(fromLocalTime t: Double) -> Double? {
        let speed = effectiveSpeed
        guard speed != 0 else { return nil }
        return (t - effectiveTimeOffset) / speed + effectiveBeginTime
    }
}
