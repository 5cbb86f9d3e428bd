import HeadlessUIKit

/// Renders a layer tree's presentation values at the display's current time into a
/// ``Raster``, as Core Animation composites it (docs/compositor.md).
public enum HeadlessCompositor {
    /// The largest raster side, in pixels: a larger viewport is refused with an empty raster
    /// rather than allocating without bound.
    public static let maximumSide = 16384

    /// Renders `layer` (placed by its own presentation geometry in the space it is placed in)
    /// and its sublayers.
    @MainActor
    public static func render(_ layer: CALayer, options: CompositorOptions = .standard) -> Raster {
        capture(layer, options: options).raster
    }

    /// Renders `view`'s layer tree; see ``render(_:options:)-(CALayer,_)``.
    @MainActor
    public static func render(_ view: UIView, options: CompositorOptions = .standard) -> Raster {
        render(view.layer, options: options)
    }

    /// Renders `view` alone as it shows at rest at `frame` (in the space the viewport is in):
    /// its layer untransformed, anchored at its centre, at `alpha` and shown, its subviews as
    /// they are. What a screen contract expects a destination to look like once a transition
    /// is over; the viewport defaults to `frame`.
    @MainActor
    public static func render(
        _ view: UIView, restingAt frame: CGRect, alpha: CGFloat = 1, options: CompositorOptions = .standard
    ) -> Raster {
        capture(view, restingAt: frame, alpha: alpha, options: options).raster
    }

    /// Renders a built tree into the pixels of `viewport` at the options' scale.
    static func render(_ tree: RenderNode, viewport: CGRect, options: CompositorOptions) -> Raster {
        let scale = Double(options.scale)
        let width = Double(viewport.width) * scale
        let height = Double(viewport.height) * scale
        guard scale > 0, width.isFinite, height.isFinite, viewport.minX.isFinite, viewport.minY.isFinite,
            width <= Double(maximumSide), height <= Double(maximumSide)
        else { return Raster(width: 0, height: 0) }
        let box = PixelRect(x: 0, y: 0, width: Int(width.rounded(.up)), height: Int(height.rounded(.up)))
        let toPixel = Homography.viewport(originX: Double(viewport.minX), originY: Double(viewport.minY), scale: scale)
        let root = ParentFrame(toPixel: toPixel, sublayerTransform: nil, steps: [toPixel], clip: ClipState(box: box))
        var canvas = Canvas(box: box)
        Renderer.draw(tree, in: root, opacity: 1, into: &canvas)
        return canvas.raster(over: options.background.map(PremultipliedColor.init))
    }
}
