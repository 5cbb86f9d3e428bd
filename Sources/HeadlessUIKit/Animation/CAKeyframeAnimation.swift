/// An animation of a layer property through a sequence of values (QuartzCore API).
///
/// `values` are the keyframes; `keyTimes` (fractions of the duration, in [0, 1], non-decreasing)
/// say when each is reached, evenly spaced when nil; `timingFunctions` pace each segment
/// (one fewer than the values); `calculationMode` chooses the interpolation [DOC
/// CAKeyframeAnimation]:
/// - `linear`: straight segments between consecutive values at their key times.
/// - `discrete`: each value holds from its key time to the next; `keyTimes` has one more entry
///   than `values` (evenly spaced, 1/n each, when nil).
/// - `paced`: key times and timing functions are ignored; key times are chosen in proportion to
///   the distance between consecutive values, so the value moves at constant speed.
/// - `cubic`: a Kochanek-Bartels spline through the values (Catmull-Rom with the default zero
///   `tensionValues`, `continuityValues`, `biasValues`), reaching each value at its key time.
///   Approximations [INF]: each segment is parameterized uniformly between its key times, and
///   the spline's end tangents treat the first and last values as repeated. Transforms are
///   interpolated segment by segment as in `linear` (a spline of matrices is not defined).
/// - `cubicPaced`: the cubic spline with key times in proportion to the distance between
///   consecutive values (chord length, an approximation of arc length); timing functions are
///   ignored.
///
/// Invalid `keyTimes` (wrong count, outside [0, 1], decreasing) or `timingFunctions` (wrong
/// count) are reported as a diagnostic (`animation.invalidKeyframes`) when the animation is
/// added, and replaced by evenly spaced times or linear pacing. An empty or nil `values`
/// animates nothing.
///
/// `path` replaces `values` for a point property (`position`, `anchorPoint`): the start of the
/// path and the end of each line or curve are the keyframes, and between them the value
/// follows the segment (`KeyframePath`). In `linear` and `cubic` modes a segment is followed
/// by its Bézier parameter, reaching its end at its key time; in `paced` and `cubicPaced`
/// modes the key times are in proportion to the segments' lengths and each is followed at
/// constant speed, so the whole path is [INF: Core Animation does not say how it parameterizes
/// a curve segment]. `rotationMode` is not modelled.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]? {
        didSet { refuseIfFrozen(&values, oldValue, "values") }
    }

    /// The path a point property follows; when set, `values` is ignored [DOC path].
    open var path: CGPath? {
        didSet { refuseIfFrozen(&path, oldValue, "path") }
    }

    /// When each keyframe is reached, as fractions of the duration.
    open var keyTimes: [NSNumber]? {
        didSet { refuseIfFrozen(&keyTimes, oldValue, "keyTimes") }
    }

    /// The pacing of each segment between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]? {
        didSet { refuseIfFrozen(&timingFunctions, oldValue, "timingFunctions") }
    }

    /// How values between keyframes are computed. Default `.linear`.
    open var calculationMode: CAAnimationCalculationMode = .linear {
        didSet { refuseIfFrozen(&calculationMode, oldValue, "calculationMode") }
    }

    /// The tension of the cubic spline at each keyframe (Kochanek-Bartels), default 0.
    open var tensionValues: [NSNumber]? {
        didSet { refuseIfFrozen(&tensionValues, oldValue, "tensionValues") }
    }

    /// The continuity of the cubic spline at each keyframe (Kochanek-Bartels), default 0.
    open var continuityValues: [NSNumber]? {
        didSet { refuseIfFrozen(&continuityValues, oldValue, "continuityValues") }
    }

    /// The bias of the cubic spline at each keyframe (Kochanek-Bartels), default 0.
    open var biasValues: [NSNumber]? {
        didSet { refuseIfFrozen(&biasValues, oldValue, "biasValues") }
    }

    override func makeEmptyInstance() -> CAAnimation {
        CAKeyframeAnimation()
    }

    override func copyProperties(from source: CAAnimation) {
        super.copyProperties(from: source)
        guard let source = source as? CAKeyframeAnimation else { return }
        values = source.values
        path = source.path
        keyTimes = source.keyTimes
        timingFunctions = source.timingFunctions
        calculationMode = source.calculationMode
        tensionValues = source.tensionValues
        continuityValues = source.continuityValues
        biasValues = source.biasValues
    }
}

extension HeadlessDiagnostic.Code {
    /// A keyframe animation's key times or timing functions are invalid.
    public static let invalidKeyframes = Self("animation.invalidKeyframes")
}
