// Hit testing [DOC UIView.hitTest(_:with:)]: the search ignores views that are hidden,
// that have user interaction disabled, or whose alpha is below 0.01, and never reports a
// point outside the receiver's bounds, even when a subview extends there. Subviews are
// asked front to back, each with the point converted into its own space. Views being
// animated by a block without `allowUserInteraction` are ignored too
// (`UIView+AnimatedInteraction.swift`).

extension UIView {
    /// UIKit's default `hitTest(_:with:)`.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, !isAnimatedWithoutInteraction else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        for subview in subviewStorage.reversed() {
            let local = subview.convert(point, from: self)
            if let hit = subview.hitTest(local, with: event) {
                return hit
            }
        }
        return self
    }
}
