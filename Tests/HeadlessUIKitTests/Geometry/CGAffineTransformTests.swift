import TestSupport
import Testing

@testable import HeadlessUIKit

@Suite struct CGAffineTransformTests {
    @Test func identityIsTheUnitMatrixAndTheEmptyInitializerIsZero() {
        #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform() == CGAffineTransform(0, 0, 0, 0, 0, 0))
        #expect(!CGAffineTransform().isIdentity)
        #expect(!CGAffineTransform(translationX: 0, y: 1e-300).isIdentity)
    }

    @Test func makeInitializersBuildTheDocumentedMatrices() {
        #expect(CGAffineTransform(translationX: 5, y: 10) == CGAffineTransform(1, 0, 0, 1, 5, 10))
        #expect(CGAffineTransform(scaleX: 2, y: 3) == CGAffineTransform(2, 0, 0, 3, 0, 0))
        let angle: CGFloat = 0.3
        #expect(
            CGAffineTransform(rotationAngle: angle)
                == CGAffineTransform(cos(angle), sin(angle), -sin(angle), cos(angle), 0, 0))
    }

    @Test func pointsAreRowVectors() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        // x' = a·x + c·y + tx, y' = b·x + d·y + ty (math-reference §4.4).
        #expect(CGPoint(x: 7, y: 11).applying(t) == CGPoint(x: 1 * 7 + 3 * 11 + 5, y: 2 * 7 + 4 * 11 + 6))
    }

    @Test func aQuarterTurnMapsTheXAxisOntoTheYAxis() {
        let image = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(image.isApproximatelyEqual(to: CGPoint(x: 0, y: 1), absoluteTolerance: 1e-15))
    }

    @Test func concatenatingAppliesTheReceiverFirst() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        #expect(translate.concatenating(scale).tx == 20)
        #expect(scale.concatenating(translate).tx == 10)
        #expect(CGPoint(x: 1, y: 1).applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 2))
    }

    /// E. Sadun, "Concatenate got your tongue?" (device results), math-reference §4.4.
    @Test func sadunConcatenationVectors() {
        let t = CGAffineTransform(translationX: 5, y: 10)
        let r = CGAffineTransform(rotationAngle: .pi / 6)
        let tr = t.concatenating(r)
        #expect(tr.tx.isApproximatelyEqual(to: -0.669873, absoluteTolerance: 5e-7))
        #expect(tr.ty.isApproximatelyEqual(to: 11.160254, absoluteTolerance: 5e-7))
        let rt = r.concatenating(t)
        #expect(rt.tx == 5 && rt.ty == 10)
        #expect(rt.isApproximatelyEqual(to: t.rotated(by: .pi / 6), absoluteTolerance: 1e-15))
    }

    @Test func translatedScaledAndRotatedPrependTheOperation() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 7, ty: -4)
        let translated = t.translatedBy(x: 5, y: 6)
        // tx' = tx + a·dx + c·dy (math-reference §4.4).
        #expect(translated.tx == CGFloat(7 + 2 * 5 - 1 * 6))
        #expect(translated.ty == CGFloat(-4 + 1 * 5 + 3 * 6))
        #expect(translated == CGAffineTransform(translationX: 5, y: 6).concatenating(t))
        #expect(t.scaledBy(x: 2, y: 0.5) == CGAffineTransform(scaleX: 2, y: 0.5).concatenating(t))
        #expect(t.rotated(by: 1.1) == CGAffineTransform(rotationAngle: 1.1).concatenating(t))
    }

    @Test(arguments: [
        CGAffineTransform(),
        CGAffineTransform(scaleX: 0, y: 3),
        CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 9, ty: 9),
        CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
        CGAffineTransform(a: 1e-200, b: 0, c: 0, d: 1e-200, tx: 0, ty: 0),
    ])
    func invertingASingularTransformReturnsItUnchanged(transform: CGAffineTransform) {
        let inverse = transform.inverted()
        #expect(inverse.entries.elementsEqual(transform.entries) { $0 == $1 || ($0.isNaN && $1.isNaN) })
    }

    @Test func invertingKnownTransforms() {
        #expect(CGAffineTransform(translationX: 3, y: -4).inverted() == CGAffineTransform(translationX: -3, y: 4))
        #expect(CGAffineTransform(scaleX: 2, y: 4).inverted() == CGAffineTransform(scaleX: 0.5, y: 0.25))
        #expect(CGAffineTransform.identity.inverted() == .identity)
    }

    @Test(arguments: propertySeeds)
    func aTransformConcatenatedWithItsInverseIsTheIdentity(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let t = generator.invertibleAffineTransform()
            let inverse = t.inverted()
            #expect(
                t.concatenating(inverse).isApproximatelyEqual(to: .identity, absoluteTolerance: 1e-9),
                "seed \(seed): \(t)")
            #expect(
                inverse.concatenating(t).isApproximatelyEqual(to: .identity, absoluteTolerance: 1e-9),
                "seed \(seed): \(t)")
        }
    }

    @Test(arguments: propertySeeds)
    func applyingInTurnEqualsApplyingTheConcatenation(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let first = generator.invertibleAffineTransform()
            let second = generator.invertibleAffineTransform()
            let point = generator.point()
            let inTurn = point.applying(first).applying(second)
            let composed = point.applying(first.concatenating(second))
            #expect(
                inTurn.isApproximatelyEqual(to: composed, absoluteTolerance: 1e-9, relativeTolerance: 1e-12),
                "seed \(seed)")
            let size = generator.size()
            #expect(
                size.applying(first).applying(second).isApproximatelyEqual(
                    to: size.applying(first.concatenating(second)), absoluteTolerance: 1e-9, relativeTolerance: 1e-12))
        }
    }

    @Test func sizesIgnoreTheTranslationAndMayTurnNegative() {
        let t = CGAffineTransform(a: -1, b: 0, c: 0, d: 2, tx: 100, ty: 100)
        #expect(CGSize(width: 10, height: 5).applying(t) == CGSize(width: -10, height: 10))
    }

    @Test func rectanglesMapToTheBoundingBoxOfTheirCorners() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(rect.applying(CGAffineTransform(scaleX: 2, y: -1)) == CGRect(x: 0, y: -50, width: 200, height: 50))
        let quarterTurn = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(
            quarterTurn.isApproximatelyEqual(to: CGRect(x: -50, y: 0, width: 50, height: 100), absoluteTolerance: 1e-12)
        )
        // A 45° turn of a square grows the box by √2.
        let square = CGRect(x: -1, y: -1, width: 2, height: 2)
        let diamond = square.applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(
            diamond.isApproximatelyEqual(
                to: CGRect(
                    x: -2.0.squareRoot(), y: -2.0.squareRoot(), width: 2 * 2.0.squareRoot(),
                    height: 2 * 2.0.squareRoot()),
                absoluteTolerance: 1e-12))
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }
}
