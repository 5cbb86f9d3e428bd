// Evaluation of a `UnitBezier`: sampling, the x → t solver, value and slope.

extension UnitBezier {
    /// The number of Newton steps the solver tries before bisecting, Chromium's
    /// `kMaxNewtonIterations` (math-reference §1.2).
    static let maximumNewtonIterations = 4

    /// The smallest |X'(t)| for which a Newton step is taken, Chromium's `kBezierEpsilon`.
    static let newtonDerivativeLimit = 1e-7

    /// An upper bound on bisection steps: each halves a bracket no wider than 0.1, so 64 steps
    /// exhaust double precision.
    static let maximumBisectionIterations = 64

    /// Whether Y = X, so that the curve is the identity.
    var isDiagonal: Bool { y1 == x1 && y2 == x2 }

    /// X(t), in Horner form.
    package func sampleCurveX(_ t: Double) -> Double {
        ((ax * t + bx) * t + cx) * t
    }

    /// Y(t), in Horner form.
    package func sampleCurveY(_ t: Double) -> Double {
        ((ay * t + by) * t + cy) * t
    }

    /// X'(t).
    package func sampleCurveDerivativeX(_ t: Double) -> Double {
        (3 * ax * t + 2 * bx) * t + cx
    }

    /// Y'(t).
    package func sampleCurveDerivativeY(_ t: Double) -> Double {
        (3 * ay * t + 2 * by) * t + cy
    }

    /// The parameter t in [0, 1] with |X(t) − x| < epsilon, for x in [0, 1] (inputs outside are
    /// clamped, NaN gives NaN).
    ///
    /// The algorithm of WebKit's `UnitBezier::solveCurveX` and Chromium's
    /// `CubicBezier::SolveCurveX` (math-reference §1.2): linear interpolation in the spline table
    /// for a first guess and its bracket [t0, t1]; up to four Newton steps, stopping when the
    /// residual is below min(1e-7, epsilon); then bisection of the bracket. Unlike Chromium this
    /// version never lets a Newton step leave [0, 1] and bounds the bisection, so it always
    /// returns a t in [0, 1].
    package func solveCurveX(_ x: Double, epsilon: Double = UnitBezier.defaultEpsilon) -> Double {
        if x.isNaN { return .nan }
        let x = Swift.min(Swift.max(x, 0), 1)
        let epsilon = epsilon > 0 ? epsilon : Self.defaultEpsilon

        // Initial guess: the first sample at or above x brackets the solution.
        var t0 = 0.0
        var t1 = 1.0
        var t2 = x
        for index in 1..<splineSamples.count where x <= splineSamples[index] {
            t1 = Double(index) / 10
            t0 = Double(index - 1) / 10
            let low = splineSamples[index - 1]
            let span = splineSamples[index] - low
            t2 = span > 0 ? t0 + (t1 - t0) * (x - low) / span : t0
            break
        }

        // Newton's method: quadratic convergence from a good guess.
        let newtonEpsilon = Swift.min(Self.defaultEpsilon, epsilon)
        var newtonT = t2
        for _ in 0..<Self.maximumNewtonIterations {
            let residual = sampleCurveX(newtonT) - x
            if abs(residual) < newtonEpsilon { return newtonT }
            let derivative = sampleCurveDerivativeX(newtonT)
            if abs(derivative) < Self.newtonDerivativeLimit { break }
            let next = newtonT - residual / derivative
            guard next >= 0, next <= 1 else { break }
            newtonT = next
        }
        if abs(sampleCurveX(newtonT) - x) < epsilon { return newtonT }

        // Bisection of the bracket, which X being monotone makes reliable.
        t2 = (t0 + t1) / 2
        for _ in 0..<Self.maximumBisectionIterations {
            let sample = sampleCurveX(t2)
            if abs(sample - x) < epsilon { return t2 }
            if x > sample { t0 = t2 } else { t1 = t2 }
            t2 = (t0 + t1) / 2
        }
        return t2
    }

    /// The curve's output at input time x: Y(t) where X(t) = x.
    ///
    /// - x = 0 gives exactly 0 and x = 1 exactly 1 (the end points are fixed).
    /// - Outside [0, 1] the curve is extended linearly with `startGradient` below 0 and
    ///   `endGradient` above 1, as WebKit and Chromium do (math-reference §1.3). A zero gradient
    ///   gives exactly 0 (below) or 1 (above), even for infinite x.
    /// - NaN gives NaN.
    /// - A curve whose control points both lie on the diagonal (y1 = x1, y2 = x2), such as
    ///   `linear`, has Y = X and returns x exactly, without solving.
    ///
    /// - Parameter epsilon: the solver's tolerance in x (default 1e-7, Chromium's). WebKit's
    ///   CSS path passes 1/(200·duration) for an animation of that many seconds.
    package func value(at x: Double, epsilon: Double = UnitBezier.defaultEpsilon) -> Double {
        if x.isNaN { return .nan }
        if x < 0 { return startGradient == 0 ? 0 : startGradient * x }
        if x > 1 { return endGradient == 0 ? 1 : 1 + endGradient * (x - 1) }
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        if isDiagonal { return x }
        return sampleCurveY(solveCurveX(x, epsilon: epsilon))
    }

    /// dy/dx at input time x: the output's rate of change per unit of input, which is what hands
    /// a timing curve's velocity over to a spring.
    ///
    /// Inside [0, 1] it is Y'(t)/X'(t) at the solved t. Where both derivatives vanish (an end
    /// point whose control point coincides with it, as in ease-out at 0) this returns the limit of
    /// the ratio, Y''/X'' or else Y'''/X''' = ay/ax; Chromium's `Slope` returns 0 there instead.
    /// A vertical tangent gives ±`Double.greatestFiniteMagnitude` (Chromium's `ToFinite`).
    /// Outside [0, 1] it is the extrapolation's gradient, so it is the derivative of
    /// `value(at:)` everywhere; Chromium clamps x into [0, 1], which agrees except at vertical
    /// end tangents. NaN gives NaN.
    package func slope(at x: Double, epsilon: Double = UnitBezier.defaultEpsilon) -> Double {
        if x.isNaN { return .nan }
        if x < 0 { return startGradient }
        if x > 1 { return endGradient }
        // At the end points the derivatives come straight from the control points (Bernstein
        // form), free of the rounding the polynomial coefficients carry.
        let dx: Double
        let dy: Double
        let ddx: Double
        let ddy: Double
        if x == 0 {
            (dx, dy) = (3 * x1, 3 * y1)
            (ddx, ddy) = (6 * (x2 - 2 * x1), 6 * (y2 - 2 * y1))
        } else if x == 1 {
            (dx, dy) = (3 * (1 - x2), 3 * (1 - y2))
            (ddx, ddy) = (6 * (1 - 2 * x2 + x1), 6 * (1 - 2 * y2 + y1))
        } else {
            let t = solveCurveX(x, epsilon: epsilon)
            (dx, dy) = (sampleCurveDerivativeX(t), sampleCurveDerivativeY(t))
            (ddx, ddy) = (6 * ax * t + 2 * bx, 6 * ay * t + 2 * by)
        }
        if dx != 0 || dy != 0 { return Self.finiteRatio(dy, dx) }
        if ddx != 0 || ddy != 0 { return Self.finiteRatio(ddy, ddx) }
        return ax == 0 ? 0 : Self.finiteRatio(ay, ax)
    }

    /// numerator / denominator with infinities replaced by ±greatestFiniteMagnitude.
    private static func finiteRatio(_ numerator: Double, _ denominator: Double) -> Double {
        let ratio = numerator / denominator
        if ratio.isInfinite { return ratio > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude }
        return ratio
    }
}
