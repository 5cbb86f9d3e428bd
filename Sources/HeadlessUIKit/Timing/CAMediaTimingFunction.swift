/// A function that defines the pacing of an animation as a cubic Bézier curve from (0, 0) to
/// (1, 1), mapping normalized input time to normalized output time (QuartzCore API).
///
/// As in Core Animation the control points are `Float`s and the object is immutable. Two
/// functions are equal (`isEqual(_:)`, `==`) when their control points are equal. Evaluation
/// uses a `UnitBezier` built from the control points; x outside [0, 1] is clamped into it for
/// evaluation (the header requires x1 and x2 in [0, 1]), while `getControlPoint(at:values:)`
/// reports the points as given.
///
/// Not in Core Animation (documented harness extensions): `value(at:)`, `slope(at:)`,
/// `unitBezier`, and `_solve(forInput:)`, named after CA's private `_solveForInput:`.
///
/// Whether Core Animation honours y outside [0, 1] (back-style overshoot) is not verified
/// (math-reference §1.4); this model does, like WebKit and Chromium.
public final class CAMediaTimingFunction: NSObject, NSSecureCoding, Sendable {
    private let c1x: Float
    private let c1y: Float
    private let c2x: Float
    private let c2y: Float

    /// The curve the function evaluates (not in Core Animation).
    package let unitBezier: UnitBezier

    /// Creates a timing function with control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.c1x = c1x
        self.c1y = c1y
        self.c2x = c2x
        self.c2y = c2y
        unitBezier = UnitBezier(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
        super.init()
    }

    /// Creates one of the predefined timing functions (math-reference §1.5).
    ///
    /// A name Core Animation does not define gives the linear function here; Core Animation's
    /// behaviour for such names is not documented.
    public convenience init(name: CAMediaTimingFunctionName) {
        let curve = name.unitBezier ?? .linear
        self.init(
            controlPoints: Float(curve.x1), Float(curve.y1), Float(curve.x2), Float(curve.y2))
    }

    /// Writes the control point at `idx` as two floats (x, then y) to `ptr`: 0 is (0, 0), 1 and
    /// 2 are the function's control points, 3 is (1, 1). Any other index writes nothing.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (c1x, c1y)
        case 2: point = (c2x, c2y)
        case 3: point = (1, 1)
        default: return
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }

    /// The output time at input time x (not in Core Animation); see `UnitBezier.value(at:)` for
    /// the solver, the extrapolation outside [0, 1] and NaN.
    package func value(at x: Double) -> Double {
        unitBezier.value(at: x)
    }

    /// The curve's slope dy/dx at input time x (not in Core Animation); see
    /// `UnitBezier.slope(at:)`.
    package func slope(at x: Double) -> Double {
        unitBezier.slope(at: x)
    }

    /// `value(at:)` in `Float`, named after Core Animation's private `_solveForInput:` (the
    /// name touchHLE's reimplementation uses; math-reference §1.5).
    public func _solve(forInput t: Float) -> Float {
        Float(unitBezier.value(at: Double(t)))
    }

    // MARK: Equality

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return c1x == other.c1x && c1y == other.c1y && c2x == other.c2x && c2y == other.c2y
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(c1x)
        hasher.combine(c1y)
        hasher.combine(c2x)
        hasher.combine(c2y)
        return hasher.finalize()
    }

    /// The control points, without an address, so that reports stay byte-identical.
    public override var description: String {
        "CAMediaTimingFunction(controlPoints: \(c1x), \(c1y), \(c2x), \(c2y))"
    }

    // MARK: NSSecureCoding

    public static var supportsSecureCoding: Bool { true }

    private enum CodingKey {
        static let c1x = "c1x"
        static let c1y = "c1y"
        static let c2x = "c2x"
        static let c2y = "c2y"
    }

    /// Decodes the four control points; fails when any is missing.
    public required convenience init?(coder: NSCoder) {
        let keys = [CodingKey.c1x, CodingKey.c1y, CodingKey.c2x, CodingKey.c2y]
        guard keys.allSatisfy({ coder.containsValue(forKey: $0) }) else { return nil }
        self.init(
            controlPoints: coder.decodeFloat(forKey: CodingKey.c1x),
            coder.decodeFloat(forKey: CodingKey.c1y),
            coder.decodeFloat(forKey: CodingKey.c2x),
            coder.decodeFloat(forKey: CodingKey.c2y))
    }

    public func encode(with coder: NSCoder) {
        coder.encode(c1x, forKey: CodingKey.c1x)
        coder.encode(c1y, forKey: CodingKey.c1y)
        coder.encode(c2x, forKey: CodingKey.c2x)
        coder.encode(c2y, forKey: CodingKey.c2y)
    }
}
