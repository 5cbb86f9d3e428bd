import TestSupport
import Testing

@testable import HeadlessUIKit

@Suite struct CATransform3DTests {
    @Test func identityAndTheEmptyInitializer() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(CATransform3D().m11 == 0 && CATransform3D().m44 == 0)
        #expect(!CATransform3DIsIdentity(CATransform3D()))
        var almost = CATransform3DIdentity
        almost.m34 = -1e-300
        #expect(!CATransform3DIsIdentity(almost))
        #expect(CATransform3DEqualToTransform(almost, almost))
        #expect(!CATransform3DEqualToTransform(almost, CATransform3DIdentity))
    }

    @Test func translationIsTheLastRowAndScaleTheDiagonal() {
        let t = CATransform3DMakeTranslation(1, 2, 3)
        #expect(t.m41 == 1 && t.m42 == 2 && t.m43 == 3 && t.m44 == 1)
        let s = CATransform3DMakeScale(4, 5, 6)
        #expect(s.m11 == 4 && s.m22 == 5 && s.m33 == 6 && s.m44 == 1 && s.m41 == 0)
    }

    /// math-reference §4.1 test vectors.
    @Test func concatenationAndTranslateVectors() {
        let translate = CATransform3DMakeTranslation(10, 0, 0)
        let scale = CATransform3DMakeScale(2, 2, 1)
        #expect(CATransform3DConcat(translate, scale).m41 == 20)
        #expect(CATransform3DConcat(scale, translate).m41 == 10)
        #expect(CATransform3DTranslate(scale, 10, 0, 0).m41 == 20)
    }

    @Test func aQuarterTurnAboutZMapsXOntoY() {
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let image = r.projecting(x: 1, y: 0, z: 0)
        #expect(image.x.isApproximatelyEqual(to: 0, absoluteTolerance: 1e-15))
        #expect(image.y.isApproximatelyEqual(to: 1, absoluteTolerance: 1e-15))
        #expect(image.z == 0)
        // m11 = c, m12 = s, m21 = −s, m22 = c about z.
        #expect(r.m12 == 1 && r.m21 == -1)
    }

    @Test(arguments: [
        (CGFloat(0.7), CGFloat(1), CGFloat(2), CGFloat(-2)),
        (CGFloat(-2.1), CGFloat(0), CGFloat(1), CGFloat(0)),
        (CGFloat(3), CGFloat(5), CGFloat(0), CGFloat(0)),
    ])
    func rotationRowsMatchTheAxisAngleFormula(angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        let length = (x * x + y * y + z * z).squareRoot()
        let (u, v, w) = (x / length, y / length, z / length)
        let c = cos(angle)
        let s = sin(angle)
        let k = 1 - c
        let expected = CATransform3D(
            m11: c + u * u * k, m12: u * v * k + w * s, m13: u * w * k - v * s, m14: 0,
            m21: u * v * k - w * s, m22: c + v * v * k, m23: v * w * k + u * s, m24: 0,
            m31: u * w * k + v * s, m32: v * w * k - u * s, m33: c + w * w * k, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
        let actual = CATransform3DMakeRotation(angle, x, y, z)
        #expect(actual.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-15))
        // A rotation is orthonormal: R · Rᵀ = I, so its inverse is its transpose.
        #expect(
            CATransform3DConcat(actual, CATransform3DInvert(actual)).isApproximatelyEqual(
                to: CATransform3DIdentity, absoluteTolerance: 1e-14))
    }

    @Test(arguments: [(CGFloat(0), CGFloat(0), CGFloat(0)), (.nan, 1, 0), (.infinity, 0, 0)])
    func aRotationAboutADegenerateAxisIsTheIdentity(x: CGFloat, y: CGFloat, z: CGFloat) {
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, x, y, z)))
        let t = CATransform3DMakeScale(2, 3, 4)
        #expect(CATransform3DRotate(t, 1, x, y, z) == t)
    }

    @Test func translateScaleAndRotatePrependTheOperation() {
        let t = CATransform3DConcat(CATransform3DMakeRotation(0.4, 1, 1, 0), CATransform3DMakeTranslation(3, 4, 5))
        #expect(CATransform3DTranslate(t, 1, 2, 3) == CATransform3DConcat(CATransform3DMakeTranslation(1, 2, 3), t))
        #expect(CATransform3DScale(t, 2, 3, 4) == CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), t))
        #expect(CATransform3DRotate(t, 0.9, 0, 1, 0) == CATransform3DConcat(CATransform3DMakeRotation(0.9, 0, 1, 0), t))
    }

    /// math-reference §4.2: `t = identity; t.m34 = −1/500; t = Rotate(t, π/4, 0, 1, 0)`.
    @Test func perspectiveVector() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        let expectedRows: [[CGFloat]] = [
            [0.707107, 0, -0.707107, 0.001414],
            [0, 1, 0, 0],
            [0.707107, 0, 0.707107, -0.001414],
            [0, 0, 0, 1],
        ]
        for (row, expectedRow) in zip(t.rows, expectedRows) {
            for (entry, expected) in zip(row, expectedRow) {
                #expect(entry.isApproximatelyEqual(to: expected, absoluteTolerance: 5e-7))
            }
        }
        let right = t.homogeneousImage(x: 100, y: 0, z: 0)
        #expect(right.w.isApproximatelyEqual(to: 1.141421, absoluteTolerance: 5e-7))
        #expect((right.x / right.w).isApproximatelyEqual(to: 61.949672, absoluteTolerance: 5e-7))
        let left = t.homogeneousImage(x: -100, y: 0, z: 0)
        #expect(left.w.isApproximatelyEqual(to: 0.858579, absoluteTolerance: 5e-7))
        #expect((left.x / left.w).isApproximatelyEqual(to: -82.357835, absoluteTolerance: 5e-7))
        let up = t.projecting(x: 0, y: 100, z: 0)
        #expect(up.x == 0 && up.y == 100)
    }

    @Test func pointsTowardTheViewerGrowUnderPerspective() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        // w' = 1 − z/d: z = 250 gives w' = 0.5, so x doubles.
        let image = t.projecting(x: 10, y: 0, z: 250)
        #expect(image.x == 20)
    }

    @Test(arguments: [
        CATransform3D(),
        CATransform3DMakeScale(1, 0, 1),
        CATransform3D(rows: [[1, 2, 3, 4], [2, 4, 6, 8], [0, 0, 1, 0], [0, 0, 0, 1]]),
    ])
    func invertingASingularTransformReturnsItUnchanged(transform: CATransform3D) {
        #expect(CATransform3DInvert(transform) == transform)
    }

    @Test(arguments: propertySeeds)
    func aTransformConcatenatedWithItsInverseIsTheIdentity(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let t = generator.invertibleTransform3D()
            let inverse = CATransform3DInvert(t)
            #expect(
                CATransform3DConcat(t, inverse).isApproximatelyEqual(
                    to: CATransform3DIdentity, absoluteTolerance: 1e-9), "seed \(seed)")
            #expect(
                CATransform3DConcat(inverse, t).isApproximatelyEqual(
                    to: CATransform3DIdentity, absoluteTolerance: 1e-9), "seed \(seed)")
        }
    }

    @Test(arguments: propertySeeds)
    func projectingInTurnEqualsProjectingTheConcatenation(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let first = generator.invertibleTransform3D(perspective: false)
            let second = generator.invertibleTransform3D()
            let (x, y, z) = (
                generator.value(in: -100...100), generator.value(in: -100...100), generator.value(in: -20...20)
            )
            let step = first.projecting(x: x, y: y, z: z)
            let inTurn = second.projecting(x: step.x, y: step.y, z: step.z)
            let composed = CATransform3DConcat(first, second).projecting(x: x, y: y, z: z)
            #expect(
                inTurn.x.isApproximatelyEqual(to: composed.x, absoluteTolerance: 1e-8, relativeTolerance: 1e-10),
                "seed \(seed)")
            #expect(
                inTurn.y.isApproximatelyEqual(to: composed.y, absoluteTolerance: 1e-8, relativeTolerance: 1e-10),
                "seed \(seed)")
            #expect(
                inTurn.z.isApproximatelyEqual(to: composed.z, absoluteTolerance: 1e-8, relativeTolerance: 1e-10),
                "seed \(seed)")
        }
    }

    @Test func affineTransformsRoundTrip() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let made = CATransform3DMakeAffineTransform(affine)
        #expect(made == CATransform3D(rows: [[1, 2, 0, 0], [3, 4, 0, 0], [0, 0, 1, 0], [5, 6, 0, 1]]))
        #expect(CATransform3DIsAffine(made))
        #expect(CATransform3DGetAffineTransform(made) == affine)
        #expect(CATransform3DIsIdentity(CATransform3DMakeAffineTransform(.identity)))
    }

    @Test(arguments: propertySeeds)
    func affineTransformsAgreeWithTheir3DForm(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let first = generator.invertibleAffineTransform()
            let second = generator.invertibleAffineTransform()
            let made = CATransform3DConcat(
                CATransform3DMakeAffineTransform(first), CATransform3DMakeAffineTransform(second))
            #expect(CATransform3DIsAffine(made))
            #expect(
                CATransform3DGetAffineTransform(made).isApproximatelyEqual(
                    to: first.concatenating(second), absoluteTolerance: 1e-9, relativeTolerance: 1e-12))
            let point = generator.point()
            let projected = made.projecting(x: point.x, y: point.y, z: 0)
            #expect(
                CGPoint(x: projected.x, y: projected.y).isApproximatelyEqual(
                    to: point.applying(first.concatenating(second)), absoluteTolerance: 1e-9, relativeTolerance: 1e-12))
        }
    }

    /// (row, column, value) in 1-based matrix indices, as in `m34`.
    @Test(arguments: [
        (1, 3, CGFloat(0.5)), (1, 4, 0.001), (2, 3, 1), (2, 4, 1), (3, 1, 1), (3, 2, 1), (3, 3, 2),
        (3, 4, -0.002), (4, 3, 7), (4, 4, 2),
    ])
    func changingAnEntryOutsideTheAffinePartMakesATransformNonAffine(row: Int, column: Int, value: CGFloat) {
        var rows = CATransform3DIdentity.rows
        rows[row - 1][column - 1] = value
        #expect(!CATransform3DIsAffine(CATransform3D(rows: rows)), "m\(row)\(column)")
    }

    @Test func rotationsAboutZAreAffineAndOthersAreNot() {
        #expect(CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 1, 0, 0)))
    }
}
