// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Core Animation's C function names, kept as UIKit spells them.

// The C-style Core Animation transform API, with the names and argument labels Swift code
// uses on Apple platforms [DOC CATransform3D.h; math-reference.md §4.1-4.2].
//
// Composition: `CATransform3DConcat(a, b) = a · b` applies `a` first; `Translate`, `Scale`
// and `Rotate(t, ...)` return `op · t`, so the new operation applies to points before `t`,
// in `t`'s local frame.

/// The identity transform `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is exactly the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Whether `a` and `b` are exactly equal (entry by entry, so NaN is never equal).
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// The translation whose last row is `[tx ty tz 1]`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx
    t.m42 = ty
    t.m43 = tz
    return t
}

/// The scale whose diagonal is `(sx, sy, sz, 1)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx
    t.m22 = sy
    t.m33 = sz
    return t
}

/// The rotation by `angle` radians about the axis `(x, y, z)`, which is normalized first.
///
/// A zero-length axis gives the identity [DOC header]; so does an axis with a NaN or
/// infinite length, which has no direction [INF]. The rows are, with `c = cos`, `s = sin`
/// and the unit axis `(x, y, z)` [math-reference §4.1, after WebKit `rotate3d`]:
///
///     [c + x²(1−c),     x·y(1−c) + z·s,  x·z(1−c) − y·s,  0]
///     [x·y(1−c) − z·s,  c + y²(1−c),     y·z(1−c) + x·s,  0]
///     [x·z(1−c) + y·s,  y·z(1−c) − x·s,  c + z²(1−c),     0]
///     [0,               0,               0,               1]
///
/// About +z this maps (1, 0, 0) to (cos, sin, 0): clockwise on screen in UIKit's y-down
/// space for a positive angle.
public func CATransform3DMakeRotation(
    _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle)
    let s = sin(angle)
    let k = 1 - c
    return CATransform3D(
        m11: c + ux * ux * k, m12: ux * uy * k + uz * s, m13: ux * uz * k - uy * s, m14: 0,
        m21: ux * uy * k - uz * s, m22: c + uy * uy * k, m23: uy * uz * k + ux * s, m24: 0,
        m31: ux * uz * k + uy * s, m32: uy * uz * k - ux * s, m33: c + uz * uz * k, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `MakeTranslation(tx, ty, tz) · t`: translates in `t`'s local frame.
public func CATransform3DTranslate(
    _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).multiplied(by: t)
}

/// `MakeScale(sx, sy, sz) · t`: scales in `t`'s local frame.
public func CATransform3DScale(
    _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).multiplied(by: t)
}

/// `MakeRotation(angle, x, y, z) · t`: rotates in `t`'s local frame.
///
/// Core Animation leaves a zero-length axis undefined [DOC header]; here it leaves `t`
/// unchanged, because `MakeRotation` gives the identity for it [INF].
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).multiplied(by: t)
}

/// `a · b`: the transform that applies `a` first and then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.multiplied(by: b)
}

/// The inverse of `t`, or `t` unchanged when it is singular [DOC header].
///
/// Gauss-Jordan elimination with partial pivoting. Singular means a zero pivot, or an
/// inverse with a NaN or infinite entry; Core Animation's own threshold is not documented
/// [INF].
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.inverse ?? t
}

/// The transform `[a b 0 0; c d 0 0; 0 0 1 0; tx ty 0 1]` [math-reference §4.1].
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0,
        m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` is exactly of the form `CATransform3DMakeAffineTransform` produces: the
/// entries outside `a, b, c, d, tx, ty` equal those of the identity [DOC "can be exactly
/// represented by an affine transform"; the entry list is INF].
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine transform `(m11, m12, m21, m22, m41, m42)`. Core Animation leaves the result
/// undefined when `t` is not affine [DOC]; here the other entries are simply ignored.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

extension CATransform3D {
    /// The inverse, or nil when the matrix is singular or its inverse is not finite.
    var inverse: CATransform3D? {
        // Augmented matrix [self | I], reduced in place.
        var work = rows.enumerated().map { index, row -> [CGFloat] in
            row + (0..<4).map { $0 == index ? 1 : 0 }
        }
        for column in 0..<4 {
            var pivotRow = column
            for row in (column + 1)..<4 where abs(work[row][column]) > abs(work[pivotRow][column]) {
                pivotRow = row
            }
            let pivot = work[pivotRow][column]
            guard pivot != 0, pivot.isFinite else { return nil }
            work.swapAt(column, pivotRow)
            for k in 0..<8 {
                work[column][k] /= pivot
            }
            for row in 0..<4 where row != column {
                let factor = work[row][column]
                guard factor != 0 else { continue }
                for k in 0..<8 {
                    work[row][k] -= factor * work[column][k]
                }
            }
        }
        let inverse = CATransform3D(rows: work.map { Array($0[4..<8]) })
        guard inverse.rows.joined().allSatisfy(\.isFinite) else { return nil }
        return inverse
    }
}
