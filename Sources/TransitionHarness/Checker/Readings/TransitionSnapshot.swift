import HeadlessUIKit

/// What the checker needs to remember from just before a transition started: where the
/// views were and what they looked like, the stack, and every view then in the window.
@MainActor
struct TransitionSnapshot {
    struct ViewLook {
        var frameInWindow: CGRect
        var alpha: CGFloat
        var isHidden: Bool
    }

    var fromLook: ViewLook?
    /// The destination view's alpha before the transition (1 for a view not loaded yet).
    var toAlpha: CGFloat
    /// The navigation stack the source is in (empty when it is in none).
    var stack: [ObjectIdentifier]
    var windowViews: Set<ObjectIdentifier>

    init(window: UIWindow, from: UIViewController?, to: UIViewController?) {
        toAlpha = to?.viewIfLoaded?.alpha ?? 1
        if let view = from?.viewIfLoaded, view.window != nil {
            fromLook = ViewLook(
                frameInWindow: view.convert(view.bounds, to: nil), alpha: view.alpha, isHidden: view.isHidden)
        }
        let navigation = from?.parent as? UINavigationController
        stack = navigation?.viewControllers.map(ObjectIdentifier.init) ?? []
        var all = Set<ObjectIdentifier>()
        var pending: [UIView] = [window]
        while let view = pending.popLast() {
            all.insert(ObjectIdentifier(view))
            pending.append(contentsOf: view.subviews)
        }
        windowViews = all
    }
}
