// The safe area: what of a view the device's shape, the status bar and the containers' bars
// leave uncovered (docs/view-controllers.md, "The safe area").

extension UIView {
    /// The safe-area insets as they are now: a window's from the display's device
    /// (``HeadlessDevice``) where the window covers the screen's unsafe edges; any other view's,
    /// the part of its superview's unsafe area its frame covers, then for a view controller's
    /// root view its containers' bars and its `additionalSafeAreaInsets` [DOC safeAreaInsets].
    /// Zero outside a window [DOC].
    var computedSafeAreaInsets: UIEdgeInsets {
        guard nearestWindow != nil else { return .zero }
        return safeAreaInsetsInWindow()
    }

    /// `safeAreaInsets` without the window check: the recursion up the tree.
    private func safeAreaInsetsInWindow() -> UIEdgeInsets {
        var insets = systemSafeAreaInsets()
        if let controller = owningViewController, controller.viewStorage === self {
            let extra = controller.additionalSafeAreaInsets
            insets.top += extra.top
            insets.left += extra.left
            insets.bottom += extra.bottom
            insets.right += extra.right
        }
        return insets
    }

    /// The insets before the view's own controller adds its `additionalSafeAreaInsets`: what
    /// the window, the superviews and the containers' bars cover. A navigation controller
    /// places its bar below this top inset of its own view, a tab bar controller its bar's
    /// items above this bottom inset.
    func systemSafeAreaInsets() -> UIEdgeInsets {
        if let window = self as? UIWindow { return window.deviceSafeAreaInsets }
        guard let superview = superviewStorage else { return .zero }
        var insets = Self.overlap(
            of: frame, withUnsafeAreaOf: superview.bounds, insets: superview.safeAreaInsetsInWindow())
        if let controller = owningViewController, controller.viewStorage === self {
            controller.containerBarInsets(into: &insets, of: self)
        }
        return insets
    }

    /// How far each edge of `frame` reaches into the band `insets` leaves along that edge of
    /// `bounds`, clamped to the frame's size; zero along edges whose inset is zero (a view that
    /// overhangs its superview is not covered by anything there).
    static func overlap(of frame: CGRect, withUnsafeAreaOf bounds: CGRect, insets: UIEdgeInsets) -> UIEdgeInsets {
        guard insets != .zero else { return .zero }
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat {
            Swift.min(Swift.max(0, value), Swift.max(0, limit))
        }
        return UIEdgeInsets(
            top: insets.top > 0 ? clamp(bounds.minY + insets.top - frame.minY, frame.height) : 0,
            left: insets.left > 0 ? clamp(bounds.minX + insets.left - frame.minX, frame.width) : 0,
            bottom: insets.bottom > 0 ? clamp(frame.maxY - (bounds.maxY - insets.bottom), frame.height) : 0,
            right: insets.right > 0 ? clamp(frame.maxX - (bounds.maxX - insets.right), frame.width) : 0)
    }

    /// Announces a change of the safe area: when `safeAreaInsets` differs from what was last
    /// announced, calls `safeAreaInsetsDidChange()`, then the controller's
    /// `viewSafeAreaInsetsDidChange()` for its root view, marks the view as needing layout
    /// (the safe-area guide moved), and does the same for the subviews, whose safe areas follow
    /// [DOC safeAreaInsetsDidChange(), viewSafeAreaInsetsDidChange()]. Run by the view's layout
    /// pass before `layoutSubviews()` (and `viewWillLayoutSubviews()`), when it moves into or
    /// out of a window, and when a controller's additional insets or a container's bars change.
    /// Costs one walk up the tree when nothing changed.
    func refreshSafeAreaInsets() {
        let insets = computedSafeAreaInsets
        guard insets != announcedSafeAreaInsets else { return }
        announcedSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        if let controller = owningViewController, controller.viewStorage === self {
            controller.viewSafeAreaInsetsDidChange()
        }
        setNeedsLayout()
        for subview in subviewStorage where !(subview is UIWindow) {
            subview.refreshSafeAreaInsets()
        }
    }
}

extension UIWindow {
    /// The device's insets for the window's shape (``HeadlessDevice/safeAreaInsets(forWindowSize:)``),
    /// where the window's frame covers the screen's unsafe edges: a window that fills the
    /// screen gets them whole, a smaller one the part it covers [INF].
    var deviceSafeAreaInsets: UIEdgeInsets {
        let device = HeadlessDisplay.current.device
        let size = bounds.size
        let insets = device.safeAreaInsets(forWindowSize: size)
        guard insets != .zero else { return .zero }
        let portrait = device.screenSize
        let screen =
            size.width > size.height
            ? CGRect(
                x: 0, y: 0, width: Swift.max(portrait.width, portrait.height),
                height: Swift.min(portrait.width, portrait.height))
            : CGRect(
                x: 0, y: 0, width: Swift.min(portrait.width, portrait.height),
                height: Swift.max(portrait.width, portrait.height))
        return UIView.overlap(of: frame, withUnsafeAreaOf: screen, insets: insets)
    }
}

extension UIViewController {
    /// Adds what the controller's containers cover of its root view `view`: a navigation
    /// controller's visible bar extends the top inset to the bar's bottom edge, a tab bar
    /// controller's visible tab bar the bottom inset to the bar's top edge [DOC safeAreaInsets:
    /// "the area not covered by navigation bars, tab bars, toolbars"].
    /// Farther containers reach the view through its superviews' safe areas.
    func containerBarInsets(into insets: inout UIEdgeInsets, of view: UIView) {
        if let navigation = parentStorage as? UINavigationController, navigation.stackContains(self),
            let bar = navigation.visibleNavigationBar
        {
            let barFrame = view.convert(bar.bounds, from: bar)
            insets.top = Swift.max(insets.top, Swift.min(barFrame.maxY - view.bounds.minY, view.bounds.height))
        }
        if let tabs = parentStorage as? UITabBarController, let bar = tabs.visibleTabBar {
            let barFrame = view.convert(bar.bounds, from: bar)
            insets.bottom = Swift.max(insets.bottom, Swift.min(view.bounds.maxY - barFrame.minY, view.bounds.height))
        }
    }
}
