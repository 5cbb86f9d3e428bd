import TestSupport

@testable import HeadlessUIKit

/// Seeds used by the property tests; each is a named, re-runnable case.
let propertySeeds: [UInt64] = [1, 2, 3, 42, 2024, 0xDEAD_BEEF]

/// Random geometry for property tests, drawn from a seeded generator.
extension SeededGenerator {
    mutating func value(in range: ClosedRange<Double>) -> CGFloat {
        CGFloat(Double.random(in: range, using: &self))
    }

    mutating func point(in range: ClosedRange<Double> = -500...500) -> CGPoint {
        CGPoint(x: value(in: range), y: value(in: range))
    }

    mutating func size(in range: ClosedRange<Double> = 1...400) -> CGSize {
        CGSize(width: value(in: range), height: value(in: range))
    }

    /// An invertible affine transform: a product of a scale (away from zero, maybe a flip),
    /// a rotation, a shear and a translation.
    mutating func invertibleAffineTransform() -> CGAffineTransform {
        let sx = value(in: 0.2...3) * (Bool.random(using: &self) ? 1 : -1)
        let sy = value(in: 0.2...3)
        let shear = CGAffineTransform(a: 1, b: 0, c: value(in: -1...1), d: 1, tx: 0, ty: 0)
        return CGAffineTransform(scaleX: sx, y: sy)
            .concatenating(shear)
            .rotated(by: value(in: -.pi...(.pi)))
            .concatenating(CGAffineTransform(translationX: value(in: -300...300), y: value(in: -300...300)))
    }

    /// An invertible 3-D transform: scale, rotation about a random axis, translation, and
    /// sometimes a mild perspective.
    mutating func invertibleTransform3D(perspective: Bool = true) -> CATransform3D {
        var t = CATransform3DMakeScale(value(in: 0.3...2.5), value(in: 0.3...2.5), value(in: 0.3...2.5))
        t = CATransform3DConcat(
            t,
            CATransform3DMakeRotation(value(in: -.pi...(.pi)), value(in: -1...1), value(in: -1...1), value(in: 0.1...1))
        )
        t = CATransform3DConcat(
            t, CATransform3DMakeTranslation(value(in: -200...200), value(in: -200...200), value(in: -50...50)))
        if perspective, Bool.random(using: &self) {
            var p = CATransform3DIdentity
            p.m34 = -1 / value(in: 800...2000)
            t = CATransform3DConcat(t, p)
        }
        return t
    }
}
