// Applying an affine transform to Foundation's geometry values, with the Swift spelling of
// `CGPointApplyAffineTransform`, `CGSizeApplyAffineTransform` and
// `CGRectApplyAffineTransform` [DOC CGAffineTransform.h].

extension CGPoint {
    /// `[x y 1] · t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// `[width height 0] · t`: `(a·w + c·h, b·w + d·h)`. The translation is ignored, and the
    /// result may be negative (a flip gives a negative width), as Core Graphics does.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that contains the four transformed corners; the result is
    /// standardized. Core Graphics documents the same: "affine transforms do not preserve
    /// rectangles in general" [DOC CGRectApplyAffineTransform]. A null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        return CGRect(boundingBoxOf: corners.map { $0.applying(t) })
    }
}
