import HeadlessUIKit

/// A projective map of the plane: a 3×3 matrix applied to row vectors `(x, y, 1)` and
/// divided by the third coordinate.
///
/// Core Animation flattens a layer's sublayers into the layer's plane, so each step from a
/// layer's bounds space to its superlayer's is the 4×4 transform restricted to z = 0 with the
/// output z dropped: rows and columns 1, 2 and 4 (docs/compositor.md, "Design").
struct Homography: Equatable {
    var m11: Double, m12: Double, m13: Double
    var m21: Double, m22: Double, m23: Double
    var m31: Double, m32: Double, m33: Double

    static let identity = Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    init(
        m11: Double, m12: Double, m13: Double,
        m21: Double, m22: Double, m23: Double,
        m31: Double, m32: Double, m33: Double
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

    /// The restriction of `t` to z = 0 with z dropped.
    init(flattening t: CATransform3D) {
        self.init(
            m11: Double(t.m11), m12: Double(t.m12), m13: Double(t.m14),
            m21: Double(t.m21), m22: Double(t.m22), m23: Double(t.m24),
            m31: Double(t.m41), m32: Double(t.m42), m33: Double(t.m44))
    }

    /// A scale by `s` after a translation by `(−x, −y)`: from a viewport's space to pixels.
    static func viewport(originX x: Double, originY y: Double, scale s: Double) -> Homography {
        Homography(m11: s, m12: 0, m13: 0, m21: 0, m22: s, m23: 0, m31: -x * s, m32: -y * s, m33: 1)
    }

    /// `self · o`: applies `self` first.
    func concatenating(_ o: Homography) -> Homography {
        Homography(
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

    /// The determinant: its sign tells whether the map keeps the plane's orientation.
    var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// Whether the map is affine with a positive weight: then it never moves a point behind
    /// the eye, and no clipping is needed for it.
    var isPositiveAffine: Bool { m13 == 0 && m23 == 0 && m33 > 0 }

    /// The inverse (adjugate over determinant), or nil when the map is singular or the
    /// inverse is not finite (a layer seen edge-on).
    var inverse: Homography? {
        let d = determinant
        guard d != 0, d.isFinite else { return nil }
        let r = Homography(
            m11: (m22 * m33 - m23 * m32) / d, m12: (m13 * m32 - m12 * m33) / d, m13: (m12 * m23 - m13 * m22) / d,
            m21: (m23 * m31 - m21 * m33) / d, m22: (m11 * m33 - m13 * m31) / d, m23: (m13 * m21 - m11 * m23) / d,
            m31: (m21 * m32 - m22 * m31) / d, m32: (m12 * m31 - m11 * m32) / d, m33: (m11 * m22 - m12 * m21) / d)
        let entries = [r.m11, r.m12, r.m13, r.m21, r.m22, r.m23, r.m31, r.m32, r.m33]
        return entries.allSatisfy(\.isFinite) ? r : nil
    }

    /// `(x, y, 1) · self` before the divide.
    @inline(__always)
    func homogeneous(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        (x * m11 + y * m21 + m31, x * m12 + y * m22 + m32, x * m13 + y * m23 + m33)
    }
}
