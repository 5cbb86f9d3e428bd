import HeadlessUIKit
import Testing

/// One expected point of a curve, with the tolerance its source states.
struct CurvePoint: Sendable, CustomTestStringConvertible {
    let name: String
    let curve: UnitBezier
    let x: Double
    let expected: Double
    let tolerance: Double

    var testDescription: String { "\(name) at \(x) = \(expected)" }
}

/// Named Core Animation curves, value(x), math-reference §1.6 [COMP] (within 1e-6).
private let namedCurveTable: [(x: Double, easeIn: Double, easeOut: Double, easeInEaseOut: Double, default: Double)] = [
    (0.10, 0.017027, 0.160572, 0.019722, 0.094796),
    (0.20, 0.062282, 0.308366, 0.081660, 0.295244),
    (0.25, 0.093465, 0.378138, 0.129162, 0.408511),
    (0.30, 0.129577, 0.445186, 0.187396, 0.513315),
    (0.40, 0.214861, 0.570880, 0.331884, 0.682541),
    (0.50, 0.315357, 0.684643, 0.500000, 0.802403),
    (0.60, 0.429120, 0.785139, 0.668116, 0.885229),
    (0.70, 0.554814, 0.870423, 0.812604, 0.940765),
    (0.75, 0.621862, 0.906535, 0.870838, 0.960459),
    (0.80, 0.691634, 0.937718, 0.918340, 0.975625),
    (0.90, 0.839428, 0.982973, 0.980278, 0.994316),
]

let namedCurvePoints: [CurvePoint] = namedCurveTable.flatMap { row in
    [
        CurvePoint(name: "easeIn", curve: .easeIn, x: row.x, expected: row.easeIn, tolerance: 1e-6),
        CurvePoint(name: "easeOut", curve: .easeOut, x: row.x, expected: row.easeOut, tolerance: 1e-6),
        CurvePoint(
            name: "easeInEaseOut", curve: .easeInEaseOut, x: row.x, expected: row.easeInEaseOut,
            tolerance: 1e-6),
        CurvePoint(name: "default", curve: .default, x: row.x, expected: row.default, tolerance: 1e-6),
    ]
}

/// Chromium `cubic_bezier_unittest.cc` (math-reference §1.6): EXPECT_NEAR with 0.00015.
private let chromiumEase = UnitBezier(x1: 0.25, y1: 0, x2: 0.75, y2: 1)
private let chromiumOvershoot = UnitBezier(x1: 0.5, y1: -1, x2: 0.5, y2: 2)

private let chromiumValuePoints: [CurvePoint] =
    [
        (0.05, 0.01136), (0.1, 0.03978), (0.15, 0.07978), (0.2, 0.12803), (0.25, 0.18235),
        (0.3, 0.24115), (0.35, 0.30323), (0.4, 0.36761), (0.45, 0.43345), (0.5, 0.5),
        (0.6, 0.63238), (0.65, 0.69676), (0.7, 0.75884), (0.75, 0.81764), (0.8, 0.87196),
        (0.85, 0.92021), (0.9, 0.96021), (0.95, 0.98863),
    ].map { CurvePoint(name: "(0.25,0,0.75,1)", curve: chromiumEase, x: $0.0, expected: $0.1, tolerance: 0.00015) }
    + [
        (0.05, -0.08954), (0.1, -0.15613), (0.2, -0.20651), (0.3, -0.11992), (0.4, 0.12660),
        (0.5, 0.5), (0.6, 0.87340), (0.7, 1.11992), (0.8, 1.20651), (0.9, 1.15613),
        (0.95, 1.08954),
    ].map {
        CurvePoint(name: "(0.5,-1,0.5,2)", curve: chromiumOvershoot, x: $0.0, expected: $0.1, tolerance: 0.00015)
    }

/// Chromium slopes of (0.25, 0, 0.75, 1); the curve is symmetric, so slope(1 − x) = slope(x),
/// and flat at both ends, including outside [0, 1].
private let chromiumSlopePoints: [CurvePoint] = {
    let half: [(Double, Double)] = [
        (0.05, 0.42170), (0.1, 0.69778), (0.2, 1.03184), (0.3, 1.21239), (0.4, 1.30474), (0.5, 1.33333),
    ]
    let mirrored = half.map { (1 - $0.0, $0.1) }
    let flat: [(Double, Double)] = [(-0.1, 0), (0, 0), (1, 0), (1.1, 0)]
    return (half + mirrored + flat).map {
        CurvePoint(name: "slope (0.25,0,0.75,1)", curve: chromiumEase, x: $0.0, expected: $0.1, tolerance: 0.00015)
    }
}()

/// Slopes at 0.5 of the named curves, math-reference §1.6 [COMP].
private let namedSlopePoints: [CurvePoint] = [
    CurvePoint(name: "slope easeIn", curve: .easeIn, x: 0.5, expected: 1.073979, tolerance: 1e-6),
    CurvePoint(name: "slope easeOut", curve: .easeOut, x: 0.5, expected: 1.073979, tolerance: 1e-6),
    CurvePoint(name: "slope easeInEaseOut", curve: .easeInEaseOut, x: 0.5, expected: 1.724138, tolerance: 1e-6),
    CurvePoint(name: "slope default", curve: .default, x: 0.5, expected: 0.994142, tolerance: 1e-6),
]

/// Out-of-range extrapolation, Chromium: (control points) → Solve(−1), Solve(2).
struct ExtrapolationCase: Sendable, CustomTestStringConvertible {
    let points: (Double, Double, Double, Double)
    let atMinusOne: Double
    let atTwo: Double

    var curve: UnitBezier { UnitBezier(x1: points.0, y1: points.1, x2: points.2, y2: points.3) }
    var testDescription: String { "\(points) → \(atMinusOne), \(atTwo)" }
}

private let extrapolationCases: [ExtrapolationCase] = [
    ExtrapolationCase(points: (0.5, 1, 0.5, 1), atMinusOne: -2, atTwo: 1),
    ExtrapolationCase(points: (0, 0, 1, 1), atMinusOne: -1, atTwo: 2),
    ExtrapolationCase(points: (0, 1, 1, 0), atMinusOne: 0, atTwo: 1),
    ExtrapolationCase(points: (0.5, 0, 1, 0.5), atMinusOne: 0, atTwo: 1),
    ExtrapolationCase(points: (0.1, 0.2, 0.8, 0.8), atMinusOne: -2, atTwo: 2),
    ExtrapolationCase(points: (0, 0, 0.5, 1), atMinusOne: -2, atTwo: 1),
    ExtrapolationCase(points: (1, 0.5, 1, 1), atMinusOne: -0.5, atTwo: 1),
    ExtrapolationCase(points: (0, 0, 0, 0), atMinusOne: -1, atTwo: 2),
    ExtrapolationCase(points: (1, 1, 1, 1), atMinusOne: -1, atTwo: 2),
]

/// Output ranges, Chromium (five significant digits).
struct RangeCase: Sendable, CustomTestStringConvertible {
    let curve: UnitBezier
    let bound: Double
    let isMaximum: Bool

    var testDescription: String { "\(curve) \(isMaximum ? "max" : "min") \(bound)" }
}

private let rangeCases: [RangeCase] = [
    RangeCase(curve: UnitBezier(x1: 0.25, y1: 2.5, x2: 0.75, y2: 0.5), bound: 1.28818, isMaximum: true),
    RangeCase(curve: UnitBezier(x1: 0.25, y1: 0.5, x2: 0.75, y2: -1.5), bound: -0.28818, isMaximum: false),
    RangeCase(curve: UnitBezier(x1: 0.25, y1: 0.1, x2: 0.75, y2: 1.5), bound: 1.10755, isMaximum: true),
    RangeCase(curve: UnitBezier(x1: 0.25, y1: -0.5, x2: 0.75, y2: 0.9), bound: -0.10755, isMaximum: false),
    RangeCase(curve: UnitBezier(x1: 0.25, y1: -0.5, x2: 0.75, y2: -1.0 / 6), bound: -0.225, isMaximum: false),
]

/// Control points of Chromium's solver round-trip test.
private let roundTripCurves: [UnitBezier] = [
    .default, .easeIn, .easeOut, .easeInEaseOut,  // Chromium's ease is CA's default
    UnitBezier(x1: 0, y1: 0, x2: 0, y2: 0),
    UnitBezier(x1: 1, y1: 1, x2: 1, y2: 1),
    UnitBezier(x1: 0.3, y1: 1.5, x2: 0.8, y2: 1.5),
    UnitBezier(x1: 0.4, y1: -0.8, x2: 0.7, y2: 1.7),
    UnitBezier(x1: 0.7, y1: -2, x2: 1, y2: -1.5),
    UnitBezier(x1: 0, y1: 4, x2: 1, y2: -3),
]

@Suite struct UnitBezierTests {
    @Test(arguments: namedCurvePoints)
    func namedCurvesMatchTheComputedTable(point: CurvePoint) {
        #expect(abs(point.curve.value(at: point.x) - point.expected) <= point.tolerance)
    }

    @Test(arguments: namedSlopePoints + chromiumSlopePoints)
    func slopesMatchTheReferenceValues(point: CurvePoint) {
        #expect(abs(point.curve.slope(at: point.x) - point.expected) <= point.tolerance)
    }

    @Test(arguments: chromiumValuePoints)
    func chromiumVectorsHoldWithinTheirTolerance(point: CurvePoint) {
        #expect(abs(point.curve.value(at: point.x) - point.expected) <= point.tolerance)
    }

    @Test func chromiumExactEqualitiesHoldExactly() {
        #expect(UnitBezier(x1: 0.5, y1: 1, x2: 0.5, y2: 1).value(at: 0.5) == 0.875)
        #expect(UnitBezier(x1: 0.5, y1: 2, x2: 0.5, y2: 2).value(at: 0.5) == 1.625)
        #expect(UnitBezier(x1: 0.5, y1: -1, x2: 0.5, y2: -1).value(at: 0.5) == -0.625)
    }

    @Test(arguments: extrapolationCases)
    func outOfRangeInputIsExtrapolatedLinearly(testCase: ExtrapolationCase) {
        #expect(abs(testCase.curve.value(at: -1) - testCase.atMinusOne) <= 1e-12)
        #expect(abs(testCase.curve.value(at: 2) - testCase.atTwo) <= 1e-12)
    }

    @Test(arguments: rangeCases)
    func outputRangeIncludesTheCurvesExtrema(testCase: RangeCase) {
        let range = testCase.curve.outputRange
        if testCase.isMaximum {
            #expect(abs(range.upperBound - testCase.bound) <= 0.00001)
            #expect(range.lowerBound == 0)
        } else {
            #expect(abs(range.lowerBound - testCase.bound) <= 0.00001)
            #expect(range.upperBound == 1)
        }
    }

    @Test func outputRangeOfACurveInsideTheUnitSquareIsTheUnitInterval() {
        #expect(UnitBezier.easeInEaseOut.outputRange == 0...1)
        #expect(UnitBezier.default.outputRange == 0...1)
    }

    @Test(arguments: roundTripCurves)
    func solverRoundTripsEveryParameter(curve: UnitBezier) {
        for step in 0...20 {
            let t = Double(step) * 0.05
            let solved = curve.solveCurveX(curve.sampleCurveX(t), epsilon: 1e-7)
            #expect(abs(solved - t) < 1e-5, "t = \(t), solved \(solved)")
        }
    }

    @Test func slopeAtAnEndPointWithACoincidentControlPointIsTheLimit() {
        // Ease-out starts with P1 = (0, 0): X' and Y' both vanish at t = 0, and dy/dx tends to
        // by/bx = 3·1 / (3·0.58) as x → 0.
        let limit = 1 / 0.58
        #expect(abs(UnitBezier.easeOut.slope(at: 0) - limit) <= 1e-12)
        #expect(abs(UnitBezier.easeOut.slope(at: 1e-9) - limit) <= 1e-3)
        // Ease-in ends with P2 = (1, 1), mirrored.
        #expect(abs(UnitBezier.easeIn.slope(at: 1) - limit) <= 1e-12)
        // Both control points on the start point: X = Y = t³, the slope is 1.
        #expect(UnitBezier(x1: 0, y1: 0, x2: 0, y2: 0).slope(at: 0) == 1)
    }

    @Test func verticalTangentsGiveAFiniteSlope() {
        let curve = UnitBezier(x1: 0, y1: 1, x2: 1, y2: 0)
        #expect(curve.slope(at: 0) == .greatestFiniteMagnitude)
    }

    @Test func endPointsAreExact() {
        for curve in roundTripCurves {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
        }
    }

    @Test func controlPointsAreSanitized() {
        let clamped = UnitBezier(x1: -0.5, y1: 0.2, x2: 1.5, y2: 0.8)
        #expect(clamped.x1 == 0 && clamped.x2 == 1)
        #expect(clamped.y1 == 0.2 && clamped.y2 == 0.8)
        let notANumber = UnitBezier(x1: .nan, y1: .nan, x2: .nan, y2: .nan)
        #expect(notANumber == .linear)
        let infinite = UnitBezier(x1: 0.5, y1: .infinity, x2: 0.5, y2: -.infinity)
        #expect(infinite.y1 == UnitBezier.maximumMagnitude && infinite.y2 == -UnitBezier.maximumMagnitude)
        #expect(infinite.value(at: 0.3).isFinite)
    }

    @Test func nonFiniteInputsHaveDefinedResults() {
        #expect(UnitBezier.easeInEaseOut.value(at: .nan).isNaN)
        #expect(UnitBezier.easeInEaseOut.slope(at: .nan).isNaN)
        // ease-in-ease-out is flat at both ends: infinite input gives the end values.
        #expect(UnitBezier.easeInEaseOut.value(at: -.infinity) == 0)
        #expect(UnitBezier.easeInEaseOut.value(at: .infinity) == 1)
        #expect(UnitBezier.linear.value(at: .infinity) == .infinity)
    }

    @Test func equalityComparesControlPointsExactly() {
        #expect(UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1) == .easeIn)
        #expect(UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 0.999_999_999) != .easeIn)
        #expect(Set([UnitBezier.easeIn, .easeIn, .easeOut]).count == 2)
    }
}
