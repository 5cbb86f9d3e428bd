// Windows on the display: which are visible, which is key.

extension HeadlessDisplay {
    /// `makeKeyAndVisible()`: shows the window (clears `isHidden`), adds it to the visible
    /// windows if it is not there, and makes it key.
    func makeKeyAndVisible(_ window: UIWindow) {
        window.isHidden = false
        if !windowList.contains(where: { $0 === window }) {
            windowList.append(window)
        }
        makeKey(window)
    }

    /// `makeKey()`: the previous key window gets `resignKey()`, then the window gets
    /// `becomeKey()` [DOC: the order UIKit documents for the notifications]. Making the key
    /// window key again does nothing.
    func makeKey(_ window: UIWindow) {
        guard keyWindowStorage !== window else { return }
        let previous = keyWindowStorage
        keyWindowStorage = window
        previous?.resignKey()
        window.becomeKey()
    }

    /// Lays out every visible window's tree, as the commit at the end of a run-loop turn does;
    /// skipped when no layer was marked as needing layout since the last time.
    func layOutVisibleWindows() {
        guard CALayer.layoutRequestCount != layoutRequestCountAtLastLayout else { return }
        layoutRequestCountAtLastLayout = CALayer.layoutRequestCount
        for window in windowList {
            window.layer.layoutIfNeeded()
        }
    }
}
