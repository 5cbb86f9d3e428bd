import HeadlessUIKit

/// A layer tree's presentation captured at one moment, composited when its pixels are first
/// asked for, or never: what a caller that may not need the pixels keeps instead of them
/// (docs/performance.md, "Instructions").
///
/// Capturing reads the presentation values into a render tree (a few percent of the cost of
/// compositing it); ``raster`` composites that tree once and keeps the result. Rendering is a
/// function of the tree, the viewport and the options alone, so the raster is byte for byte
/// the one ``HeadlessCompositor/render(_:options:)-(CALayer,_)`` gives at the moment of the
/// capture, however much later it is made; and two captures whose trees hold the same values
/// (floating-point values compared by their bits) render the same bytes, which
/// ``rendersIdentically(to:)`` answers without rendering either.
package final class CapturedScene {
    let tree: RenderNode
    let viewport: CGRect
    let options: CompositorOptions
    private var rendered: Raster?

    init(tree: RenderNode, viewport: CGRect, options: CompositorOptions) {
        self.tree = tree
        self.viewport = viewport
        self.options = options
    }

    /// The pixels, composited on the first read and kept.
    package var raster: Raster {
        if let rendered { return rendered }
        let raster = HeadlessCompositor.render(tree, viewport: viewport, options: options)
        rendered = raster
        return raster
    }

    /// Whether the pixels were composited already.
    package var isRendered: Bool { rendered != nil }

    /// The same capture as a new object without pixels (sharing the tree, which is never
    /// changed): what to keep when the pixels may be wanted again but should not be held
    /// meanwhile. Always a new object, so that compositing this one later, or the original
    /// through its other holders, keeps no pixels in the other.
    package func withoutRaster() -> CapturedScene {
        CapturedScene(tree: tree, viewport: viewport, options: options)
    }

    /// Makes this capture, not yet read or shared, hold `other`'s nodes wherever its subtrees
    /// are identical to them (``rendersIdentically(to:)``'s comparison): consecutive frames of a
    /// screen differ in a few moving layers, so the captures a caller keeps share the rest. What
    /// the capture renders does not change.
    package func shareSubtrees(with other: CapturedScene) {
        tree.shareSubtrees(with: other.tree)
    }

    /// Whether both captures render the same bytes because they hold the same tree, viewport
    /// and options, value for value. False says nothing: different trees may render alike.
    package func rendersIdentically(to other: CapturedScene) -> Bool {
        if self === other { return true }
        return viewport.isIdentical(to: other.viewport) && options.scale.bitPattern == other.options.scale.bitPattern
            && options.placeholders == other.options.placeholders && options.background == other.options.background
            && tree.isIdentical(to: other.tree)
    }
}

extension HeadlessCompositor {
    /// Captures `layer`'s presentation now, to be composited by ``CapturedScene/raster`` as
    /// ``render(_:options:)-(CALayer,_)`` would composite it now.
    @MainActor
    package static func capture(_ layer: CALayer, options: CompositorOptions = .standard) -> CapturedScene {
        let tree = RenderNode.build(from: layer, identity: layer.layerIdentity, placeholders: options.placeholders)
        let viewport = (options.viewport ?? layer.presentationState().frame).standardized
        return CapturedScene(tree: tree, viewport: viewport, options: options)
    }

    /// Captures `view`'s layer tree now; see ``capture(_:options:)-(CALayer,_)``.
    @MainActor
    package static func capture(_ view: UIView, options: CompositorOptions = .standard) -> CapturedScene {
        capture(view.layer, options: options)
    }

    /// Captures `view` alone as it shows at rest at `frame`, as
    /// ``render(_:restingAt:alpha:options:)`` renders it now.
    @MainActor
    package static func capture(
        _ view: UIView, restingAt frame: CGRect, alpha: CGFloat = 1, options: CompositorOptions = .standard
    ) -> CapturedScene {
        let layer = view.layer
        let tree = RenderNode.build(from: layer, identity: layer.layerIdentity, placeholders: options.placeholders)
        let frame = frame.standardized
        tree.bounds = CGRect(origin: tree.bounds.origin, size: frame.size)
        tree.position = CGPoint(x: frame.midX, y: frame.midY)
        tree.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        tree.anchorPointZ = 0
        tree.zPosition = 0
        tree.transform = CATransform3DIdentity
        tree.opacity = Double(alpha)
        tree.isHidden = false
        return CapturedScene(tree: tree, viewport: (options.viewport ?? frame).standardized, options: options)
    }
}
