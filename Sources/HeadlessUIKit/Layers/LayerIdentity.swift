/// Where a layer stands in its tree, independent of memory addresses: the type of the
/// nearest view controller whose view is this layer's view or an ancestor's, and the
/// sublayer indices from that view's layer down to this one (from the root of the tree when
/// there is no such controller). Not QuartzCore API; HeadlessCompositor derives the
/// placeholder pattern of a view without a color from it, so a view controller's views look
/// the same wherever the controller's view is hosted.
package struct LayerIdentity: Hashable, Sendable {
    /// The view controller's type name, or nil.
    package var owner: String?
    /// Sublayer indices from the owner's view (or the tree's root) down to the layer.
    package var path: [Int]

    package init(owner: String?, path: [Int]) {
        self.owner = owner
        self.path = path
    }

    /// The identity of the sublayer at `index` of a layer with this identity.
    @MainActor
    package func child(at index: Int, of sublayer: CALayer) -> LayerIdentity {
        if let owner = sublayer.owningViewControllerTypeName {
            return LayerIdentity(owner: owner, path: [])
        }
        return LayerIdentity(owner: self.owner, path: path + [index])
    }
}

@MainActor
extension CALayer {
    /// The type name of the view controller whose view this layer backs, or nil.
    package var owningViewControllerTypeName: String? {
        (delegate as? UIView)?.viewControllerTypeName
    }

    /// This layer's ``LayerIdentity``.
    package var layerIdentity: LayerIdentity {
        var indices: [Int] = []
        var current = self
        while current.owningViewControllerTypeName == nil, let parent = current.superlayerStorage {
            indices.append(parent.sublayerStorage.firstIndex { $0 === current } ?? 0)
            current = parent
        }
        return LayerIdentity(owner: current.owningViewControllerTypeName, path: indices.reversed())
    }
}
