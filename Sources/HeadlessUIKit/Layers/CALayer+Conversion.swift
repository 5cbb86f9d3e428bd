// Converting points and rectangles between the coordinate spaces of two layers
// (math-reference.md §4.3).
//
// Each step from a layer to its superlayer is the plane-to-plane map
// `T(−A) · transform · T(position, zPosition) · (superlayer's sublayerTransform about its
// anchor)`, flattened to z = 0 as the superlayer renders its sublayers (see
// `PlanarProjection`). A conversion goes up from the source to the lowest common ancestor
// and back down to the destination through the inverse maps, so it also works through
// rotations, scales and perspective, and `convert(convert(p, to: b), from: b) ≈ p`.

extension CALayer {
    /// What a conversion returns when a map on the way cannot be inverted (for example a
    /// zero scale): a point with NaN coordinates. Core Animation's result is undocumented
    /// [INF]; NaN makes the failure visible instead of giving a plausible wrong point.
    static let unmappablePoint = CGPoint(x: CGFloat.nan, y: CGFloat.nan)

    /// The map from this layer's bounds space to `ancestor`'s. With a nil `ancestor`, or one
    /// that is not an ancestor, the map goes to the space the root of the tree is placed in
    /// (the screen, for a window's layer).
    func planarMap(toAncestor ancestor: CALayer?) -> PlanarProjection {
        var map = PlanarProjection.identity
        var current: CALayer? = self
        while let layer = current, layer !== ancestor {
            map = map.concatenating(layer.planarMapToSuperlayer)
            current = layer.superlayerStorage
        }
        return map
    }

    /// The map from `source`'s bounds space to `destination`'s, or nil when it cannot be
    /// inverted.
    ///
    /// A nil side stands for the bounds space of the other side's root layer, as UIKit's
    /// nil stands for the window [INF for Core Animation, whose documentation does not say].
    /// Layers in different trees convert through the spaces their roots are placed in, as
    /// UIKit converts between windows through the screen [INF].
    static func planarMap(from source: CALayer?, to destination: CALayer?) -> PlanarProjection? {
        guard let source = source ?? destination?.rootLayer else { return .identity }
        let destination = destination ?? source.rootLayer
        if source === destination { return .identity }
        let common = lowestCommonAncestor(source, destination)
        let up = source.planarMap(toAncestor: common)
        let down = destination.planarMap(toAncestor: common)
        return down.inverse.map { up.concatenating($0) }
    }

    /// The lowest layer that is an ancestor of (or equal to) both, or nil when they are in
    /// different trees.
    static func lowestCommonAncestor(_ first: CALayer, _ second: CALayer) -> CALayer? {
        var ancestorsOfSecond = Set<ObjectIdentifier>()
        var current: CALayer? = second
        while let layer = current {
            ancestorsOfSecond.insert(ObjectIdentifier(layer))
            current = layer.superlayerStorage
        }
        current = first
        while let layer = current {
            if ancestorsOfSecond.contains(ObjectIdentifier(layer)) { return layer }
            current = layer.superlayerStorage
        }
        return nil
    }
}
