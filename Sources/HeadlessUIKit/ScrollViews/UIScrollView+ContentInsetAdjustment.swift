// The adjusted content inset: `contentInset` plus the safe area along the axes the
// `contentInsetAdjustmentBehavior` selects [DOC adjustedContentInset,
// ContentInsetAdjustmentBehavior] (docs/scroll-views.md, "Insets and the safe area"):
// - `.never`: none; `.always`: all four edges;
// - `.scrollableAxes`: top and bottom when the content is taller than the view or
//   `alwaysBounceVertical`; left and right when it is wider or `alwaysBounceHorizontal` [DOC:
//   UIScrollView.h names both `alwaysBounce` properties for `.scrollableAxes`];
// - `.automatic`: as `.scrollableAxes`, and top and bottom always when the scroll view is the
//   root view of a controller shown by a navigation or tab bar controller [DOC; INF that
//   "content view" means the root view].
// A change is announced (`adjustedContentInsetDidChange()`, then the delegate's
// `scrollViewDidChangeAdjustedContentInset(_:)`) when the safe area changes, at the scroll view's
// layout pass, and when one of the inputs is set. Unless `contentInset` itself was set, an offset
// that rested at the start of an axis (minus the old inset) moves to the new start, so content
// that was at the top stays at the top, below the bars [OBS: a table view under a navigation bar
// starts at `contentOffset.y == -adjustedContentInset.top`]; not while a finger is down or the
// content moves.

extension UIScrollView {
    /// The adjusted inset as the inputs make it now.
    var computedAdjustedContentInset: UIEdgeInsets {
        var inset = contentInset
        let axes = safeAreaAdjustedAxes
        guard axes.horizontal || axes.vertical else { return inset }
        let safeArea = safeAreaInsets
        if axes.vertical {
            inset.top += safeArea.top
            inset.bottom += safeArea.bottom
        }
        if axes.horizontal {
            inset.left += safeArea.left
            inset.right += safeArea.right
        }
        return inset
    }

    /// The axes along which the behaviour adds the safe area.
    var safeAreaAdjustedAxes: (horizontal: Bool, vertical: Bool) {
        let horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
        let vertical = contentSize.height > bounds.height || alwaysBounceVertical
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes: return (horizontal, vertical)
        case .automatic: return (horizontal, vertical || isRootViewOfBarredController)
        }
    }

    /// Whether the scroll view is the root view of a controller in a navigation or tab bar
    /// controller.
    private var isRootViewOfBarredController: Bool {
        guard let controller = owningViewController, controller.viewStorage === self else { return false }
        return controller.navigationController != nil || controller.tabBarController != nil
    }

    /// Announces a change of the adjusted inset, if there is one: with
    /// `keepingOffsetAtEdges`, an offset resting at the start of an axis moves to the new
    /// start first; then `adjustedContentInsetDidChange()` and the delegate.
    func refreshAdjustedContentInset(keepingOffsetAtEdges: Bool = true) {
        let inset = computedAdjustedContentInset
        let old = announcedAdjustedContentInset
        guard inset != old else { return }
        announcedAdjustedContentInset = inset
        if keepingOffsetAtEdges, !isTrackingStorage, !isDeceleratingStorage, scrollingLink == nil {
            var offset = contentOffset
            if offset.y == -old.top { offset.y = -inset.top }
            if offset.x == -old.left { offset.x = -inset.left }
            if offset != contentOffset { contentOffset = offset }
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }
}
