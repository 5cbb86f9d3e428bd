import HeadlessUIKit

extension RenderNode {
    /// The render tree of `layer` and its subtree at the display's current time: each
    /// layer's presentation values (``CALayer/presentationState()``) with its
    /// compositing-only model values (the border's width and color as presented); a snapshot
    /// view's layer gets its capture as content.
    @MainActor
    static func build(from layer: CALayer, identity: LayerIdentity, placeholders: Bool) -> RenderNode {
        let p = layer.presentationState()
        let node = RenderNode(
            bounds: p.bounds, position: p.position, zPosition: Double(p.zPosition), anchorPoint: p.anchorPoint,
            anchorPointZ: Double(p.anchorPointZ), transform: p.transform, sublayerTransform: p.sublayerTransform,
            opacity: Double(p.opacity), isHidden: p.isHidden, masksToBounds: layer.masksToBounds,
            cornerRadius: Double(p.cornerRadius), compositing: p.compositing(over: layer.compositingValues),
            background: p.backgroundColor)
        if let snapshot = layer.delegate as? SnapshotView {
            node.sublayers.append(RenderNode.content(of: snapshot.content, in: p.bounds, placeholders: placeholders))
        } else if placeholders, p.backgroundColor == nil, layer.delegate is UIView, !(layer.delegate is UIWindow),
            !layer.compositingValues.isUIKitContainer
        {
            // An app's view without a color; the window and UIKit's own containers draw nothing.
            node.placeholder = PlaceholderPattern(identity: identity)
        }
        for (index, sublayer) in (layer.sublayers ?? []).enumerated() {
            node.sublayers.append(
                build(from: sublayer, identity: identity.child(at: index, of: sublayer), placeholders: placeholders))
        }
        if let mask = layer.mask {
            node.mask = build(from: mask, identity: identity, placeholders: false)
        }
        return node
    }
}
