// The frame of a layer and the matrices that place a layer in its superlayer
// (math-reference.md §4.3, uikit-semantics.md §6.1).

extension CALayer {
    /// The frame computed from the geometry; see ``CALayer/frame``.
    var frameFromGeometry: CGRect {
        CGRect(boundingBoxOf: bounds.corners.map { mapToSuperlayerSpace($0) })
    }

    /// Sets `bounds.size` and `position` from a frame; see ``CALayer/frame``.
    func setGeometry(fromFrame newValue: CGRect) {
        let target = newValue.standardized
        if CATransform3DIsIdentity(transform) {
            bounds.size = target.size
            position = CGPoint(
                x: target.minX + anchorPoint.x * target.width,
                y: target.minY + anchorPoint.y * target.height)
            return
        }
        let linear = CATransform3DGetAffineTransform(transform)
        let determinant = linear.a * linear.d - linear.b * linear.c
        if determinant != 0, determinant.isFinite {
            // Row vector (w, h) · L⁻¹ for L = [a b; c d]; the box of the image of a w×h
            // rectangle spans |n11|·w + |n21|·h by |n12|·w + |n22|·h.
            let (n11, n12) = (linear.d / determinant, -linear.b / determinant)
            let (n21, n22) = (-linear.c / determinant, linear.a / determinant)
            let size = CGSize(
                width: abs(n11) * target.width + abs(n21) * target.height,
                height: abs(n12) * target.width + abs(n22) * target.height)
            if size.width.isFinite, size.height.isFinite {
                bounds.size = size
            }
        }
        let centre = mapToSuperlayerSpace(CGPoint(x: bounds.midX, y: bounds.midY), includingPosition: false)
        position = CGPoint(x: target.midX - centre.x, y: target.midY - centre.y)
    }

    /// The affine part of `transform` (`CATransform3DGetAffineTransform`).
    public func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets `transform` to the 3-D form of `m` (`CATransform3DMakeAffineTransform`).
    public func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    // MARK: Internal matrices

    /// The anchor point in the layer's own (bounds) space, with `anchorPointZ`.
    var anchorInBoundsSpace: (x: CGFloat, y: CGFloat, z: CGFloat) {
        (
            x: bounds.minX + anchorPoint.x * bounds.width,
            y: bounds.minY + anchorPoint.y * bounds.height,
            z: anchorPointZ
        )
    }

    /// `T(−A) · transform · T(position, zPosition)`: from this layer's bounds space to its
    /// superlayer's bounds space, before the superlayer's `sublayerTransform`.
    var transformToSuperlayer: CATransform3D {
        let anchor = anchorInBoundsSpace
        return CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchor.z)
            .multiplied(by: transform)
            .multiplied(by: CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// `T(−A) · sublayerTransform · T(A)`: the sublayer transform applied about this layer's
    /// anchor point, in this layer's bounds space [math-reference §4.3, after WebKit's
    /// `TextureMapperLayer`; INF for exact Core Animation parity when anchorPointZ ≠ 0].
    var sublayerTransformAboutAnchor: CATransform3D {
        if CATransform3DIsIdentity(sublayerTransform) { return CATransform3DIdentity }
        let anchor = anchorInBoundsSpace
        return CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchor.z)
            .multiplied(by: sublayerTransform)
            .multiplied(by: CATransform3DMakeTranslation(anchor.x, anchor.y, anchor.z))
    }

    /// The plane-to-plane map from this layer's bounds space into its superlayer's bounds
    /// space, including the superlayer's `sublayerTransform`, flattened to z = 0 as the
    /// superlayer renders it. For a root layer it is the map into the space the root is
    /// positioned in (the screen, for a window's layer).
    var planarMapToSuperlayer: PlanarProjection {
        var full = transformToSuperlayer
        if let superlayer = superlayerStorage {
            full = full.multiplied(by: superlayer.sublayerTransformAboutAnchor)
        }
        return PlanarProjection(flattening: full)
    }

    /// A point of the bounds space carried into the superlayer's space without the
    /// superlayer's sublayer transform (the frame's mapping). With `includingPosition`
    /// false the result is relative to `position`.
    func mapToSuperlayerSpace(_ point: CGPoint, includingPosition: Bool = true) -> CGPoint {
        let anchor = anchorInBoundsSpace
        let image = transform.projecting(x: point.x - anchor.x, y: point.y - anchor.y, z: -anchor.z)
        guard includingPosition else { return CGPoint(x: image.x, y: image.y) }
        return CGPoint(x: image.x + position.x, y: image.y + position.y)
    }
}
