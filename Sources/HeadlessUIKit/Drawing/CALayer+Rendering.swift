// Drawing layers into a context: `CALayer.render(in:)` and `UIView.drawHierarchy(in:afterScreenUpdates:)`,
// recorded in the context as layer snapshots (docs/drawing.md).

extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, from the model layer tree (animations are
    /// not drawn, as in Core Animation) [DOC render(in:)]. Here the context records a snapshot
    /// of the tree (``DrawnLayer``) in the layer's bounds, under the context's transform. Off
    /// the main thread, where the tree may be changing, nothing is recorded (with a
    /// `coreAnimation.offMainThread` diagnostic).
    public func render(in ctx: CGContext) {
        nonisolated(unsafe) let layer = self
        guard let content = CoreAnimationThread.run({ LayerSnapshot(capturing: layer) }) else {
            CoreAnimationThread.offMainThread("CALayer", "render(in:) off the main thread: nothing drawn")
            return
        }
        ctx.record(DrawnLayer(content: content, rect: bounds, transform: ctx.ctm))
    }
}

extension UIView {
    /// Draws the view and its subviews, scaled to `rect`, into the current image context
    /// [DOC drawHierarchy(in:afterScreenUpdates:)]; returns false when there is none. With
    /// `afterScreenUpdates` pending layout is done first, as for `snapshotView`. The context
    /// records a snapshot of the view's layer tree in `rect` (model values: UIKit draws what is
    /// on screen, which differs while an animation runs).
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        if afterUpdates {
            layoutIfNeeded()
        }
        context.record(DrawnLayer(content: LayerSnapshot(capturing: layer), rect: rect, transform: context.ctm))
        return true
    }
}
