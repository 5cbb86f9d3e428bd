/// The pacing applied to an animation's normalized progress: linear or a cubic Bézier timing
/// function (internal).
enum ProgressCurve: Sendable {
    case linear
    case bezier(UnitBezier)

    /// The curve of a timing function; nil is linear [DOC CAAnimation.timingFunction].
    init(_ function: CAMediaTimingFunction?) {
        guard let function else {
            self = .linear
            return
        }
        let curve = function.unitBezier
        self = curve.isLinear ? .linear : .bezier(curve)
    }

    /// The paced fraction at progress x.
    func callAsFunction(_ x: Double) -> Double {
        switch self {
        case .linear: x
        case .bezier(let curve): curve.value(at: x)
        }
    }
}

extension UnitBezier {
    /// Whether the curve is the identity (both control points on the diagonal).
    var isLinear: Bool { x1 == y1 && x2 == y2 }
}
