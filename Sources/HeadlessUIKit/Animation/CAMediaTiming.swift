/// The timing properties shared by layers and animations: Core Animation's hierarchical timing
/// (QuartzCore API).
///
/// Every timed object has a local time computed from its parent's: `t = (tp − beginTime) · speed
/// + timeOffset` [DOC CAMediaTiming.h]. A layer's parent is its superlayer, and a root layer's
/// parent is the display (`CACurrentMediaTime()`); an animation's parent is the layer it was
/// added to (or, inside a group, the group). So setting a layer's `speed` to 0 and its
/// `timeOffset` to a time freezes every animation in its subtree at that time, which is how
/// percent-driven transitions scrub (uikit-semantics §3.3, math-reference §4.3). The mapping,
/// with repeats, autoreverse and fill modes, is `MediaTiming`'s.
public protocol CAMediaTiming {
    /// When the object begins, in its parent's time. For an animation added with 0, the time of
    /// the commit that adds it.
    var beginTime: CFTimeInterval { get set }
    /// The simple duration, in local time. For an animation added with 0, the transaction's
    /// animation duration (0.25 s by default).
    var duration: CFTimeInterval { get set }
    /// How fast local time runs against the parent's: 0 pauses, negative runs backwards.
    var speed: Float { get set }
    /// An offset added in active local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many times the object plays; may be fractional; `.infinity` repeats forever.
    var repeatCount: Float { get set }
    /// How long the object repeats for, when `repeatCount` is 0.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each play forward is followed by a play backward.
    var autoreverses: Bool { get set }
    /// What the object does outside its active duration.
    var fillMode: CAMediaTimingFillMode { get set }
}

extension CAMediaTiming {
    /// The eight properties as a `MediaTiming` value.
    var mediaTiming: MediaTiming {
        MediaTiming(
            beginTime: beginTime, duration: duration, speed: Double(speed), timeOffset: timeOffset,
            repeatCount: Double(repeatCount), repeatDuration: repeatDuration, autoreverses: autoreverses,
            fillMode: fillMode)
    }
}
