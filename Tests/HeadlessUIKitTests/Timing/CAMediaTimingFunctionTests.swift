import Foundation
import HeadlessUIKit
import Testing

@Suite struct CAMediaTimingFunctionTests {
    static let names: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]

    private static func controlPoints(of function: CAMediaTimingFunction) -> [[Float]] {
        (0...3).map { index in
            var values: [Float] = [-9, -9]
            values.withUnsafeMutableBufferPointer { function.getControlPoint(at: index, values: $0.baseAddress!) }
            return values
        }
    }

    @Test func namedFunctionsHaveCoreAnimationsControlPoints() {
        #expect(Self.controlPoints(of: CAMediaTimingFunction(name: .linear)) == [[0, 0], [0, 0], [1, 1], [1, 1]])
        #expect(
            Self.controlPoints(of: CAMediaTimingFunction(name: .easeIn)) == [[0, 0], [0.42, 0], [1, 1], [1, 1]])
        #expect(
            Self.controlPoints(of: CAMediaTimingFunction(name: .easeOut)) == [[0, 0], [0, 0], [0.58, 1], [1, 1]])
        #expect(
            Self.controlPoints(of: CAMediaTimingFunction(name: .easeInEaseOut)) == [
                [0, 0], [0.42, 0], [0.58, 1], [1, 1],
            ])
        #expect(
            Self.controlPoints(of: CAMediaTimingFunction(name: .default)) == [
                [0, 0], [0.25, 0.1], [0.25, 1], [1, 1],
            ])
    }

    @Test func namesAreCoreAnimationsStrings() {
        #expect(Self.names.map(\.rawValue) == ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"])
        #expect(CAMediaTimingFunctionName("easeIn") == .easeIn)
    }

    @Test func outOfRangeIndicesWriteNothing() {
        let function = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
        var values: [Float] = [7, 7]
        values.withUnsafeMutableBufferPointer { function.getControlPoint(at: 4, values: $0.baseAddress!) }
        values.withUnsafeMutableBufferPointer { function.getControlPoint(at: -1, values: $0.baseAddress!) }
        #expect(values == [7, 7])
    }

    @Test func controlPointsAreReportedAsGiven() {
        let function = CAMediaTimingFunction(controlPoints: -0.5, 2, 1.5, -1)
        #expect(Self.controlPoints(of: function)[1] == [-0.5, 2])
        #expect(Self.controlPoints(of: function)[2] == [1.5, -1])
        // Evaluation clamps x into [0, 1].
        #expect(function.unitBezier.x1 == 0 && function.unitBezier.x2 == 1)
    }

    @Test(arguments: namedCurvePoints)
    func namedFunctionsEvaluateLikeTheirCurves(point: CurvePoint) {
        let name = CAMediaTimingFunctionName(rawValue: point.name)
        let function = CAMediaTimingFunction(name: name)
        // Float control points move the value by well under the table's 1e-6.
        #expect(abs(function.value(at: point.x) - point.expected) <= point.tolerance)
        #expect(abs(Double(function._solve(forInput: Float(point.x))) - point.expected) <= 1e-6)
    }

    @Test func slopeIsTheCurvesSlope() {
        #expect(abs(CAMediaTimingFunction(name: .easeInEaseOut).slope(at: 0.5) - 1.724138) <= 1e-6)
    }

    @Test func unknownNamesGiveTheLinearFunction() {
        #expect(CAMediaTimingFunction(name: CAMediaTimingFunctionName("bogus")) == CAMediaTimingFunction(name: .linear))
    }

    @Test func equalityAndHashFollowTheControlPoints() {
        let a = CAMediaTimingFunction(name: .easeInEaseOut)
        let b = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
        #expect(a == b)
        #expect(a.hash == b.hash)
        #expect(a != CAMediaTimingFunction(name: .easeIn))
        #expect(!a.isEqual("easeInEaseOut"))
        #expect(Set([a, b, CAMediaTimingFunction(name: .linear)]).count == 2)
    }

    @Test func descriptionHasNoAddress() {
        #expect(
            CAMediaTimingFunction(controlPoints: 0.5, 0, 1, 1).description
                == "CAMediaTimingFunction(controlPoints: 0.5, 0.0, 1.0, 1.0)")
    }

    @Test func archivingRoundTrips() throws {
        let function = CAMediaTimingFunction(controlPoints: 0.3, 1.5, 0.8, 1.5)
        let data = try NSKeyedArchiver.archivedData(withRootObject: function, requiringSecureCoding: true)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        let decoded = try #require(
            unarchiver.decodeObject(of: CAMediaTimingFunction.self, forKey: NSKeyedArchiveRootObjectKey))
        #expect(decoded == function)
        #expect(CAMediaTimingFunction.supportsSecureCoding)
    }

    @Test func isSendableAcrossTasks() async {
        let function = CAMediaTimingFunction(name: .easeOut)
        let value = await Task.detached { function.value(at: 0.5) }.value
        #expect(abs(value - 0.684643) <= 1e-6)
    }
}
