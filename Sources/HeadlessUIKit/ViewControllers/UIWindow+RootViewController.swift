// A window's root view controller and visibility.
//
// `UIWindow` is declared with the views; a Swift extension cannot add stored properties, so
// the root controller and the "key and visible" flag live in a main-actor side table keyed by
// the window's identity. An entry whose window has gone is replaced on next use, so a new
// window at a reused address starts empty.
//
// Semantics [DOC UIWindow.rootViewController]: assigning a root controller installs its view
// as the window's content view, sized to the window, removing the old root's view first.
// Appearance: a window is on screen after `makeKeyAndVisible()` (UIKit windows start hidden);
// the root controller appears (viewWillAppear(false), viewDidAppear(false)) when it is
// installed in a visible window or when its window becomes visible, and the old root
// disappears when replaced [INF for the non-animated callbacks].

extension UIWindow {
    /// The root view controller, whose view fills the window.
    public var rootViewController: UIViewController? {
        get { windowState?.rootViewController }
        set { installRootViewController(newValue) }
    }

    /// Shows the window and makes it key; the root controller appears if it had not.
    public func makeKeyAndVisible() {
        isHidden = false
        let state = ensureWindowState()
        state.isKeyAndVisible = true
        if let root = state.rootViewController, !root.appearanceState.isVisibleOrAppearing {
            root.changeAppearance(true, animated: false)
        }
    }

    /// Whether `makeKeyAndVisible()` was called on the window.
    public var isKeyWindow: Bool { windowState?.isKeyAndVisible ?? false }

    /// Whether the window is on screen: made key and visible, and not hidden since.
    var isOnScreen: Bool { isKeyWindow && !isHidden }

    private func installRootViewController(_ controller: UIViewController?) {
        let state = ensureWindowState()
        let old = state.rootViewController
        guard old !== controller else { return }
        if let old {
            if old.appearanceState.isVisibleOrAppearing, isOnScreen {
                old.beginAppearance(false, animated: false)
                old.viewStorage?.removeFromSuperview()
                old.endAppearance()
            } else {
                old.viewStorage?.removeFromSuperview()
            }
        }
        state.rootViewController = controller
        guard let controller else { return }
        let view = controller.loadedView
        view.frame = bounds
        if isOnScreen {
            controller.beginAppearance(true, animated: false)
            addSubview(view)
            controller.endAppearance()
        } else {
            addSubview(view)
        }
    }

    private var windowState: WindowState? {
        WindowState.table[ObjectIdentifier(self)].flatMap { $0.window === self ? $0 : nil }
    }

    private func ensureWindowState() -> WindowState {
        if let state = windowState { return state }
        WindowState.table = WindowState.table.filter { $0.value.window != nil }
        let state = WindowState(window: self)
        WindowState.table[ObjectIdentifier(self)] = state
        return state
    }
}

/// What a window knows about its controllers.
@MainActor
final class WindowState {
    static var table: [ObjectIdentifier: WindowState] = [:]

    weak var window: UIWindow?
    var rootViewController: UIViewController?
    var isKeyAndVisible = false

    init(window: UIWindow) {
        self.window = window
    }
}

extension UIViewController {
    /// The window the controller's view is in, if loaded and in one.
    var viewWindow: UIWindow? { viewStorage?.window }
}
