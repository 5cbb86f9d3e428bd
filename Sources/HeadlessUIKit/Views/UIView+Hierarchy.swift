// The view tree: the work behind `addSubview`, `insertSubview`, `bringSubviewToFront`,
// `sendSubviewToBack`, `exchangeSubview` and `removeFromSuperview`, and the order of the
// hierarchy hooks.
//
// Hook order when a view moves to a new superview [OBS for removal from a window, as
// logged on devices: willMoveToSuperview, willMoveToWindow, didMoveToWindow,
// didMoveToSuperview (view-lifecycle logs at http://39.103.169.235/p/681053cc48fd and
// https://e-com-net.com/article/5357521.htm; the same logs show no window hooks when the
// new superview has no window); INF for the rest, by symmetry]:
//   1. old superview: willRemoveSubview(view)          (if it had one)
//   2. view: willMove(toSuperview: new)
//   3. view and descendants: willMove(toWindow: w)     (only if the window changes)
//   4. the trees change (views and layers)
//   5. view and descendants: didMoveToWindow()         (only if the window changes)
//   6. view: didMoveToSuperview()
//   7. new superview: didAddSubview(view)
// Removal runs 1-6 with a nil superview. Window hooks go parent first, back to front,
// and stop at nested windows, whose window does not change. Reordering subviews of the
// same superview (re-adding, inserting at another index, bring to front, send to back,
// exchange) calls no hook [INF].
//
// Bad input never traps: adding a view to itself or to one of its descendants (which UIKit
// rejects with an exception) is ignored, and indices are clamped.

extension UIView {
    /// The nearest `UIWindow` among the view and its ancestors.
    var nearestWindow: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superviewStorage
        }
        return nil
    }

    /// Puts `view` among the subviews at the index `index` computes from the subviews
    /// without `view`, clamped to the valid range; moves its layer to match; sends the
    /// hooks when the superview changes.
    func place(_ view: UIView, index: ([UIView]) -> Int) {
        guard !isDescendant(of: view) else { return }
        if view.superviewStorage === self {
            subviewStorage.removeAll { $0 === view }
            insert(view, at: index(subviewStorage))
            return
        }
        let oldSuperview = view.superviewStorage
        let oldWindow = view.nearestWindow
        let newWindow = nearestWindow
        let windowChanges = oldWindow !== newWindow && !(view is UIWindow)
        oldSuperview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if windowChanges { view.sendWillMove(toWindow: newWindow) }
        // A hook may have rearranged the tree; check again before attaching.
        guard !isDescendant(of: view) else { return }
        view.unlinkFromSuperview()
        insert(view, at: index(subviewStorage))
        view.superviewStorage = self
        if windowChanges { view.sendDidMoveToWindow() }
        if newWindow != nil || windowChanges { view.refreshSafeAreaInsets() }
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// Inserts `view` into the subviews at `index` (clamped) and its layer into this view's
    /// layer: just behind the layer of the subview that now follows it, or in front of all
    /// sublayers when it is the front-most subview [INF: keeps subviews' layers in the
    /// subviews' order; other sublayers keep their places].
    private func insert(_ view: UIView, at index: Int) {
        let clamped = Swift.min(Swift.max(index, 0), subviewStorage.count)
        subviewStorage.insert(view, at: clamped)
        let following = clamped + 1 < subviewStorage.count ? subviewStorage[clamped + 1].backingLayer : nil
        if let following, following.superlayerStorage === backingLayer {
            backingLayer.attachSublayer(view.backingLayer, relativeTo: following, above: false)
        } else {
            backingLayer.attachSublayer(view.backingLayer, at: backingLayer.sublayerStorage.count)
        }
    }

    /// Removes the view from its superview's subviews and its layer from the superview's
    /// layer, without hooks.
    private func unlinkFromSuperview() {
        guard let superview = superviewStorage else { return }
        superview.subviewStorage.removeAll { $0 === self }
        if backingLayer.superlayerStorage === superview.backingLayer {
            backingLayer.detachFromSuperlayer()
        }
        superviewStorage = nil
    }

    /// `removeFromSuperview()`: hooks 1-6 with a nil superview.
    func detachFromSuperview() {
        guard let superview = superviewStorage else { return }
        let windowChanges = nearestWindow != nil && !(self is UIWindow)
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if windowChanges { sendWillMove(toWindow: nil) }
        unlinkFromSuperview()
        if windowChanges { sendDidMoveToWindow() }
        if windowChanges { refreshSafeAreaInsets() }
        didMoveToSuperview()
    }

    /// `exchangeSubview(at:withSubviewAt:)`: swaps two subviews and the places of their
    /// layers among the sublayers.
    func exchangeSubviews(_ first: Int, _ second: Int) {
        guard subviewStorage.indices.contains(first), subviewStorage.indices.contains(second), first != second
        else { return }
        subviewStorage.swapAt(first, second)
        let sublayers = backingLayer.sublayerStorage
        if let firstLayer = sublayers.firstIndex(where: { $0 === subviewStorage[first].backingLayer }),
            let secondLayer = sublayers.firstIndex(where: { $0 === subviewStorage[second].backingLayer })
        {
            backingLayer.sublayerStorage.swapAt(firstLayer, secondLayer)
        }
    }

    /// `willMove(toWindow:)` to the view, then to its subviews' trees, back to front;
    /// nested windows are skipped.
    func sendWillMove(toWindow window: UIWindow?) {
        willMove(toWindow: window)
        for subview in subviewStorage where !(subview is UIWindow) {
            subview.sendWillMove(toWindow: window)
        }
    }

    /// `didMoveToWindow()` to the view, then to its subviews' trees, back to front; nested
    /// windows are skipped.
    func sendDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviewStorage where !(subview is UIWindow) {
            subview.sendDidMoveToWindow()
        }
    }
}
