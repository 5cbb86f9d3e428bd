// A window's root view controller.
//
// `UIWindow` is declared with the views; a Swift extension cannot add stored properties, so
// the root controller lives in a main-actor side table keyed by the window's identity. An entry whose window has gone is replaced on next use, so a new
// window at a reused address starts empty.
//
// Semantics [DOC UIWindow.rootViewController]: assigning a root controller installs its view
// as the window's content view, sized to the window, removing the old root's view first.
// Appearance: the root controller appears (viewWillAppear(false), viewDidAppear(false)) when
// it is installed in a window that is not hidden, and the old root disappears when replaced
// [INF for the non-animated callbacks].

extension UIWindow {
    /// The root view controller, whose view fills the window.
    public var rootViewController: UIViewController? {
        get { windowState?.rootViewController }
        set { installRootViewController(newValue) }
    }

    /// Whether the window shows its root controller: it is not hidden. (UIKit windows start
    /// hidden and `makeKeyAndVisible()` shows them; this model's windows start visible, so a
    /// root controller appears when it is installed [INF].)
    var isOnScreen: Bool { !isHidden }

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

    init(window: UIWindow) {
        self.window = window
    }
}

extension UIViewController {
    /// The window the controller's view is in, if loaded and in one.
    var viewWindow: UIWindow? { viewStorage?.window }

    /// Whether the controller is the root controller of a window.
    var isWindowRoot: Bool {
        WindowState.table.values.contains { $0.window != nil && $0.rootViewController === self }
    }
}
