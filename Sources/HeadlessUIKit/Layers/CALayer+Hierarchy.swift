// The layer tree: the internal operations behind `addSublayer`, `insertSublayer`,
// `removeFromSuperlayer`, `replaceSublayer` and `sublayers`. Each keeps three facts true:
// a layer is in at most one superlayer's list, `superlayer` names that superlayer, and the
// tree has no cycles. A superlayer that gains or loses a sublayer is marked as needing
// layout [DOC setNeedsLayout: "when sublayers are added or removed"].

extension CALayer {
    /// Whether `self` is `layer` or one of its ancestors.
    func isAncestorOrSelf(of layer: CALayer) -> Bool {
        var current: CALayer? = layer
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.superlayerStorage
        }
        return false
    }

    /// The root of this layer's tree.
    var rootLayer: CALayer {
        var current = self
        while let parent = current.superlayerStorage {
            current = parent
        }
        return current
    }

    /// Inserts `layer` at `index` (clamped to the valid range) among the sublayers, after
    /// removing it from wherever it was. A layer already in this list is moved; the index
    /// counts positions in the list *without* it. Cycles are refused.
    func attachSublayer(_ layer: CALayer, at index: Int) {
        guard !layer.isAncestorOrSelf(of: self) else { return }
        layer.detachFromSuperlayer()
        let clamped = Swift.min(Swift.max(index, 0), sublayerStorage.count)
        sublayerStorage.insert(layer, at: clamped)
        layer.superlayerStorage = self
        setNeedsLayout()
    }

    /// Inserts `layer` just above or below `sibling`; at the front or back when `sibling`
    /// is nil or not a sublayer, or is `layer` itself.
    func attachSublayer(_ layer: CALayer, relativeTo sibling: CALayer?, above: Bool) {
        guard !layer.isAncestorOrSelf(of: self) else { return }
        layer.detachFromSuperlayer()
        if let sibling, let siblingIndex = sublayerStorage.firstIndex(where: { $0 === sibling }) {
            attachSublayer(layer, at: above ? siblingIndex + 1 : siblingIndex)
        } else {
            attachSublayer(layer, at: above ? sublayerStorage.count : 0)
        }
    }

    /// Removes the layer from its superlayer's list, if it has a superlayer.
    func detachFromSuperlayer() {
        guard let parent = superlayerStorage else { return }
        parent.sublayerStorage.removeAll { $0 === self }
        superlayerStorage = nil
        parent.setNeedsLayout()
    }

    /// Puts `newLayer` at `oldLayer`'s index and detaches `oldLayer`.
    func replace(sublayer oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer,
            sublayerStorage.contains(where: { $0 === oldLayer }),
            !newLayer.isAncestorOrSelf(of: self)
        else { return }
        newLayer.detachFromSuperlayer()
        // Look the index up again: detaching `newLayer` may have shifted it.
        guard let index = sublayerStorage.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.detachFromSuperlayer()
        attachSublayer(newLayer, at: index)
    }

    /// Removes every sublayer, then appends `layers` in order, skipping duplicates and any
    /// layer that would make a cycle.
    func replaceAllSublayers(with layers: [CALayer]) {
        for sublayer in sublayerStorage {
            sublayer.superlayerStorage = nil
        }
        sublayerStorage.removeAll()
        setNeedsLayout()
        for layer in layers where !sublayerStorage.contains(where: { $0 === layer }) {
            attachSublayer(layer, at: sublayerStorage.count)
        }
    }
}
