/// A window: the root of a view tree that is on screen.
///
/// Kept small on purpose: view controllers, `rootViewController` and `makeKeyAndVisible()`
/// come with the view-controller layer. What it provides now is the window's role in the
/// tree: `window` of every view in it is this window (and a window's own `window` is
/// itself), the window hooks (`willMove(toWindow:)`, `didMoveToWindow()`) fire when views
/// enter or leave it, and `convert(_:to: nil)` means this window's coordinate space.
@MainActor
open class UIWindow: UIView {
    /// Delivers an event to the window's gesture recognizers and views, as UIKit does; see
    /// `Events/UIWindow+EventDelivery.swift`. Override it to observe events (call super to
    /// deliver them), as a recorder does.
    open func sendEvent(_ event: UIEvent) {
        deliverEvent(event)
    }
}
