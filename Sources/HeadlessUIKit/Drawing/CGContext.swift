/// A Core Graphics drawing destination, as `CGContext`: here a record of what is drawn into
/// it, with no pixels.
///
/// The model draws layers only, through `CALayer.render(in:)` and
/// `UIView.drawHierarchy(in:afterScreenUpdates:)`; each becomes a ``DrawnLayer`` (a snapshot of
/// the layer tree, the rectangle it was drawn in, and the context's transform then), and an
/// image taken from an image context keeps the list (`UIImage`, docs/drawing.md). The current
/// transformation matrix and its saved states are kept; paths, fills, strokes, text, images,
/// clipping and blending are not offered. Not isolated to any actor, like Core Graphics, and
/// not `Sendable`.
public final class CGContext {
    /// What was drawn, in order.
    package private(set) var drawing: [DrawnLayer] = []
    /// The saved transforms, the current one last.
    private var transformStack: [CGAffineTransform] = [.identity]

    /// A context with the identity transform and nothing drawn, as an image context starts
    /// (UIKit's image contexts are flipped to UIKit's coordinates, so points map as in a view).
    init() {}

    /// The current transformation matrix, from user space to the context's [DOC ctm].
    public var ctm: CGAffineTransform { transformStack[transformStack.count - 1] }

    /// Saves the graphics state (here, the transform) [DOC saveGState()].
    public func saveGState() {
        transformStack.append(ctm)
    }

    /// Restores the last saved state; does nothing without one [DOC restoreGState()].
    public func restoreGState() {
        if transformStack.count > 1 {
            transformStack.removeLast()
        }
    }

    /// Moves the user space's origin by (tx, ty) [DOC translateBy(x:y:)].
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        concatenate(CGAffineTransform(translationX: tx, y: ty))
    }

    /// Scales the user space [DOC scaleBy(x:y:)].
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        concatenate(CGAffineTransform(scaleX: sx, y: sy))
    }

    /// Rotates the user space by `angle` radians [DOC rotate(by:)].
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// Applies `transform` to the user space, before the current transform [DOC concatenate(_:)].
    public func concatenate(_ transform: CGAffineTransform) {
        transformStack[transformStack.count - 1] = transform.concatenating(ctm)
    }

    func record(_ drawn: DrawnLayer) {
        drawing.append(drawn)
    }
}

/// One layer tree drawn into a ``CGContext``: what the drawing shows. Not Core Graphics API.
package struct DrawnLayer: Hashable, Sendable {
    /// The layer tree as it was drawn (model values, as `render(in:)` draws them).
    package var content: LayerSnapshot
    /// The rectangle, in user space, that the layer's bounds were drawn into.
    package var rect: CGRect
    /// The context's transform when it was drawn.
    package var transform: CGAffineTransform
}
