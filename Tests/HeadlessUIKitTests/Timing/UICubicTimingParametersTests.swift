import Foundation
import HeadlessUIKit
import Testing

@Suite struct UICubicTimingParametersTests {
    @Test(arguments: UIViewAnimationCurve.allCases)
    func animationCurvesUseTheirCoreAnimationControlPoints(curve: UIViewAnimationCurve) {
        let parameters = UICubicTimingParameters(animationCurve: curve)
        let expected: (CGPoint, CGPoint) =
            switch curve {
            case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
            case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
            case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
            case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
            }
        #expect(parameters.controlPoint1 == expected.0)
        #expect(parameters.controlPoint2 == expected.1)
        #expect(parameters.animationCurve == curve)
        #expect(parameters.timingCurveType == .builtin)
    }

    @Test func animationCurveRawValuesAreUIKits() {
        #expect(UIViewAnimationCurve.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(UIViewAnimationCurve(rawValue: 7) == nil)
        #expect(UITimingCurveType.allCases.map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test func defaultParametersUseTheDefaultCoreAnimationCurve() {
        let parameters = UICubicTimingParameters()
        #expect(parameters.controlPoint1 == CGPoint(x: 0.25, y: 0.1))
        #expect(parameters.controlPoint2 == CGPoint(x: 0.25, y: 1))
        #expect(parameters.unitBezier == .default)
        #expect(parameters.timingCurveType == .builtin)
    }

    @Test func customControlPointsAreACubicCurve() {
        let parameters = UICubicTimingParameters(
            controlPoint1: CGPoint(x: 0.2, y: 0.9), controlPoint2: CGPoint(x: 0.3, y: 1.2))
        #expect(parameters.timingCurveType == .cubic)
        #expect(parameters.controlPoint1 == CGPoint(x: 0.2, y: 0.9))
        #expect(parameters.unitBezier == UnitBezier(x1: 0.2, y1: 0.9, x2: 0.3, y2: 1.2))
        #expect(parameters.animationCurve == .easeInOut)
    }

    @Test func providesItselfAsCubicParameters() {
        let parameters: any UITimingCurveProvider = UICubicTimingParameters(animationCurve: .easeOut)
        #expect(parameters.cubicTimingParameters === parameters as AnyObject)
        #expect(parameters.springTimingParameters == nil)
        #expect(parameters.copy() as AnyObject === parameters as AnyObject)
    }

    @Test func archivingRoundTrips() throws {
        for original in [
            UICubicTimingParameters(), UICubicTimingParameters(animationCurve: .easeIn),
            UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: -0.5), controlPoint2: CGPoint(x: 0.9, y: 1.5)),
        ] {
            let data = try NSKeyedArchiver.archivedData(withRootObject: original, requiringSecureCoding: false)
            let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
            unarchiver.requiresSecureCoding = false
            let decoded = try #require(
                unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? UICubicTimingParameters)
            #expect(decoded.controlPoint1 == original.controlPoint1)
            #expect(decoded.controlPoint2 == original.controlPoint2)
            #expect(decoded.animationCurve == original.animationCurve)
            #expect(decoded.timingCurveType == original.timingCurveType)
        }
    }

    @Test func descriptionHasNoAddress() {
        #expect(
            UICubicTimingParameters(animationCurve: .linear).description
                == "UICubicTimingParameters(builtin, animationCurve: .linear, controlPoint1: (0.0, 0.0), controlPoint2: (1.0, 1.0))"
        )
    }
}
