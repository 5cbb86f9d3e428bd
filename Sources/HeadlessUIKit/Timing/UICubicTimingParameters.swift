/// The timing of an animation as a cubic Bézier curve from (0, 0) to (1, 1) (UIKit API), for
/// `UIViewPropertyAnimator` and `UIViewAnimating` adopters.
///
/// Immutable: `@unchecked Sendable` because the class is `open`, as UIKit's is, which rules out
/// a checked conformance; every stored property is a `let` of a `Sendable` type. `copy(with:)`
/// returns the object itself. Equality is NSObject identity, as nothing documents otherwise.
///
/// Inferred where UIKit is silent (uikit-semantics §4.3): `init()` uses Core Animation's default
/// curve (0.25, 0.1), (0.25, 1) ([DOC] "the default CA timing curve"); `init()` and
/// `init(animationCurve:)` report `timingCurveType == .builtin` and custom control points
/// `.cubic`; `animationCurve` is `.easeInOut` (UIKit's default curve) for `init()` and custom
/// control points, since UIKit's internal curve numbers have no public case. Control points are
/// reported as given; evaluation clamps x into [0, 1] (`UnitBezier`).
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    private let storedControlPoint1: CGPoint
    private let storedControlPoint2: CGPoint
    /// The named curve, or nil for `init()` and custom control points.
    private let namedCurve: UIViewAnimationCurve?
    private let isBuiltin: Bool

    /// The system's default timing curve, Core Animation's `default` (0.25, 0.1), (0.25, 1).
    public override init() {
        let curve = UnitBezier.default
        storedControlPoint1 = CGPoint(x: curve.x1, y: curve.y1)
        storedControlPoint2 = CGPoint(x: curve.x2, y: curve.y2)
        namedCurve = nil
        isBuiltin = true
        super.init()
    }

    /// One of UIKit's curves, with the control points of its Core Animation curve.
    public init(animationCurve curve: UIViewAnimationCurve) {
        let bezier = curve.unitBezier
        storedControlPoint1 = CGPoint(x: bezier.x1, y: bezier.y1)
        storedControlPoint2 = CGPoint(x: bezier.x2, y: bezier.y2)
        namedCurve = curve
        isBuiltin = true
        super.init()
    }

    /// A custom curve with control points `point1` and `point2`.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        storedControlPoint1 = point1
        storedControlPoint2 = point2
        namedCurve = nil
        isBuiltin = false
        super.init()
    }

    /// The UIKit curve, `.easeInOut` unless the object was made with `init(animationCurve:)`.
    open var animationCurve: UIViewAnimationCurve { namedCurve ?? .easeInOut }

    /// The first control point of the curve.
    open var controlPoint1: CGPoint { storedControlPoint1 }

    /// The second control point of the curve.
    open var controlPoint2: CGPoint { storedControlPoint2 }

    // MARK: UITimingCurveProvider

    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }

    open var cubicTimingParameters: UICubicTimingParameters? { self }

    open var springTimingParameters: UISpringTimingParameters? { nil }

    // MARK: Harness

    /// The curve an animation with these parameters follows (not in UIKit).
    package var unitBezier: UnitBezier {
        UnitBezier(
            x1: Double(controlPoint1.x), y1: Double(controlPoint1.y),
            x2: Double(controlPoint2.x), y2: Double(controlPoint2.y))
    }

    /// The control points and the curve, without an address, so that reports stay
    /// byte-identical.
    open override var description: String {
        let name = namedCurve.map { " animationCurve: .\($0)," } ?? ""
        return "UICubicTimingParameters(\(timingCurveType),\(name) controlPoint1: (\(controlPoint1.x), "
            + "\(controlPoint1.y)), controlPoint2: (\(controlPoint2.x), \(controlPoint2.y)))"
    }

    // MARK: NSCoding, NSCopying

    private enum CodingKey {
        static let point1X = "controlPoint1.x"
        static let point1Y = "controlPoint1.y"
        static let point2X = "controlPoint2.x"
        static let point2Y = "controlPoint2.y"
        static let curve = "animationCurve"
        static let builtin = "builtin"
    }

    /// Decodes what `encode(with:)` wrote; fails when a key is missing or the curve is unknown.
    public required init?(coder: NSCoder) {
        let keys = [
            CodingKey.point1X, CodingKey.point1Y, CodingKey.point2X, CodingKey.point2Y, CodingKey.curve,
            CodingKey.builtin,
        ]
        guard keys.allSatisfy({ coder.containsValue(forKey: $0) }) else { return nil }
        let rawCurve = coder.decodeInteger(forKey: CodingKey.curve)
        if rawCurve >= 0 {
            guard let curve = UIViewAnimationCurve(rawValue: rawCurve) else { return nil }
            namedCurve = curve
        } else {
            namedCurve = nil
        }
        storedControlPoint1 = CGPoint(
            x: coder.decodeDouble(forKey: CodingKey.point1X), y: coder.decodeDouble(forKey: CodingKey.point1Y))
        storedControlPoint2 = CGPoint(
            x: coder.decodeDouble(forKey: CodingKey.point2X), y: coder.decodeDouble(forKey: CodingKey.point2Y))
        isBuiltin = coder.decodeBool(forKey: CodingKey.builtin)
        super.init()
    }

    open func encode(with coder: NSCoder) {
        coder.encode(Double(storedControlPoint1.x), forKey: CodingKey.point1X)
        coder.encode(Double(storedControlPoint1.y), forKey: CodingKey.point1Y)
        coder.encode(Double(storedControlPoint2.x), forKey: CodingKey.point2X)
        coder.encode(Double(storedControlPoint2.y), forKey: CodingKey.point2Y)
        coder.encode(namedCurve?.rawValue ?? -1, forKey: CodingKey.curve)
        coder.encode(isBuiltin, forKey: CodingKey.builtin)
    }

    /// The object itself: it is immutable.
    open func copy(with zone: NSZone? = nil) -> Any {
        self
    }
}
