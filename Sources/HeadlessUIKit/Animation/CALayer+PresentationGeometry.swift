// Geometry of the presentation tree: where a layer is on screen now, with every animation of it
// and of its ancestors applied (not QuartzCore API). Core Animation's presentation layers form a
// tree of their own; here the copies `presentation()` returns have no tree, so these methods
// walk the model tree and use each layer's presentation values.

@MainActor
extension CALayer {
    /// Converts `point` from this layer's presentation bounds space to `ancestor`'s (nil: the
    /// space the root of the tree is placed in, the screen for a window's layer), through the
    /// presentation values of this layer and each layer on the way. NaN when a map on the way is
    /// singular is not possible going up; a point on the eye plane maps to infinity.
    package func presentationConvert(_ point: CGPoint, to ancestor: CALayer?) -> CGPoint {
        presentationMap(toAncestor: ancestor, startingWith: presentationState()).apply(to: point)
    }

    /// This layer's presentation bounds in `ancestor`'s space (nil: the root's placement space):
    /// the bounding box of its four corners, converted as ``presentationConvert(_:to:)`` does.
    /// With no animations on the way this is `convert(bounds, to: ancestor)`.
    package func presentationFrame(in ancestor: CALayer?) -> CGRect {
        let state = presentationState()
        return presentationMap(toAncestor: ancestor, startingWith: state).apply(to: state.bounds)
    }

    /// The four corners of this layer's presentation bounds in `ancestor`'s space (nil: the
    /// root's placement space), converted as ``presentationConvert(_:to:)`` does. Unlike the
    /// bounding box ``presentationFrame(in:)`` gives, the corners show a turn: a layer rotated
    /// half a turn about its centre has the same frame but every corner on the other side.
    package func presentationQuad(in ancestor: CALayer?) -> PresentationQuad {
        presentationQuad(in: ancestor, state: presentationState())
    }

    /// ``presentationQuad(in:)`` for a caller that already holds this layer's
    /// ``presentationState()`` (read at the same moment), which it saves computing again.
    package func presentationQuad(in ancestor: CALayer?, state: LayerPresentation) -> PresentationQuad {
        let map = presentationMap(toAncestor: ancestor, startingWith: state)
        return PresentationQuad(corners: state.bounds, mappedBy: map)
    }

    /// ``presentationQuad(in:state:)`` in the root's placement space, for a caller that asks
    /// for several layers at one moment: each ancestor's presentation and its step up the tree
    /// are computed once and kept in `ancestors` for the next layer that shares it. The
    /// result is bit for bit the one ``presentationQuad(in:state:)`` gives (the steps are
    /// concatenated in the same order); `ancestors` must not outlive the moment, since the
    /// presentation changes as time or the model does.
    package func presentationQuadInRoot(state: LayerPresentation, ancestors: inout PresentationAncestors)
        -> PresentationQuad
    {
        let (first, parent) = ancestors.stepUp(from: self, state: state)
        var map = PlanarProjection.identity.concatenating(first)
        var entry = parent
        while let current = entry {
            map = map.concatenating(ancestors.step(at: current))
            entry = ancestors.parent(at: current)
        }
        return PresentationQuad(corners: state.bounds, mappedBy: map)
    }

    /// The map from this layer's presentation space to `ancestor`'s; `state` is this layer's
    /// presentation.
    ///
    /// Each layer's presentation is computed once and held in one variable: a presentation
    /// is two 4 × 4 matrices and more, and a per-frame reader asks for these maps every frame, so
    /// copies through optionals showed in the profile as `memcpy`.
    private func presentationMap(toAncestor ancestor: CALayer?, startingWith state: LayerPresentation)
        -> PlanarProjection
    {
        var map = PlanarProjection.identity
        var layer = self
        var state = state
        while layer !== ancestor {
            var full = state.transformToSuperlayer
            guard let parent = layer.superlayerStorage else {
                map = map.concatenating(PlanarProjection(flattening: full))
                break
            }
            state = parent.presentationState()
            full = full.multiplied(by: state.sublayerTransformAboutAnchor)
            map = map.concatenating(PlanarProjection(flattening: full))
            layer = parent
        }
        return map
    }
}

extension LayerPresentation {
    /// The anchor point in the bounds space, with `anchorPointZ`.
    private var anchorInBoundsSpace: (x: CGFloat, y: CGFloat, z: CGFloat) {
        (
            x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height,
            z: anchorPointZ
        )
    }

    /// `T(−A) · transform · T(position, zPosition)`, as `CALayer.transformToSuperlayer`.
    var transformToSuperlayer: CATransform3D {
        let anchor = anchorInBoundsSpace
        return CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchor.z)
            .multiplied(by: transform)
            .multiplied(by: CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// `T(−A) · sublayerTransform · T(A)`, as `CALayer.sublayerTransformAboutAnchor`.
    var sublayerTransformAboutAnchor: CATransform3D {
        if CATransform3DIsIdentity(sublayerTransform) { return CATransform3DIdentity }
        let anchor = anchorInBoundsSpace
        return CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchor.z)
            .multiplied(by: sublayerTransform)
            .multiplied(by: CATransform3DMakeTranslation(anchor.x, anchor.y, anchor.z))
    }
}

/// Where the four corners of a layer's bounds are on screen: each corner is named after the
/// corner of the bounds it comes from, wherever the transforms put it. Not QuartzCore API.
package struct PresentationQuad: Sendable, Equatable {
    package var minXminY: CGPoint
    package var maxXminY: CGPoint
    package var maxXmaxY: CGPoint
    package var minXmaxY: CGPoint

    package init(minXminY: CGPoint, maxXminY: CGPoint, maxXmaxY: CGPoint, minXmaxY: CGPoint) {
        self.minXminY = minXminY
        self.maxXminY = maxXminY
        self.maxXmaxY = maxXmaxY
        self.minXmaxY = minXmaxY
    }

    /// The corners of `rect` mapped by `map`.
    init(corners rect: CGRect, mappedBy map: PlanarProjection) {
        self.init(
            minXminY: map.apply(to: CGPoint(x: rect.minX, y: rect.minY)),
            maxXminY: map.apply(to: CGPoint(x: rect.maxX, y: rect.minY)),
            maxXmaxY: map.apply(to: CGPoint(x: rect.maxX, y: rect.maxY)),
            minXmaxY: map.apply(to: CGPoint(x: rect.minX, y: rect.maxY)))
    }

    /// The corners in the order of their names above.
    package var corners: [CGPoint] { [minXminY, maxXminY, maxXmaxY, minXmaxY] }

    /// The farthest any corner moved from `other` to `self`, along x and along y.
    package func largestMove(from other: PresentationQuad) -> (dx: CGFloat, dy: CGFloat) {
        func move(_ a: CGPoint, _ b: CGPoint) -> (CGFloat, CGFloat) { (abs(b.x - a.x), abs(b.y - a.y)) }
        let moves = [
            move(other.minXminY, minXminY), move(other.maxXminY, maxXminY), move(other.maxXmaxY, maxXmaxY),
            move(other.minXmaxY, minXmaxY),
        ]
        return (moves.map(\.0).max() ?? 0, moves.map(\.1).max() ?? 0)
    }
}

/// The presentation of the layers above some layers at one moment, each computed once: for
/// each ancestor, its sublayer transform about its anchor (its children's first step up uses
/// it), its own step up to its parent, flattened as ``CALayer/presentationQuad(in:state:)``
/// flattens it, and where its parent's entry is (``CALayer/presentationQuadInRoot(state:ancestors:)``
/// follows those to the root). Not QuartzCore API.
@MainActor
package struct PresentationAncestors {
    private struct Entry {
        var layer: ObjectIdentifier
        var sublayerTransformAboutAnchor: CATransform3D
        var step: PlanarProjection
        var parent: Int?
    }

    /// The ancestors read so far. A list, not a dictionary: a moment's readers share a
    /// handful of ancestors, which a scan finds sooner than a hash.
    private var entries: [Entry] = []

    package init() {}

    /// Where `layer`'s entry is: found, or made after its parent's.
    mutating func entry(of layer: CALayer) -> Int {
        let id = ObjectIdentifier(layer)
        for index in entries.indices where entries[index].layer == id {
            return index
        }
        let state = layer.presentationState()
        let (step, parent) = stepUp(from: layer, state: state)
        entries.append(
            Entry(
                layer: id, sublayerTransformAboutAnchor: state.sublayerTransformAboutAnchor, step: step,
                parent: parent))
        return entries.count - 1
    }

    /// `layer`'s step up to its parent, `state` being its presentation: its transform to its
    /// superlayer then the parent's sublayer transform about its anchor, flattened, as the
    /// uncached map's loop makes it; and the parent's entry, nil at the root.
    mutating func stepUp(from layer: CALayer, state: LayerPresentation) -> (step: PlanarProjection, parent: Int?) {
        var full = state.transformToSuperlayer
        guard let superlayer = layer.superlayerStorage else { return (PlanarProjection(flattening: full), nil) }
        let above = entry(of: superlayer)
        full = full.multiplied(by: entries[above].sublayerTransformAboutAnchor)
        return (PlanarProjection(flattening: full), above)
    }

    func step(at index: Int) -> PlanarProjection { entries[index].step }
    func parent(at index: Int) -> Int? { entries[index].parent }
}
