// Layout passes: which layers `layoutIfNeeded()` lays out, and in what order.

extension CALayer {
    /// Walks up from this layer while the superlayer is marked as needing layout, then lays
    /// out the marked layers in the subtree of the highest such layer [DOC
    /// CALayer.layoutIfNeeded: "the layer's super layers are traversed until a ancestor
    /// layer is found that does not require layout. Then layout is performed on the entire
    /// layer-tree beneath that ancestor."]. UIKit documents `UIView.layoutIfNeeded()` as
    /// starting at the receiver; the two agree whenever no ancestor is marked.
    func layoutMarkedLayersFromTopmostMarkedAncestor() {
        var top = self
        while let parent = top.superlayerStorage, parent.needsLayoutFlag {
            top = parent
        }
        top.layoutMarkedLayersInSubtree()
    }

    /// Pre-order: this layer first (if marked), then each sublayer's subtree, back to
    /// front. The mark is cleared *before* `layoutSublayers()` runs, so a layout that marks
    /// its own layer again is laid out on the next pass, never in a loop. Sublayers are
    /// read after this layer's layout, which may add or remove some.
    func layoutMarkedLayersInSubtree() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for sublayer in sublayerStorage where sublayer.superlayerStorage === self {
            sublayer.layoutMarkedLayersInSubtree()
        }
    }
}
