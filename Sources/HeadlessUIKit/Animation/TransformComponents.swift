/// A 3-D transform taken apart into translation, scale, skew, perspective and a rotation
/// quaternion, for interpolating transforms and for the `transform.rotation`/`.scale`/
/// `.translation` key paths (internal).
///
/// The decomposition is the one in CSS Transforms Level 2 ("decomposing a 3D matrix", after
/// Graphics Gems II `unmatrix`), which WebKit implements; its matrices use Core Animation's
/// layout (row vectors, translation in the last row), so it applies as written. With row
/// vectors, the matrix is recomposed as
///
///     M = N · P,   N = [diag(scale) · K · R   0]
///                      [translation           1],
///
/// where R is the rotation (rows orthonormal), K the unit lower-triangular skew matrix with
/// `skew = (xy, xz, yz)` below the diagonal, and P the identity with its last column replaced by
/// `perspective`: a point is scaled, skewed, rotated, translated, then projected. The quaternion
/// is the one whose rotation matrix, in this layout, is R, found by Shepperd's method rather
/// than the CSS square roots (for precision), so that `TransformComponents(m)!.matrix` gives
/// back m divided by m44 (tested). Decomposition fails,
/// giving nil, when m44 is 0 or the upper-left 3×3 block is singular.
struct TransformComponents: Equatable, Sendable {
    var translation: SIMD3<Double>
    var scale: SIMD3<Double>
    /// The xy, xz and yz shears.
    var skew: SIMD3<Double>
    var perspective: SIMD4<Double>
    /// (x, y, z, w) of a unit quaternion.
    var quaternion: SIMD4<Double>

    /// The identity's components.
    static let identity = TransformComponents(
        translation: .zero, scale: SIMD3(1, 1, 1), skew: .zero, perspective: SIMD4(0, 0, 0, 1),
        quaternion: SIMD4(0, 0, 0, 1))

    init(
        translation: SIMD3<Double>, scale: SIMD3<Double>, skew: SIMD3<Double>, perspective: SIMD4<Double>,
        quaternion: SIMD4<Double>
    ) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.quaternion = quaternion
    }

    /// Decomposes `t`; nil when it cannot be decomposed. Allocates nothing.
    init?(_ t: CATransform3D) {
        let w = Double(t.m44)
        guard w != 0, w.isFinite else { return nil }
        let rows = (
            SIMD3(Double(t.m11), Double(t.m12), Double(t.m13)) / w,
            SIMD3(Double(t.m21), Double(t.m22), Double(t.m23)) / w,
            SIMD3(Double(t.m31), Double(t.m32), Double(t.m33)) / w
        )
        let lastRow = SIMD3(Double(t.m41), Double(t.m42), Double(t.m43)) / w
        // The affine part N (last column cleared); its 3×3 block must be invertible.
        let determinant = Self.dot(rows.0, Self.cross(rows.1, rows.2))
        guard determinant != 0, determinant.isFinite else { return nil }

        let column = SIMD4(Double(t.m14), Double(t.m24), Double(t.m34), Double(t.m44)) / w
        if column.x != 0 || column.y != 0 || column.z != 0 {
            // The last column of M is N · p. With N = [A 0; t 1]: A · p.xyz = column.xyz and
            // t · p.xyz + p.w = column.w. A's inverse has the columns (r1×r2, r2×r0, r0×r1)/det.
            let solved =
                (column.x * Self.cross(rows.1, rows.2) + column.y * Self.cross(rows.2, rows.0)
                    + column.z * Self.cross(rows.0, rows.1)) / determinant
            perspective = SIMD4(solved.x, solved.y, solved.z, column.w - Self.dot(lastRow, solved))
        } else {
            perspective = SIMD4(0, 0, 0, 1)
        }
        translation = lastRow

        // Gram-Schmidt on the rows: scale, skew and the orthonormal rotation rows.
        var row0 = rows.0
        var row1 = rows.1
        var row2 = rows.2
        var scale = SIMD3<Double>.zero
        var skew = SIMD3<Double>.zero
        scale.x = Self.length(row0)
        row0 /= scale.x
        skew.x = Self.dot(row0, row1)
        row1 -= skew.x * row0
        scale.y = Self.length(row1)
        row1 /= scale.y
        skew.x /= scale.y
        skew.y = Self.dot(row0, row2)
        row2 -= skew.y * row0
        skew.z = Self.dot(row1, row2)
        row2 -= skew.z * row1
        scale.z = Self.length(row2)
        row2 /= scale.z
        skew.y /= scale.z
        skew.z /= scale.z
        if Self.dot(row0, Self.cross(row1, row2)) < 0 {
            scale = -scale
            row0 = -row0
            row1 = -row1
            row2 = -row2
        }
        self.scale = scale
        self.skew = skew
        quaternion = Self.quaternion(rows: row0, row1, row2)
        guard translation.isFinite, scale.isFinite, skew.isFinite, perspective.isFinite, quaternion.isFinite else {
            return nil
        }
    }

    /// The recomposed matrix.
    var matrix: CATransform3D {
        let r = rotationRows
        // A = diag(scale) · K · R, row by row.
        let a0 = scale.x * r.0
        let a1 = scale.y * (r.1 + skew.x * r.0)
        let a2 = scale.z * (r.2 + skew.y * r.0 + skew.z * r.1)
        let p = perspective
        let t = translation
        return CATransform3D(
            m11: a0.x, m12: a0.y, m13: a0.z, m14: Self.dot(a0, p.xyz),
            m21: a1.x, m22: a1.y, m23: a1.z, m24: Self.dot(a1, p.xyz),
            m31: a2.x, m32: a2.y, m33: a2.z, m34: Self.dot(a2, p.xyz),
            m41: t.x, m42: t.y, m43: t.z, m44: Self.dot(t, p.xyz) + p.w)
    }

    /// The rows of the rotation matrix of `quaternion`.
    var rotationRows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) {
        let (x, y, z, w) = (quaternion.x, quaternion.y, quaternion.z, quaternion.w)
        return (
            SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
            SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
            SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
        )
    }

    /// Linear interpolation of every component but the rotation, which is interpolated
    /// spherically along the shorter arc.
    func interpolated(to other: TransformComponents, fraction t: Double) -> TransformComponents {
        TransformComponents(
            translation: translation + (other.translation - translation) * t,
            scale: scale + (other.scale - scale) * t,
            skew: skew + (other.skew - skew) * t,
            perspective: perspective + (other.perspective - perspective) * t,
            quaternion: Self.slerp(quaternion, other.quaternion, t))
    }

    // MARK: Euler angles, for `rotation.x/.y/.z`

    /// The rotation as angles about x, y and z, applied in that order (row vectors:
    /// R = Rx · Ry · Rz) [INF: Core Animation documents `transform.rotation.x/.y/.z` as the
    /// rotation "in the x/y/z axis" without an order; for a rotation about one axis every order
    /// gives the same angle].
    var eulerAngles: SIMD3<Double> {
        get {
            let r = rotationRows
            let sinY = Swift.min(Swift.max(-r.0.z, -1), 1)
            let angleY = asin(sinY)
            if abs(sinY) < 1 - 1e-12 {
                return SIMD3(atan2(r.1.z, r.2.z), angleY, atan2(r.0.y, r.0.x))
            }
            // Gimbal lock: attribute the rotation to x, with z = 0.
            return SIMD3(atan2(r.1.x * sinY, r.1.y), angleY, 0)
        }
        set {
            let (ca, sa) = (cos(newValue.x), sin(newValue.x))
            let (cb, sb) = (cos(newValue.y), sin(newValue.y))
            let (cc, sc) = (cos(newValue.z), sin(newValue.z))
            // Rows of Rx · Ry · Rz.
            let row0 = SIMD3(cb * cc, cb * sc, -sb)
            let row1 = SIMD3(sa * sb * cc - ca * sc, sa * sb * sc + ca * cc, sa * cb)
            let row2 = SIMD3(ca * sb * cc + sa * sc, ca * sb * sc - sa * cc, ca * cb)
            quaternion = Self.quaternion(rows: row0, row1, row2)
        }
    }

    // MARK: Best-effort components of matrices that cannot be decomposed

    /// Components for setting one field of a transform that cannot be decomposed (a zero
    /// scale): translation from the last row, scale from the lengths of the first three rows, no
    /// rotation, skew or perspective [INF].
    static func approximate(_ t: CATransform3D) -> TransformComponents {
        var components = identity
        components.translation = SIMD3(Double(t.m41), Double(t.m42), Double(t.m43))
        components.scale = SIMD3(
            length(SIMD3(Double(t.m11), Double(t.m12), Double(t.m13))),
            length(SIMD3(Double(t.m21), Double(t.m22), Double(t.m23))),
            length(SIMD3(Double(t.m31), Double(t.m32), Double(t.m33))))
        return components
    }

    // MARK: Helpers

    /// The unit quaternion of the rotation with orthonormal rows `r0`, `r1`, `r2` (the inverse of
    /// `rotationRows`), by Shepperd's method: the largest of |w|, |x|, |y|, |z| is found from the
    /// diagonal, the others from sums and differences of off-diagonal entries, which keeps full
    /// precision for rotations about one axis (the square roots of the CSS algorithm lose half
    /// the digits near zero).
    private static func quaternion(rows r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) -> SIMD4<Double> {
        let trace = r0.x + r1.y + r2.z
        var q: SIMD4<Double>
        if trace >= r0.x, trace >= r1.y, trace >= r2.z {
            let w = (1 + trace).squareRoot() / 2
            q = SIMD4((r1.z - r2.y) / (4 * w), (r2.x - r0.z) / (4 * w), (r0.y - r1.x) / (4 * w), w)
        } else if r0.x >= r1.y, r0.x >= r2.z {
            let x = Swift.max(1 + r0.x - r1.y - r2.z, 0).squareRoot() / 2
            q = SIMD4(x, (r0.y + r1.x) / (4 * x), (r0.z + r2.x) / (4 * x), (r1.z - r2.y) / (4 * x))
        } else if r1.y >= r2.z {
            let y = Swift.max(1 - r0.x + r1.y - r2.z, 0).squareRoot() / 2
            q = SIMD4((r0.y + r1.x) / (4 * y), y, (r1.z + r2.y) / (4 * y), (r2.x - r0.z) / (4 * y))
        } else {
            let z = Swift.max(1 - r0.x - r1.y + r2.z, 0).squareRoot() / 2
            q = SIMD4((r0.z + r2.x) / (4 * z), (r1.z + r2.y) / (4 * z), z, (r0.y - r1.x) / (4 * z))
        }
        if q.w < 0 { q = -q }
        let norm = (q * q).sum().squareRoot()
        return norm > 0 ? q / norm : SIMD4(0, 0, 0, 1)
    }

    private static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
        var b = b
        var product = (a * b).sum()
        if product < 0 {
            b = -b
            product = -product
        }
        product = Swift.min(product, 1)
        if product > 1 - 1e-12 {
            // Nearly the same rotation: normalized linear interpolation avoids dividing by ~0.
            let mixed = a + (b - a) * t
            let norm = (mixed * mixed).sum().squareRoot()
            return norm > 0 ? mixed / norm : a
        }
        let theta = acos(product)
        let sine = sin(theta)
        return a * (sin((1 - t) * theta) / sine) + b * (sin(t * theta) / sine)
    }

    private static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
        (a * b).sum()
    }

    private static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    private static func length(_ a: SIMD3<Double>) -> Double {
        dot(a, a).squareRoot()
    }
}

extension SIMD3 where Scalar == Double {
    fileprivate var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite }
}

extension SIMD4 where Scalar == Double {
    fileprivate var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite && w.isFinite }
    fileprivate var xyz: SIMD3<Double> { SIMD3(x, y, z) }
}
