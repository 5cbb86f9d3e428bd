/// The segments of a `CAKeyframeAnimation`'s `path`, each a cubic Bézier curve, which a
/// position follows (internal).
///
/// As Core Animation documents [DOC CAKeyframeAnimation.path]: the end point of each line or
/// curve is a keyframe, the points between are interpolated along the segment, and a move does
/// not make a keyframe (the next segment starts where it moved to, so the value jumps there
/// at the keyframe's time). Closing a subpath is a line back to its start. Lines and quadratic
/// curves are stored as the cubic curves that trace them exactly.
struct KeyframePath {
    /// One segment: a cubic Bézier curve from `p0` to `p3`, with its length sampled.
    struct Segment {
        let p0: CGPoint
        let p1: CGPoint
        let p2: CGPoint
        let p3: CGPoint
        /// The length of the curve from 0 to each of `Segment.samples` + 1 evenly spaced
        /// parameters (a polyline through them: within 10⁻⁴ of the arc length for the curves
        /// transitions use).
        let cumulativeLengths: [Double]

        /// How many chords measure a segment.
        static let samples = 64

        init(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
            self.p0 = p0
            self.p1 = p1
            self.p2 = p2
            self.p3 = p3
            var lengths = [0.0]
            lengths.reserveCapacity(Self.samples + 1)
            var previous = p0
            for index in 1...Self.samples {
                let point = Self.point(p0, p1, p2, p3, at: Double(index) / Double(Self.samples))
                lengths.append(lengths[index - 1] + Double(hypot(point.x - previous.x, point.y - previous.y)))
                previous = point
            }
            cumulativeLengths = lengths
        }

        /// The segment's length.
        var length: Double { cumulativeLengths[Self.samples] }

        /// The point at Bézier parameter `t` in [0, 1].
        func point(at t: Double) -> CGPoint {
            Self.point(p0, p1, p2, p3, at: t)
        }

        /// The point at fraction `u` of the segment's length.
        func point(atLengthFraction u: Double) -> CGPoint {
            let target = u * length
            guard length > 0, target > 0 else { return u >= 1 ? p3 : p0 }
            guard target < length else { return p3 }
            // The last sample at or before the target length, then linear within the chord.
            var low = 0
            var high = Self.samples
            while high - low > 1 {
                let middle = (low + high) / 2
                if cumulativeLengths[middle] <= target { low = middle } else { high = middle }
            }
            let chord = cumulativeLengths[low + 1] - cumulativeLengths[low]
            let within = chord > 0 ? (target - cumulativeLengths[low]) / chord : 0
            return point(at: (Double(low) + within) / Double(Self.samples))
        }

        private static func point(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: Double) -> CGPoint {
            let s = 1 - t
            let a = s * s * s
            let b = 3 * s * s * t
            let c = 3 * s * t * t
            let d = t * t * t
            return CGPoint(
                x: a * Double(p0.x) + b * Double(p1.x) + c * Double(p2.x) + d * Double(p3.x),
                y: a * Double(p0.y) + b * Double(p1.y) + c * Double(p2.y) + d * Double(p3.y))
        }
    }

    /// The segments, in order; at least one.
    let segments: [Segment]

    /// The keyframe values: the start of the first segment and the end of each.
    var keyframes: [CGPoint] {
        [segments[0].p0] + segments.map(\.p3)
    }

    /// The segments of `path`; nil when it draws nothing (no line or curve).
    init?(_ path: CGPath) {
        var segments: [Segment] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        func line(to end: CGPoint) {
            segments.append(
                Segment(
                    current, CGPoint(x: current.x + (end.x - current.x) / 3, y: current.y + (end.y - current.y) / 3),
                    CGPoint(x: current.x + 2 * (end.x - current.x) / 3, y: current.y + 2 * (end.y - current.y) / 3),
                    end))
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                current = point
                subpathStart = point
            case .line(let point):
                line(to: point)
                current = point
            case .quadCurve(let point, let control):
                // The cubic with control points two thirds of the way to the quadratic's.
                segments.append(
                    Segment(
                        current,
                        CGPoint(
                            x: current.x + 2 * (control.x - current.x) / 3,
                            y: current.y + 2 * (control.y - current.y) / 3),
                        CGPoint(x: point.x + 2 * (control.x - point.x) / 3, y: point.y + 2 * (control.y - point.y) / 3),
                        point))
                current = point
            case .curve(let point, let control1, let control2):
                segments.append(Segment(current, control1, control2, point))
                current = point
            case .closeSubpath:
                if current != subpathStart {
                    line(to: subpathStart)
                }
                current = subpathStart
            }
        }
        guard !segments.isEmpty else { return nil }
        self.segments = segments
    }
}
