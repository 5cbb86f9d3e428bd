/// The compiled values, key times and interpolation of a keyframe animation (internal); see
/// `CAKeyframeAnimation` for the rules and approximations. Immutable.
final class KeyframeProgram {
    enum Interpolation {
        case linear
        case discrete
        case cubic
    }

    /// At least one value.
    let values: [AnimationValue]
    /// Non-decreasing times in [0, 1]: one per value, or one more for discrete.
    let keyTimes: [Double]
    /// The pacing of each segment, or nil for linear segments.
    let segmentCurves: [ProgressCurve]?
    let interpolation: Interpolation
    /// For cubic: the outgoing and incoming tangent at each value.
    let tangents: [(outgoing: AnimationValue, incoming: AnimationValue)]
    /// The change from the first to the last value, for cumulative animations.
    let change: AnimationValue?
    /// The path the values follow between keyframes (`CAKeyframeAnimation.path`), and whether
    /// it is followed at constant speed (paced modes) rather than by the curves' parameter.
    let path: (segments: KeyframePath, isPaced: Bool)?

    init(
        values: [AnimationValue], keyTimes: [Double], segmentCurves: [ProgressCurve]?, interpolation: Interpolation,
        tangents: [(outgoing: AnimationValue, incoming: AnimationValue)],
        path: (segments: KeyframePath, isPaced: Bool)? = nil
    ) {
        self.path = path
        self.values = values
        self.keyTimes = keyTimes
        self.segmentCurves = segmentCurves
        self.interpolation = interpolation
        self.tangents = tangents
        if let first = values.first, let last = values.last {
            change = last.subtracting(first)
        } else {
            change = nil
        }
    }

    /// The value at fraction `f` of the duration (after the animation's timing function).
    func value(at f: Double) -> AnimationValue {
        let count = values.count
        if count == 1 { return values[0] }
        if interpolation == .discrete {
            // values[i] holds on [keyTimes[i], keyTimes[i + 1]); the last from its key time on.
            var index = 0
            while index + 1 < count, keyTimes[index + 1] <= f {
                index += 1
            }
            return values[index]
        }
        if f <= keyTimes[0] { return values[0] }
        if f >= keyTimes[count - 1] { return values[count - 1] }
        // The segment [keyTimes[i], keyTimes[i + 1]] containing f (the last one that starts at
        // or before f, so a zero-length segment jumps).
        var segment = 0
        while segment + 2 < count, keyTimes[segment + 1] <= f {
            segment += 1
        }
        let start = keyTimes[segment]
        let length = keyTimes[segment + 1] - start
        var local = length > 0 ? (f - start) / length : 1
        if let curves = segmentCurves {
            local = curves[segment](local)
        }
        if let path {
            let piece = path.segments.segments[segment]
            return .point(path.isPaced ? piece.point(atLengthFraction: local) : piece.point(at: local))
        }
        let from = values[segment]
        let to = values[segment + 1]
        guard interpolation == .cubic, from.kind != .transform, !from.kind.isList else {
            return from.interpolated(to: to, fraction: local)
        }
        return Self.hermite(
            from, tangents[segment].outgoing, to, tangents[segment + 1].incoming, local)
    }

    /// Cubic Hermite interpolation at s of the segment from p0 (tangent m0) to p1 (tangent m1).
    private static func hermite(
        _ p0: AnimationValue, _ m0: AnimationValue, _ p1: AnimationValue, _ m1: AnimationValue, _ s: Double
    ) -> AnimationValue {
        let s2 = s * s
        let s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1
        let h10 = s3 - 2 * s2 + s
        let h01 = -2 * s3 + 3 * s2
        let h11 = s3 - s2
        return p0.scaled(by: h00).adding(m0.scaled(by: h10)).adding(p1.scaled(by: h01)).adding(m1.scaled(by: h11))
    }
}

// MARK: Compiling a CAKeyframeAnimation

extension KeyframeProgram {
    /// Compiles the keyframes of `animation` for a property of kind `kind`. Returns nil when
    /// there is nothing to animate (no values), and the problems found (for diagnostics).
    @MainActor
    static func compile(
        _ animation: CAKeyframeAnimation, kind: AnimatableProperty.Kind
    ) -> (program: KeyframeProgram?, problems: [String]) {
        var problems: [String] = []
        let mode = animation.calculationMode
        let paced = mode == .paced || mode == .cubicPaced
        var path: KeyframePath?
        if let givenPath = animation.path {
            if kind != .point {
                problems.append("a path animates point properties only, not a \(kind) value; the values are used")
            } else if let segments = KeyframePath(givenPath) {
                path = segments
            } else {
                problems.append("the path has no line or curve; the animation has no effect")
                return (nil, problems)
            }
        }
        var values: [AnimationValue] = []
        if let path {
            values = path.keyframes.map { .point($0) }
        } else {
            let rawValues = animation.values ?? []
            values.reserveCapacity(rawValues.count)
            for (index, raw) in rawValues.enumerated() {
                guard let value = AnimationValue(converting: raw, to: kind) else {
                    problems.append(
                        "value \(index) is \(type(of: raw)), not a \(kind) value; the animation has no effect")
                    return (nil, problems)
                }
                values.append(value)
            }
        }
        guard !values.isEmpty else { return (nil, problems) }
        let interpolation: Interpolation =
            switch mode {
            case .discrete: .discrete
            case .cubic, .cubicPaced: .cubic
            default: .linear
            }
        if ![.linear, .discrete, .paced, .cubic, .cubicPaced].contains(mode) {
            problems.append("unknown calculation mode \"\(mode.rawValue)\"; linear is used")
        }

        let timeCount = interpolation == .discrete ? values.count + 1 : values.count
        var keyTimes: [Double]
        if paced, let path {
            keyTimes = pacedKeyTimes(lengths: path.segments.map(\.length), count: values.count)
        } else if paced {
            keyTimes = pacedKeyTimes(values)
        } else if let given = animation.keyTimes?.map(\.doubleValue), isValid(given, count: timeCount) {
            keyTimes = given
        } else {
            if let given = animation.keyTimes {
                problems.append(
                    "keyTimes \(given.map(\.doubleValue)) are invalid for \(values.count) values in \(mode.rawValue) mode "
                        + "(need \(timeCount) non-decreasing times in [0, 1]); evenly spaced times are used")
            }
            keyTimes = evenlySpaced(count: timeCount)
        }

        var segmentCurves: [ProgressCurve]?
        if !paced, let functions = animation.timingFunctions {
            let segments = Swift.max(values.count - 1, 0)
            if functions.count == segments {
                segmentCurves = functions.map { ProgressCurve($0) }
            } else if interpolation == .discrete {
                // Discrete segments do not interpolate; the functions cannot show.
            } else {
                problems.append(
                    "\(functions.count) timingFunctions for \(segments) segments; linear pacing is used")
            }
        }

        let tangents = interpolation == .cubic && path == nil ? cubicTangents(values, animation) : []
        return (
            KeyframeProgram(
                values: values, keyTimes: keyTimes, segmentCurves: segmentCurves,
                interpolation: path != nil && interpolation == .cubic ? .linear : interpolation,
                tangents: tangents, path: path.map { ($0, paced) }),
            problems
        )
    }

    private static func isValid(_ times: [Double], count: Int) -> Bool {
        guard times.count == count else { return false }
        var previous = 0.0
        for time in times {
            guard time.isFinite, time >= previous, time <= 1 else { return false }
            previous = time
        }
        return true
    }

    private static func evenlySpaced(count: Int) -> [Double] {
        guard count > 1 else { return [0] }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// Key times in proportion to the cumulative distance between consecutive values; evenly
    /// spaced when every value is the same.
    private static func pacedKeyTimes(_ values: [AnimationValue]) -> [Double] {
        let distances = (1..<Swift.max(values.count, 1)).map { values[$0 - 1].distance(to: values[$0]) }
        return pacedKeyTimes(lengths: distances, count: values.count)
    }

    /// Key times in proportion to the cumulative `lengths` of the segments between `count`
    /// keyframes; evenly spaced when they are all zero.
    private static func pacedKeyTimes(lengths: [Double], count: Int) -> [Double] {
        var cumulative = [0.0]
        for length in lengths {
            cumulative.append(cumulative[cumulative.count - 1] + length)
        }
        let total = cumulative.last ?? 0
        guard total > 0, total.isFinite else { return evenlySpaced(count: count) }
        return cumulative.map { $0 / total }
    }

    /// Kochanek-Bartels tangents with the animation's tension, continuity and bias (0 when
    /// missing: Catmull-Rom); the first and last values count as repeated at the ends.
    @MainActor
    private static func cubicTangents(
        _ values: [AnimationValue], _ animation: CAKeyframeAnimation
    ) -> [(outgoing: AnimationValue, incoming: AnimationValue)] {
        func parameter(_ array: [NSNumber]?, _ index: Int) -> Double {
            guard let array, index < array.count else { return 0 }
            return array[index].doubleValue
        }
        let count = values.count
        return (0..<count).map { index in
            let previous = values[Swift.max(index - 1, 0)]
            let current = values[index]
            let next = values[Swift.min(index + 1, count - 1)]
            let t = parameter(animation.tensionValues, index)
            let c = parameter(animation.continuityValues, index)
            let b = parameter(animation.biasValues, index)
            let back = current.subtracting(previous) ?? .zero(of: current.kind)
            let ahead = next.subtracting(current) ?? .zero(of: current.kind)
            let outgoing = back.scaled(by: (1 - t) * (1 + c) * (1 + b) / 2)
                .adding(ahead.scaled(by: (1 - t) * (1 - c) * (1 - b) / 2))
            let incoming = back.scaled(by: (1 - t) * (1 - c) * (1 + b) / 2)
                .adding(ahead.scaled(by: (1 - t) * (1 + c) * (1 - b) / 2))
            return (outgoing, incoming)
        }
    }
}
