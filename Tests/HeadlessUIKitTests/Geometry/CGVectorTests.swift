import Testing

@testable import HeadlessUIKit

@Suite struct CGVectorTests {
    @Test func theEmptyInitializerAndZeroAreTheZeroVector() {
        #expect(CGVector() == CGVector(dx: 0, dy: 0))
        #expect(CGVector.zero == CGVector())
    }

    @Test func integerDoubleAndCGFloatInitializersAgree() {
        let fromInt = CGVector(dx: 3, dy: -4)
        let fromDouble = CGVector(dx: 3.0 as Double, dy: -4.0 as Double)
        let fromCGFloat = CGVector(dx: CGFloat(3), dy: CGFloat(-4))
        #expect(fromInt == fromDouble)
        #expect(fromDouble == fromCGFloat)
        #expect(fromInt.dx == 3 && fromInt.dy == -4)
    }

    @Test func equalityIsExactAndHashingFollowsIt() {
        let a = CGVector(dx: 0.1 + 0.2, dy: 1)
        let b = CGVector(dx: 0.3, dy: 1)
        #expect(a != b)
        #expect(a.isApproximatelyEqual(to: b, absoluteTolerance: 1e-12))
        #expect(Set([CGVector(dx: 1, dy: 2), CGVector(dx: 1, dy: 2)]).count == 1)
    }
}
