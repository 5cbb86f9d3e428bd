import HeadlessUIKit

extension RenderNode {
    /// The node for a snapshot's capture, drawn as the content of a snapshot view whose
    /// bounds are `bounds`: the captured layer's bounds stretched onto them, without the
    /// captured layer's own transform and position (the snapshot view carries those), with
    /// its opacity and hidden state (part of what was captured).
    static func content(of capture: LayerSnapshot, in bounds: CGRect, placeholders: Bool) -> RenderNode {
        let node = RenderNode(capture, placeholders: placeholders)
        let sx = capture.bounds.width == 0 ? 1 : bounds.width / capture.bounds.width
        let sy = capture.bounds.height == 0 ? 1 : bounds.height / capture.bounds.height
        node.anchorPoint = .zero
        node.anchorPointZ = 0
        node.position = bounds.origin
        node.zPosition = 0
        node.transform = CATransform3DMakeScale(sx, sy, 1)
        return node
    }

    /// A node with the captured values of `capture` and its captured subtree.
    convenience init(_ capture: LayerSnapshot, placeholders: Bool) {
        self.init(
            bounds: capture.bounds, position: capture.position, zPosition: Double(capture.zPosition),
            anchorPoint: capture.anchorPoint, anchorPointZ: Double(capture.anchorPointZ), transform: capture.transform,
            sublayerTransform: capture.sublayerTransform, opacity: Double(capture.opacity), isHidden: capture.isHidden,
            masksToBounds: capture.masksToBounds, cornerRadius: Double(capture.cornerRadius),
            compositing: capture.compositing, background: capture.backgroundColor)
        if let nested = capture.snapshotContent.first {
            sublayers.append(RenderNode.content(of: nested, in: capture.bounds, placeholders: placeholders))
        } else if placeholders, capture.isViewLayer, capture.backgroundColor == nil {
            placeholder = PlaceholderPattern(identity: capture.identity)
        }
        sublayers += capture.sublayers.map { RenderNode($0, placeholders: placeholders) }
        mask = capture.maskSnapshots.first.map { RenderNode($0, placeholders: false) }
    }
}
