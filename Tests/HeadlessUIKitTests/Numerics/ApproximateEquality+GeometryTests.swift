import Testing

@testable import HeadlessUIKit

@Suite struct ApproximateEqualityGeometryTests {
    @Test func pointsSizesAndVectorsCompareComponentwise() {
        #expect(CGPoint(x: 1, y: 2).isApproximatelyEqual(to: CGPoint(x: 1 + 1e-10, y: 2), absoluteTolerance: 1e-9))
        #expect(!CGPoint(x: 1, y: 2).isApproximatelyEqual(to: CGPoint(x: 1, y: 2.1), absoluteTolerance: 1e-9))
        #expect(
            CGSize(width: 1e6, height: 1).isApproximatelyEqual(
                to: CGSize(width: 1e6 + 0.5, height: 1), absoluteTolerance: 0, relativeTolerance: 1e-6))
        #expect(
            !CGSize(width: 1e6, height: 1).isApproximatelyEqual(
                to: CGSize(width: 1e6 + 0.5, height: 1.5), absoluteTolerance: 0, relativeTolerance: 1e-6))
        #expect(CGVector(dx: 0.1 + 0.2, dy: 0).isApproximatelyEqual(to: CGVector(dx: 0.3, dy: 0)))
        #expect(!CGVector(dx: 0.3, dy: 0).isApproximatelyEqual(to: CGVector(dx: 0.3, dy: 1e-8)))
    }

    @Test func rectanglesCompareAsStoredWithoutStandardizing() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.isApproximatelyEqual(to: CGRect(x: 1e-12, y: 0, width: 10, height: 10)))
        #expect(!rect.isApproximatelyEqual(to: CGRect(x: 10, y: 10, width: -10, height: -10)))
        #expect(!rect.isApproximatelyEqual(to: CGRect(x: 0, y: 0, width: 10, height: 10.001), absoluteTolerance: 1e-6))
    }

    @Test func transformsCompareEveryEntry() {
        let rotation = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(rotation != CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        #expect(
            rotation.isApproximatelyEqual(
                to: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0), absoluteTolerance: 1e-15))
        #expect(!rotation.isApproximatelyEqual(to: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 1e-6)))
        var shifted = CATransform3DIdentity
        shifted.m34 = 1e-6
        #expect(!shifted.isApproximatelyEqual(to: CATransform3DIdentity))
        #expect(shifted.isApproximatelyEqual(to: CATransform3DIdentity, absoluteTolerance: 1e-5))
        #expect(
            CATransform3DMakeRotation(.pi, 0, 0, 1).isApproximatelyEqual(
                to: CATransform3DMakeScale(-1, -1, 1), absoluteTolerance: 1e-15))
    }

    @Test func nonFiniteComponentsAreOnlyEqualToThemselves() {
        let infinite = CGPoint(x: CGFloat.infinity, y: 0)
        #expect(infinite.isApproximatelyEqual(to: infinite))
        #expect(!infinite.isApproximatelyEqual(to: CGPoint(x: 1e308, y: 0), absoluteTolerance: .infinity))
        let nan = CGPoint(x: CGFloat.nan, y: 0)
        #expect(nan.isApproximatelyEqual(to: nan))
        #expect(!nan.isApproximatelyEqual(to: .zero, absoluteTolerance: .infinity))
    }
}
