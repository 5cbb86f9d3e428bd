#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

// Changing an anchor point without moving the view (uikit-semantics.md §6.1;
// math-reference.md §4.3).
//
// This file uses UIKit API only: it builds against UIKit in an iOS app and against
// HeadlessUIKit elsewhere, unchanged. It does not depend on `TransitionViewState.swift`.
//
// The math. A layer maps a point p of its bounds space into its superlayer by the row-vector
// product M = T(−A) · T · T(P): subtract the anchor A = (bounds.minX + anchorPoint.x·width,
// bounds.minY + anchorPoint.y·height, anchorPointZ), apply the transform T, add the position
// P = (position, zPosition), then divide by w (math-reference.md §4.3). Moving the anchor by
// δ = (Δanchor.x·width, Δanchor.y·height, 0) and the position by e gives
// M' = T(−A − δ) · T' · T(P + e), and M' = λ·M (the same picture) exactly when
//
//     T' = λ · T(δ) · T · T(−e)                                                     (1)
//
// for any e and any λ > 0. Which e and λ:
// - e is how far the new anchor's point is, on screen, from the old anchor's, under the
//   current geometry: e = h((δ, −anchorPointZ, 1)·T) − h((0, 0, −anchorPointZ, 1)·T), with h
//   the division by w. So the new transform carries its anchor to the same offset from
//   `position` as the old one did.
// - λ = w₀ / w₁, with w₀ = m44 − anchorPointZ·m34 the w of the old anchor and
//   w₁ = w₀ + δx·m14 + δy·m24 that of the new one, so the anchor's w is unchanged. Both must
//   be positive (the anchors in front of the eye); otherwise no position shows them.
//
// Without perspective (m14 = m24 = m34 = 0: every 2-D transform, and 3-D rotations, scales
// and translations) w is the constant m44, e = (δx·m11 + δy·m21, δx·m12 + δy·m22) / m44 —
// the anchor change times the size, carried through the transform's linear part — and (1)
// leaves T as it is except the depth translation m43, which grows by δx·m13 + δy·m23. That
// is zero for 2-D transforms, so their transform is untouched, bit for bit. For a layer
// tilted out of the screen plane it keeps the plane at its depth, which shows only through
// a superlayer's perspective `sublayerTransform` (the usual card-flip setup).
//
// With perspective in the layer's own transform (m14 or m24 ≠ 0, as after
// `t.m34 = −1/d; t = CATransform3DRotate(t, angle, 0, 1, 0)`) the eye sits in front of the
// anchor, so moving the anchor moves the eye across the content: the picture would change
// shape, not just place, and no position alone can keep it. Then (1) re-expresses the
// transform about the new anchor, with the eye where it was.

extension CALayer {
    /// Sets `anchorPoint` without moving the layer: afterwards every point of the layer
    /// appears where it did before, in the superlayer and on screen, whatever the transform,
    /// including 3-D ones with perspective.
    ///
    /// Core Animation keeps `position` when `anchorPoint` changes, so on its own the change
    /// moves the layer by the anchor change times the bounds size, carried through the
    /// transform (uikit-semantics.md §6.1). This method also moves `position` to compensate,
    /// and rewrites `transform` only where that cannot suffice: the depth translation `m43`
    /// of a layer tilted out of the screen plane, and the whole matrix when the transform has
    /// perspective of its own (see the comment at the top of this file for the math).
    /// 2-D transforms are never rewritten.
    ///
    /// - Returns: false, changing nothing, when the old or the new anchor lies at or behind
    ///   the eye plane of the transform's perspective (or the geometry is not finite), since
    ///   no position then shows the layer where it was.
    @discardableResult
    public func setAnchorPointKeepingFrame(_ newAnchorPoint: CGPoint) -> Bool {
        let t = transform
        let dx = (newAnchorPoint.x - anchorPoint.x) * bounds.width
        let dy = (newAnchorPoint.y - anchorPoint.y) * bounds.height
        guard dx.isFinite, dy.isFinite else { return false }
        if dx == 0, dy == 0 {
            anchorPoint = newAnchorPoint
            return true
        }
        let z = -anchorPointZ
        let oldW = z * t.m34 + t.m44
        let newW = oldW + dx * t.m14 + dy * t.m24
        guard oldW > 0, newW > 0, oldW.isFinite, newW.isFinite else { return false }

        if t.m14 == 0, t.m24 == 0, t.m34 == 0 {
            let shiftX = (dx * t.m11 + dy * t.m21) / t.m44
            let shiftY = (dx * t.m12 + dy * t.m22) / t.m44
            let depth = dx * t.m13 + dy * t.m23
            guard shiftX.isFinite, shiftY.isFinite, depth.isFinite else { return false }
            anchorPoint = newAnchorPoint
            position = CGPoint(x: position.x + shiftX, y: position.y + shiftY)
            if depth != 0 {
                var adjusted = t
                adjusted.m43 += depth
                transform = adjusted
            }
            return true
        }

        // Where the old and the new anchor appear relative to `position` now.
        let oldX = (z * t.m31 + t.m41) / oldW
        let oldY = (z * t.m32 + t.m42) / oldW
        let newX = (dx * t.m11 + dy * t.m21 + z * t.m31 + t.m41) / newW
        let newY = (dx * t.m12 + dy * t.m22 + z * t.m32 + t.m42) / newW
        let shiftX = newX - oldX
        let shiftY = newY - oldY
        let reexpressed = scaled(
            CATransform3DConcat(
                CATransform3DConcat(CATransform3DMakeTranslation(dx, dy, 0), t),
                CATransform3DMakeTranslation(-shiftX, -shiftY, 0)),
            by: oldW / newW)
        guard shiftX.isFinite, shiftY.isFinite, allEntriesFinite(reexpressed) else { return false }
        anchorPoint = newAnchorPoint
        position = CGPoint(x: position.x + shiftX, y: position.y + shiftY)
        transform = reexpressed
        return true
    }
}

extension UIView {
    /// Sets `layer.anchorPoint` without moving the view: every point of the view appears
    /// where it did before, whatever its transform. See
    /// ``CALayer/setAnchorPointKeepingFrame(_:)``; `center` (the layer's position) moves to
    /// compensate.
    ///
    /// - Returns: false, changing nothing, when no position can keep the view in place (an
    ///   anchor at or behind the eye plane of the transform's perspective).
    @discardableResult
    public func setAnchorPointKeepingFrame(_ anchorPoint: CGPoint) -> Bool {
        layer.setAnchorPointKeepingFrame(anchorPoint)
    }
}

/// Every entry of `t` multiplied by `factor` (the same projective map when `factor` > 0).
private func scaled(_ t: CATransform3D, by factor: CGFloat) -> CATransform3D {
    var result = t
    result.m11 *= factor
    result.m12 *= factor
    result.m13 *= factor
    result.m14 *= factor
    result.m21 *= factor
    result.m22 *= factor
    result.m23 *= factor
    result.m24 *= factor
    result.m31 *= factor
    result.m32 *= factor
    result.m33 *= factor
    result.m34 *= factor
    result.m41 *= factor
    result.m42 *= factor
    result.m43 *= factor
    result.m44 *= factor
    return result
}

/// Whether every entry of `t` is finite.
private func allEntriesFinite(_ t: CATransform3D) -> Bool {
    [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
        t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ].allSatisfy(\.isFinite)
}
