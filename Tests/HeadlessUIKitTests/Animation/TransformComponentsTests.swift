import TestSupport
import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct TransformComponentsTests {
    /// A random transform built from scale, rotation about a random axis, translation and
    /// optionally perspective.
    private static func randomTransform(_ generator: inout SeededGenerator, perspective: Bool) -> CATransform3D {
        var t = CATransform3DMakeScale(
            CGFloat(Double.random(in: 0.2...3, using: &generator)) * (Bool.random(using: &generator) ? 1 : -1),
            CGFloat(Double.random(in: 0.2...3, using: &generator)),
            CGFloat(Double.random(in: 0.2...3, using: &generator)))
        t = CATransform3DConcat(
            t,
            CATransform3DMakeRotation(
                CGFloat(Double.random(in: -3...3, using: &generator)),
                CGFloat(Double.random(in: -1...1, using: &generator)),
                CGFloat(Double.random(in: -1...1, using: &generator)),
                CGFloat(Double.random(in: -1...1, using: &generator))))
        t = CATransform3DConcat(
            t,
            CATransform3DMakeTranslation(
                CGFloat(Double.random(in: -200...200, using: &generator)),
                CGFloat(Double.random(in: -200...200, using: &generator)),
                CGFloat(Double.random(in: -50...50, using: &generator))))
        if perspective {
            var p = CATransform3DIdentity
            p.m34 = -1 / CGFloat(Double.random(in: 300...1000, using: &generator))
            t = CATransform3DConcat(t, p)
        }
        return t
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func recomposingADecompositionGivesTheMatrixBack(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for index in 0..<50 {
            let t = Self.randomTransform(&generator, perspective: index % 2 == 0)
            let components = try #require(TransformComponents(t))
            var normalized = t
            let w = t.m44
            for keyPath in [
                \CATransform3D.m11, \.m12, \.m13, \.m14, \.m21, \.m22, \.m23, \.m24, \.m31, \.m32, \.m33, \.m34,
                \.m41, \.m42, \.m43, \.m44,
            ] {
                normalized[keyPath: keyPath] /= w
            }
            #expect(
                components.matrix.isApproximatelyEqual(
                    to: normalized, absoluteTolerance: 1e-9, relativeTolerance: 1e-9),
                "seed \(seed), case \(index)")
        }
    }

    @Test func singularMatricesCannotBeDecomposed() {
        #expect(TransformComponents(CATransform3DMakeScale(0, 1, 1)) == nil)
        var noW = CATransform3DIdentity
        noW.m44 = 0
        #expect(TransformComponents(noW) == nil)
    }

    @Test func interpolatingTwoRotationsTurnsAlongTheShorterArc() {
        let from = AnimationValue.transform(CATransform3DMakeRotation(0.2, 0, 0, 1))
        let to = AnimationValue.transform(CATransform3DMakeRotation(1.4, 0, 0, 1))
        guard case .transform(let middle) = from.interpolated(to: to, fraction: 0.5) else {
            Issue.record("not a transform")
            return
        }
        #expect(middle.isApproximatelyEqual(to: CATransform3DMakeRotation(0.8, 0, 0, 1), absoluteTolerance: 1e-12))
        // 350° is −10°: the interpolation turns the short way.
        let far = AnimationValue.transform(CATransform3DMakeRotation(350 * .pi / 180, 0, 0, 1))
        guard
            case .transform(let short) = AnimationValue.transform(CATransform3DIdentity).interpolated(
                to: far, fraction: 0.5)
        else { return }
        #expect(
            short.isApproximatelyEqual(to: CATransform3DMakeRotation(-5 * .pi / 180, 0, 0, 1), absoluteTolerance: 1e-12)
        )
    }

    @Test func scaleAndTranslationInterpolateLinearlyAndTheEndsAreExact() {
        let from = CATransform3DConcat(CATransform3DMakeScale(1, 1, 1), CATransform3DMakeTranslation(0, 0, 0))
        let to = CATransform3DConcat(CATransform3DMakeScale(3, 2, 1), CATransform3DMakeTranslation(100, -40, 0))
        let a = AnimationValue.transform(from)
        let b = AnimationValue.transform(to)
        #expect(a.interpolated(to: b, fraction: 0) == a)
        #expect(a.interpolated(to: b, fraction: 1) == b)
        guard case .transform(let middle) = a.interpolated(to: b, fraction: 0.5) else { return }
        let expected = CATransform3DConcat(CATransform3DMakeScale(2, 1.5, 1), CATransform3DMakeTranslation(50, -20, 0))
        #expect(middle.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-12))
    }

    @Test func animatingToAZeroScaleJumpsToTheEnd() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = CATransform3DIdentity
        animation.toValue = CATransform3DMakeScale(0, 0, 1)
        animation.duration = 1
        layer.add(animation, forKey: "shrink")
        display.advanceFrame()
        #expect(layer.presentationState().transform == CATransform3DMakeScale(0, 0, 1))
    }

    @Test func transformFieldsAnimateTheirComponentOfTheUnderlyingTransform() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
        rotation.fromValue = 0
        rotation.toValue = Double.pi
        rotation.duration = 1
        layer.add(rotation, forKey: "spin")
        display.advance(frames: 5)
        let expected = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        #expect(layer.presentationState().transform.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-12))

        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 1
        scale.toValue = 3
        scale.duration = 1
        let other = CALayer()
        other.transform = CATransform3DMakeTranslation(10, 0, 0)
        other.add(scale, forKey: "scale")
        let x = CABasicAnimation(keyPath: "transform.translation.x")
        x.byValue = 20
        x.duration = 1
        other.add(x, forKey: "x")
        display.advance(frames: 5)
        // Halfway: scale 2 on all three axes (setting `scale` sets all three), translation 10 → 30 at 20.
        let scaled = CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeTranslation(20, 0, 0))
        #expect(other.presentationState().transform.isApproximatelyEqual(to: scaled, absoluteTolerance: 1e-12))
    }

    @Test func eulerAnglesOfASingleAxisRotationAreItsAngle() {
        for (axis, index) in [((1.0, 0.0, 0.0), 0), ((0.0, 1.0, 0.0), 1), ((0.0, 0.0, 1.0), 2)] {
            let t = CATransform3DMakeRotation(0.7, CGFloat(axis.0), CGFloat(axis.1), CGFloat(axis.2))
            let angles = TransformComponents(t)?.eulerAngles ?? .zero
            #expect(angles[index].isApproximatelyEqual(to: 0.7, absoluteTolerance: 1e-12))
            var components = TransformComponents.identity
            components.eulerAngles = angles
            #expect(components.matrix.isApproximatelyEqual(to: t, absoluteTolerance: 1e-12))
        }
    }
}
