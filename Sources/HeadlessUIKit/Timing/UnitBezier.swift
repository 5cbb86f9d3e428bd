/// A cubic Bézier timing curve from (0, 0) to (1, 1), the curve behind
/// `CAMediaTimingFunction` and `UICubicTimingParameters`.
///
/// The curve is `B(t) = (X(t), Y(t))` for a parameter t in [0, 1], with the end points fixed at
/// (0, 0) and (1, 1) and two control points P1 = (x1, y1) and P2 = (x2, y2). `value(at: x)` is
/// the y of the curve's point whose x is the given input time: it solves X(t) = x for t and
/// returns Y(t) (math-reference §1.1). The solver is the one WebKit's `UnitBezier.h` and
/// Chromium's `gfx::CubicBezier` share (§1.2): an initial guess from a table of 11 samples of X,
/// up to four Newton steps, then bisection.
///
/// Bad input never traps; the control points are sanitized once, at initialization, and the
/// stored `x1`, `y1`, `x2`, `y2` are the sanitized values:
/// - x1 and x2 are clamped into [0, 1], which keeps X monotone so that every x has one t
///   (Chromium only `DCHECK`s this; math-reference §1.4);
/// - a NaN coordinate is replaced by the linear curve's (P1 = (0, 0), P2 = (1, 1));
/// - y1 and y2 are unbounded (overshoot is allowed) but clamped to ±`maximumMagnitude` so that
///   the polynomial stays finite (Chromium clamps its coefficients for the same reason).
///
/// `Equatable` and `Hashable` compare the (sanitized) control points exactly.
package struct UnitBezier: Sendable {
    /// The solver tolerance in x that Chromium's `Solve(x)` uses by default, `kBezierEpsilon`
    /// (math-reference §1.2).
    package static let defaultEpsilon = 1e-7

    /// The largest magnitude kept for y1 and y2; larger values (and infinities) are clamped to it.
    package static let maximumMagnitude = 1e9

    /// The first control point's x, in [0, 1].
    package let x1: Double
    /// The first control point's y.
    package let y1: Double
    /// The second control point's x, in [0, 1].
    package let x2: Double
    /// The second control point's y.
    package let y2: Double

    // Polynomial coefficients: X(t) = ((ax·t + bx)·t + cx)·t, and the same for Y (§1.1).
    let ax: Double
    let bx: Double
    let cx: Double
    let ay: Double
    let by: Double
    let cy: Double

    /// X sampled at t = 0, 0.1, ..., 1: the spline table of the solver's initial guess.
    let splineSamples: [Double]

    /// The slope used to extrapolate below x = 0 (math-reference §1.3).
    package let startGradient: Double
    /// The slope used to extrapolate above x = 1 (math-reference §1.3).
    package let endGradient: Double

    /// The smallest and largest y the curve takes for x in [0, 1]: [0, 1] unless the curve
    /// overshoots or undershoots, in which case the interior extrema of Y widen it.
    package let outputRange: ClosedRange<Double>

    /// Creates the curve with control points (x1, y1) and (x2, y2), sanitized as the type's
    /// documentation describes.
    package init(x1: Double, y1: Double, x2: Double, y2: Double) {
        let x1 = x1.isNaN ? 0 : Swift.min(Swift.max(x1, 0), 1)
        let x2 = x2.isNaN ? 1 : Swift.min(Swift.max(x2, 0), 1)
        let limit = Self.maximumMagnitude
        let y1 = y1.isNaN ? 0 : Swift.min(Swift.max(y1, -limit), limit)
        let y2 = y2.isNaN ? 1 : Swift.min(Swift.max(y2, -limit), limit)
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2

        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by

        startGradient = Self.startGradient(x1: x1, y1: y1, x2: x2, y2: y2)
        endGradient = Self.endGradient(x1: x1, y1: y1, x2: x2, y2: y2)

        let (ax, bx, cx) = (self.ax, self.bx, self.cx)
        splineSamples = (0...10).map { index in
            let t = Double(index) / 10
            return ((ax * t + bx) * t + cx) * t
        }
        outputRange = Self.outputRange(ay: ay, by: by, cy: cy)
    }

    /// The gradient at (0, 0), from the nearest control point that is not vertically above the
    /// end point (WebKit and Chromium `InitGradients`, math-reference §1.3). An infinite
    /// gradient is replaced by 0.
    private static func startGradient(x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
        if x1 > 0 { return y1 / x1 }
        if y1 == 0 && x2 > 0 { return y2 / x2 }
        if y1 == 0 && y2 == 0 { return 1 }
        return 0
    }

    /// The gradient at (1, 1), mirroring `startGradient` (math-reference §1.3).
    private static func endGradient(x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
        if x2 < 1 { return (y2 - 1) / (x2 - 1) }
        if y2 == 1 && x1 < 1 { return (y1 - 1) / (x1 - 1) }
        if y2 == 1 && y1 == 1 { return 1 }
        return 0
    }

    /// The range of Y over t in [0, 1]: the end values 0 and 1 and every interior zero of
    /// Y'(t) = 3ay·t² + 2by·t + cy (Chromium `InitRange`, math-reference §1.4).
    private static func outputRange(ay: Double, by: Double, cy: Double) -> ClosedRange<Double> {
        let a = 3 * ay
        let b = 2 * by
        let c = cy
        var roots: [Double] = []
        if abs(a) < defaultEpsilon {
            if abs(b) >= defaultEpsilon { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots.append((-b + root) / (2 * a))
                roots.append((-b - root) / (2 * a))
            }
        }
        var lower = 0.0
        var upper = 1.0
        for t in roots where t > 0 && t < 1 {
            let y = ((ay * t + by) * t + cy) * t
            lower = Swift.min(lower, y)
            upper = Swift.max(upper, y)
        }
        return lower...upper
    }
}

extension UnitBezier {
    /// The linear curve, control points (0, 0) and (1, 1) (math-reference §1.5).
    package static let linear = UnitBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    /// Core Animation's ease-in curve, control points (0.42, 0) and (1, 1) (math-reference §1.5).
    package static let easeIn = UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Core Animation's ease-out curve, control points (0, 0) and (0.58, 1) (math-reference §1.5).
    package static let easeOut = UnitBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Core Animation's ease-in-ease-out curve, control points (0.42, 0) and (0.58, 1)
    /// (math-reference §1.5).
    package static let easeInEaseOut = UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// Core Animation's default curve, control points (0.25, 0.1) and (0.25, 1), the curve of
    /// implicit animations (math-reference §1.5).
    package static let `default` = UnitBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
}

extension UnitBezier: Equatable, Hashable {
    package static func == (lhs: UnitBezier, rhs: UnitBezier) -> Bool {
        lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }
}

extension UnitBezier: CustomStringConvertible {
    package var description: String {
        "UnitBezier(x1: \(x1), y1: \(y1), x2: \(x2), y2: \(y2))"
    }
}
