import HeadlessUIKit

/// One layer as the renderer sees it: the presentation values of its geometry and
/// appearance, what fills it, its sublayers and its mask. Built on the main actor from the
/// live layer tree (`RenderNode+Layers.swift`) or from a snapshot's capture
/// (`RenderNode+Snapshots.swift`), then rendered off it.
final class RenderNode {
    var bounds: CGRect
    var position: CGPoint
    var zPosition: Double
    var anchorPoint: CGPoint
    var anchorPointZ: Double
    var transform: CATransform3D
    var sublayerTransform: CATransform3D
    var opacity: Double
    var isHidden: Bool
    var masksToBounds: Bool
    var cornerRadius: Double
    var compositing: LayerCompositingValues
    var background: PremultipliedColor?
    /// The placeholder pattern's colors, for a view without a background color.
    var placeholder: PlaceholderPattern?
    /// Sublayers, back to front in sublayer order (zPosition sorts them when drawn).
    var sublayers: [RenderNode] = []
    var mask: RenderNode?

    init(
        bounds: CGRect, position: CGPoint, zPosition: Double, anchorPoint: CGPoint, anchorPointZ: Double,
        transform: CATransform3D, sublayerTransform: CATransform3D, opacity: Double, isHidden: Bool,
        masksToBounds: Bool, cornerRadius: Double, compositing: LayerCompositingValues, background: CGColor?
    ) {
        self.bounds = bounds
        self.position = position
        self.zPosition = zPosition
        self.anchorPoint = anchorPoint
        self.anchorPointZ = anchorPointZ
        self.transform = transform
        self.sublayerTransform = sublayerTransform
        self.opacity = opacity
        self.isHidden = isHidden
        self.masksToBounds = masksToBounds
        self.cornerRadius = cornerRadius
        self.compositing = compositing
        self.background = background.map(PremultipliedColor.init)
    }

    /// The anchor point in the bounds space, with `anchorPointZ`.
    var anchor: (x: Double, y: Double, z: Double) {
        (
            Double(bounds.minX + anchorPoint.x * bounds.width), Double(bounds.minY + anchorPoint.y * bounds.height),
            anchorPointZ
        )
    }

    /// `T(−A) · transform · T(position, zPosition)`: from the bounds space to the
    /// superlayer's, before the superlayer's sublayer transform [math-reference §4.3].
    var transformToSuperlayer: CATransform3D {
        let a = anchor
        return CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(-a.x, -a.y, -a.z), transform),
            CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// `T(−A) · sublayerTransform · T(A)`: the sublayer transform about the anchor point.
    var sublayerTransformAboutAnchor: CATransform3D? {
        if CATransform3DIsIdentity(sublayerTransform) { return nil }
        let a = anchor
        return CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(-a.x, -a.y, -a.z), sublayerTransform),
            CATransform3DMakeTranslation(a.x, a.y, a.z))
    }

    /// The rounded bounds: the shape of the background, the border's outer edge and the clip.
    var shape: RoundedRect {
        RoundedRect(bounds, radius: cornerRadius, corners: compositing.maskedCorners)
    }
}
