/// A window: the root of a view tree that is on screen.
///
/// Kept small on purpose: view controllers, `rootViewController` and `makeKeyAndVisible()`
/// come with the view-controller layer. What it provides now is the window's role in the
/// tree: `window` of every view in it is this window (and a window's own `window` is
/// itself), the window hooks (`willMove(toWindow:)`, `didMoveToWindow()`) fire when views
/// enter or leave it, and `convert(_:to: nil)` means this window's coordinate space.
@MainActor
open class UIWindow: UIView {}
