/// A 2-D affine transform, as Core Graphics defines it: the matrix
///
///     | a  b  0 |
///     | c  d  0 |
///     | tx ty 1 |
///
/// applied to row vectors, so a point maps as `[x y 1] · t`, that is
/// `x' = a·x + c·y + tx` and `y' = b·x + d·y + ty` [DOC CGAffineTransform.h;
/// math-reference.md §4.4].
///
/// Foundation on Linux has no `CGAffineTransform` (it has the unrelated `AffineTransform`),
/// so it is defined here with the Swift spelling of the current SDK. `Equatable` is exact,
/// as `CGAffineTransformEqualToTransform` is; use ``ApproximatelyEquatable`` for tolerance.
///
/// Composition follows Core Graphics: `t1.concatenating(t2)` is `t1 · t2`, which applies
/// `t1` first; `translatedBy`, `scaledBy` and `rotated(by:)` return `op · t`, so the new
/// operation is applied to points *before* `t` (in `t`'s local frame) [DOC header; math-reference
/// §4.4, uikit-semantics §6.2].
public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// All six entries zero, as the imported C struct's `init()` gives in Swift on Apple
    /// platforms. This is *not* the identity; use ``identity``.
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The unlabelled form of ``init(a:b:c:d:tx:ty:)``.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The translation `[1 0 0 1 tx ty]` (`CGAffineTransformMakeTranslation`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// The scale `[sx 0 0 sy 0 0]` (`CGAffineTransformMakeScale`).
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// The rotation `[cos θ, sin θ, −sin θ, cos θ, 0, 0]` (`CGAffineTransformMakeRotation`)
    /// [DOC header; math-reference §4.4].
    ///
    /// It maps (1, 0) to (cos θ, sin θ). In UIKit's y-down coordinates a positive angle
    /// therefore turns clockwise on screen, although the documentation calls it
    /// counterclockwise (uikit-semantics §6.2). The sine and cosine are not rounded, so
    /// `CGAffineTransform(rotationAngle: .pi / 2).a` is about 6.1e-17, as on Apple platforms.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform `[1 0 0 1 0 0]`.
    public static var identity: CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// Whether the transform is exactly the identity (`CGAffineTransformIsIdentity`).
    public var isIdentity: Bool { self == .identity }

    /// `self · t2`: the transform that applies `self` first and then `t2`
    /// (`CGAffineTransformConcat(self, t2)`).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// `T(tx, ty) · self`: translates in `self`'s local frame, so the new translation is
    /// `tx' = tx + a·x + c·y`, `ty' = ty + b·x + d·y` (`CGAffineTransformTranslate`).
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// `S(sx, sy) · self` (`CGAffineTransformScale`).
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// `R(angle) · self` (`CGAffineTransformRotate`).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform, or `self` unchanged when `self` cannot be inverted, as
    /// `CGAffineTransformInvert` documents [DOC header].
    ///
    /// Singular means a zero determinant `a·d − b·c`, or an inverse that is not finite
    /// (for example when the determinant underflows or an entry is infinite or NaN). Core
    /// Graphics' exact threshold is not documented [INF].
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let inverse = CGAffineTransform(
            a: d / determinant,
            b: -b / determinant,
            c: -c / determinant,
            d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant)
        guard inverse.entries.allSatisfy(\.isFinite) else { return self }
        return inverse
    }

    /// The six entries in declaration order, for checks that treat them alike.
    var entries: [CGFloat] { [a, b, c, d, tx, ty] }
}
