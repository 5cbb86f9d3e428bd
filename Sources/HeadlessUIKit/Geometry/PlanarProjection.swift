/// A projective map of the plane: a 3×3 matrix applied to row vectors `(x, y, 1)`, then
/// divided by the third coordinate. Internal.
///
/// Core Animation flattens every layer's sublayers into its plane (math-reference.md §4.3:
/// "normal layers flatten their sublayers to z = 0"). A point of a layer lies in that layer's
/// plane (z = 0), and after it is carried into the superlayer its z is dropped. So one step
/// of a layer-to-superlayer mapping only needs the rows and columns of the 4×4 matrix for
/// x, y and w: a plane-to-plane projective map, which can be composed and inverted
/// exactly. That is what lets points be converted *down* a tree with perspective.
struct PlanarProjection: Sendable, Equatable {
    var m11: CGFloat, m12: CGFloat, m13: CGFloat
    var m21: CGFloat, m22: CGFloat, m23: CGFloat
    var m31: CGFloat, m32: CGFloat, m33: CGFloat

    static let identity = PlanarProjection(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
    }

    /// The restriction of `t` to points with z = 0, with the output z dropped: rows and
    /// columns 1, 2 and 4 of `t`.
    init(flattening t: CATransform3D) {
        self.init(
            m11: t.m11, m12: t.m12, m13: t.m14,
            m21: t.m21, m22: t.m22, m23: t.m24,
            m31: t.m41, m32: t.m42, m33: t.m44)
    }

    /// `self · other`: applies `self` first.
    func concatenating(_ o: PlanarProjection) -> PlanarProjection {
        PlanarProjection(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// The inverse (adjugate over determinant), or nil when the map is singular or the
    /// inverse is not finite.
    var inverse: PlanarProjection? {
        let c11 = m22 * m33 - m23 * m32
        let c12 = m23 * m31 - m21 * m33
        let c13 = m21 * m32 - m22 * m31
        let determinant = m11 * c11 + m12 * c12 + m13 * c13
        guard determinant != 0, determinant.isFinite else { return nil }
        let inverse = PlanarProjection(
            m11: c11 / determinant,
            m12: (m13 * m32 - m12 * m33) / determinant,
            m13: (m12 * m23 - m13 * m22) / determinant,
            m21: c12 / determinant,
            m22: (m11 * m33 - m13 * m31) / determinant,
            m23: (m13 * m21 - m11 * m23) / determinant,
            m31: c13 / determinant,
            m32: (m12 * m31 - m11 * m32) / determinant,
            m33: (m11 * m22 - m12 * m21) / determinant)
        let entries = [
            inverse.m11, inverse.m12, inverse.m13, inverse.m21, inverse.m22, inverse.m23,
            inverse.m31, inverse.m32, inverse.m33,
        ]
        guard entries.allSatisfy(\.isFinite) else { return nil }
        return inverse
    }

    /// `(x, y, 1) · self`, divided by the third coordinate. A point on the line at
    /// infinity (third coordinate 0) maps to infinity or NaN; nothing is clipped.
    func apply(to point: CGPoint) -> CGPoint {
        let x = point.x * m11 + point.y * m21 + m31
        let y = point.x * m12 + point.y * m22 + m32
        let w = point.x * m13 + point.y * m23 + m33
        if w == 1 { return CGPoint(x: x, y: y) }
        return CGPoint(x: x / w, y: y / w)
    }

    /// The bounding box of the four mapped corners of `rect`; null stays null.
    func apply(to rect: CGRect) -> CGRect {
        guard !rect.isNull else { return rect }
        // The corners in `corners` order, without the array (a frame's presentation frames).
        let topLeft = apply(to: CGPoint(x: rect.minX, y: rect.minY))
        let topRight = apply(to: CGPoint(x: rect.maxX, y: rect.minY))
        let bottomRight = apply(to: CGPoint(x: rect.maxX, y: rect.maxY))
        let bottomLeft = apply(to: CGPoint(x: rect.minX, y: rect.maxY))
        return CGRect(boundingBoxOf: topLeft, topRight, bottomRight, bottomLeft)
    }
}
