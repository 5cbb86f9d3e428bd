/// The model state of a layer and its sublayers at one moment: what a snapshot of the
/// layer shows. Not QuartzCore API.
///
/// Headlessly there are no pixels, so "what a snapshot shows" is this value: the geometry
/// and appearance of every layer in the captured tree, back to front. It is immutable and
/// does not follow later changes of the layers, as a snapshot image does not.
package struct LayerSnapshot: Hashable, Sendable {
    package var name: String?
    package var bounds: CGRect
    package var position: CGPoint
    package var zPosition: CGFloat
    package var anchorPoint: CGPoint
    package var anchorPointZ: CGFloat
    package var transform: CATransform3D
    package var sublayerTransform: CATransform3D
    package var opacity: Float
    package var isHidden: Bool
    package var masksToBounds: Bool
    package var cornerRadius: CGFloat
    package var backgroundColor: CGColor?
    /// The sublayers' snapshots, back to front.
    package var sublayers: [LayerSnapshot]
    /// Border, corners, culling and group opacity, for HeadlessCompositor.
    package var compositing: LayerCompositingValues
    /// The mask layer's snapshot (none or one), for HeadlessCompositor.
    package var maskSnapshots: [LayerSnapshot]
    /// Whether the layer backed an app's view (not the window nor one of UIKit's own
    /// containers), and where it stood (``LayerIdentity``), for HeadlessCompositor's
    /// placeholder pattern.
    package var isViewLayer: Bool
    package var identity: LayerIdentity
    /// What the layer's view showed when it was itself a snapshot view (none or one).
    package var snapshotContent: [LayerSnapshot]

    /// Captures `layer` and its whole subtree.
    @MainActor
    package init(capturing layer: CALayer) {
        self.init(capturing: layer, identity: layer.layerIdentity)
    }

    @MainActor
    private init(capturing layer: CALayer, identity: LayerIdentity) {
        name = layer.name
        bounds = layer.bounds
        position = layer.position
        zPosition = layer.zPosition
        anchorPoint = layer.anchorPoint
        anchorPointZ = layer.anchorPointZ
        transform = layer.transform
        sublayerTransform = layer.sublayerTransform
        opacity = layer.opacity
        isHidden = layer.isHidden
        masksToBounds = layer.masksToBounds
        cornerRadius = layer.cornerRadius
        backgroundColor = layer.backgroundColor
        sublayers = layer.sublayerStorage.enumerated().map { index, sublayer in
            LayerSnapshot(capturing: sublayer, identity: identity.child(at: index, of: sublayer))
        }
        compositing = layer.compositingValues
        maskSnapshots = layer.maskStorage.map { [LayerSnapshot(capturing: $0, identity: identity)] } ?? []
        isViewLayer =
            layer.delegate is UIView && !(layer.delegate is UIWindow) && !layer.compositingValues.isUIKitContainer
        self.identity = identity
        snapshotContent = (layer.delegate as? SnapshotView).map { [$0.content] } ?? []
    }
}
