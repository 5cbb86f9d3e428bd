/// A 4×4 homogeneous transform, as Core Animation defines it (`struct CATransform3D`).
///
/// Points are **row vectors**: `(x', y', z', w') = (x, y, z, 1) · M`, then divided by `w'`,
/// so `x' = x·m11 + y·m21 + z·m31 + m41` and `w' = x·m14 + y·m24 + z·m34 + m44`
/// [DOC CATransform3D.h; math-reference.md §4.1]. The translation is the last row and
/// perspective lives in the last column (`m34 = −1/d` for an eye at distance `d`).
///
/// The C-style functions (`CATransform3DMakeRotation`, `CATransform3DConcat`, ...) are in
/// `CATransform3D+Functions.swift`. `Equatable` is exact, as `CATransform3DEqualToTransform`
/// is; use ``ApproximatelyEquatable`` for tolerance.
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// All sixteen entries zero, as the imported C struct's `init()` gives in Swift on Apple
    /// platforms. This is *not* the identity; use `CATransform3DIdentity`.
    public init() {
        self.init(rows: [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]])
    }

    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }
}

// Row access for the matrix algebra in this package. Not Core Animation API.
extension CATransform3D {
    /// Builds a transform from four rows of four entries; missing entries are zero.
    init(rows: [[CGFloat]]) {
        func entry(_ row: Int, _ column: Int) -> CGFloat {
            row < rows.count && column < rows[row].count ? rows[row][column] : 0
        }
        self.init(
            m11: entry(0, 0), m12: entry(0, 1), m13: entry(0, 2), m14: entry(0, 3),
            m21: entry(1, 0), m22: entry(1, 1), m23: entry(1, 2), m24: entry(1, 3),
            m31: entry(2, 0), m32: entry(2, 1), m33: entry(2, 2), m34: entry(2, 3),
            m41: entry(3, 0), m42: entry(3, 1), m43: entry(3, 2), m44: entry(3, 3))
    }

    /// The four rows, each of four entries.
    var rows: [[CGFloat]] {
        [
            [m11, m12, m13, m14],
            [m21, m22, m23, m24],
            [m31, m32, m33, m34],
            [m41, m42, m43, m44],
        ]
    }

    /// The matrix product `self · other` (row-vector convention: `self` applies first).
    /// Written out term by term so that it allocates nothing.
    func multiplied(by o: CATransform3D) -> CATransform3D {
        CATransform3D(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43,
            m14: m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43,
            m24: m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43,
            m34: m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44,
            m41: m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41,
            m42: m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42,
            m43: m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43,
            m44: m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44)
    }

    /// `(x, y, z, 1) · self` before the perspective divide: `(x', y', z', w')`.
    func homogeneousImage(x: CGFloat, y: CGFloat, z: CGFloat) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        (
            x: x * m11 + y * m21 + z * m31 + m41,
            y: x * m12 + y * m22 + z * m32 + m42,
            z: x * m13 + y * m23 + z * m33 + m43,
            w: x * m14 + y * m24 + z * m34 + m44
        )
    }

    /// `(x, y, z, 1) · self`, divided by `w'`. A point with `w' = 0` (on the eye plane)
    /// maps to infinity or NaN; no clipping is done.
    func projecting(x: CGFloat, y: CGFloat, z: CGFloat) -> (x: CGFloat, y: CGFloat, z: CGFloat) {
        let image = homogeneousImage(x: x, y: y, z: z)
        if image.w == 1 { return (image.x, image.y, image.z) }
        return (image.x / image.w, image.y / image.w, image.z / image.w)
    }
}
