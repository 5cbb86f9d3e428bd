import HeadlessUIKit

/// Where a layer's superlayer stands: the map from the superlayer's bounds space to pixels,
/// its sublayer transform about its anchor, the steps from its plane up to pixels, and
/// what clips below it.
struct ParentFrame {
    var toPixel: Homography
    var sublayerTransform: CATransform3D?
    var steps: [Homography]
    var clip: ClipState
}

/// Draws a render tree into a canvas, back to front, as Core Animation composites it
/// (docs/compositor.md, "Design").
enum Renderer {
    /// A layer's own place: the step from its plane into its superlayer's, and the map to pixels.
    struct Placement {
        var step: Homography
        var toPixel: Homography
        var fromPixel: Homography
        var steps: [Homography]
    }

    /// The layer's placement, or nil when it shows nothing: hidden, transparent, facing away
    /// while single-sided, or seen edge-on (its map to pixels cannot be inverted).
    static func placement(of node: RenderNode, in parent: ParentFrame) -> Placement? {
        guard !node.isHidden, node.opacity > 0 else { return nil }
        var full = node.transformToSuperlayer
        if let sublayer = parent.sublayerTransform { full = CATransform3DConcat(full, sublayer) }
        let step = Homography(flattening: full)
        if !node.compositing.isDoubleSided && step.determinant < 0 { return nil }
        let toPixel = step.concatenating(parent.toPixel)
        guard let fromPixel = toPixel.inverse else { return nil }
        return Placement(step: step, toPixel: toPixel, fromPixel: fromPixel, steps: [step] + parent.steps)
    }

    /// The frame the layer's sublayers (or, with `forMask`, its mask) are drawn in.
    static func childFrame(of node: RenderNode, at place: Placement, in parent: ParentFrame, forMask: Bool)
        -> ParentFrame
    {
        var clip = parent.clip
        if !place.step.isPositiveAffine {
            clip.frontChecks.append((place.fromPixel.m13, place.fromPixel.m23, place.fromPixel.m33))
        }
        if forMask {
            clip.clips = []
        } else if node.masksToBounds {
            clip.clips.append((place.fromPixel, node.shape))
            clip.box = clip.box.intersection(QuadProjection.pixelBox(of: node.shape, steps: place.steps))
        }
        return ParentFrame(
            toPixel: place.toPixel, sublayerTransform: forMask ? nil : node.sublayerTransformAboutAnchor,
            steps: place.steps, clip: clip)
    }

    /// The sublayers in drawing order: by `zPosition`, then by sublayer order [DOC zPosition].
    static func drawingOrder(_ sublayers: [RenderNode]) -> [RenderNode] {
        sublayers.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }

    /// Draws `node` and its subtree into `canvas`, every alpha scaled by `opacity`.
    static func draw(_ node: RenderNode, in parent: ParentFrame, opacity: Float, into canvas: inout Canvas) {
        guard let place = placement(of: node, in: parent) else { return }
        let ownOpacity = Float(min(node.opacity, 1))
        let hasBorder = node.compositing.borderWidth > 0
        let isGroup =
            node.mask != nil
            || (ownOpacity < 1 && node.compositing.allowsGroupOpacity && (!node.sublayers.isEmpty || hasBorder))
        guard isGroup else {
            drawContents(node, at: place, in: parent, opacity: opacity * ownOpacity, into: &canvas)
            return
        }
        let box = extent(of: node, in: parent).intersection(canvas.box).intersection(parent.clip.box)
        guard !box.isEmpty else { return }
        var group = Canvas(box: box)
        drawContents(node, at: place, in: parent, opacity: 1, into: &group)
        if let mask = node.mask {
            var maskCanvas = Canvas(box: box)
            draw(mask, in: childFrame(of: node, at: place, in: parent, forMask: true), opacity: 1, into: &maskCanvas)
            group.multiply(byAlphaOf: maskCanvas)
        }
        canvas.composite(group, opacity: opacity * ownOpacity)
    }

    /// The layer's background (or placeholder), its sublayers, then its border on top
    /// [DOC borderWidth: "composited above the receiver's contents and sublayers"].
    static func drawContents(
        _ node: RenderNode, at place: Placement, in parent: ParentFrame, opacity: Float, into canvas: inout Canvas
    ) {
        let shape = node.shape
        let box = QuadProjection.pixelBox(of: shape, steps: place.steps)
        if let background = node.background {
            canvas.fill(
                .shape(shape), paint: .solid(background), fromPixel: place.fromPixel, clip: parent.clip, box: box,
                opacity: opacity)
        } else if let pattern = node.placeholder {
            canvas.fill(
                .shape(shape), paint: .pattern(pattern, originX: shape.minX, originY: shape.minY),
                fromPixel: place.fromPixel, clip: parent.clip, box: box, opacity: opacity)
        }
        if !node.sublayers.isEmpty {
            let frame = childFrame(of: node, at: place, in: parent, forMask: false)
            if !frame.clip.box.isEmpty {
                for sublayer in drawingOrder(node.sublayers) {
                    draw(sublayer, in: frame, opacity: opacity, into: &canvas)
                }
            }
        }
        let width = Double(node.compositing.borderWidth)
        if width > 0, let color = node.compositing.borderColor {
            let paint = PremultipliedColor(color)
            guard paint.alpha > 0 else { return }
            canvas.fill(
                .ring(outer: shape, inner: shape.inset(by: width)), paint: .solid(paint), fromPixel: place.fromPixel,
                clip: parent.clip, box: box, opacity: opacity)
        }
    }

    /// The pixel box of everything `node` and its subtree can draw.
    static func extent(of node: RenderNode, in parent: ParentFrame) -> PixelRect {
        guard let place = placement(of: node, in: parent) else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        var box = QuadProjection.pixelBox(of: node.shape, steps: place.steps)
        guard !node.masksToBounds, !node.sublayers.isEmpty else { return box }
        let frame = childFrame(of: node, at: place, in: parent, forMask: false)
        for sublayer in node.sublayers {
            box = box.union(extent(of: sublayer, in: frame))
        }
        return box
    }
}
