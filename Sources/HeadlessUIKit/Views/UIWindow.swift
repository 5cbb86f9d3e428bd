/// A window: the root of a view tree that is on screen.
///
/// Kept small on purpose: view controllers and `rootViewController` come with the
/// view-controller layer. What it provides now is the window's role in the tree: `window` of
/// every view in it is this window (and a window's own `window` is itself), the window hooks
/// (`willMove(toWindow:)`, `didMoveToWindow()`) fire when views enter or leave it,
/// `convert(_:to: nil)` means this window's coordinate space, events are delivered through it,
/// and it can be made key and visible on the current display.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Delivers an event to the window's gesture recognizers and views, as UIKit does; see
    /// `Events/UIWindow+EventDelivery.swift`. Override it to observe events (call super to
    /// deliver them), as a recorder does.
    open func sendEvent(_ event: UIEvent) {
        deliverEvent(event)
    }

    // MARK: Key and visible windows (see Clock/HeadlessDisplay+Windows.swift)

    /// Shows the window and makes it the key window of the current display: it joins
    /// `UIApplication.shared.windows` and becomes `keyWindow`.
    open func makeKeyAndVisible() {
        HeadlessDisplay.current.makeKeyAndVisible(self)
    }

    /// Makes the window the key window of the current display without showing it.
    open func makeKey() {
        HeadlessDisplay.current.makeKey(self)
    }

    /// Whether the window is the current display's key window.
    open var isKeyWindow: Bool { HeadlessDisplay.current.keyWindowStorage === self }

    /// Called after the window became the key window. Does nothing by default.
    open func becomeKey() {}

    /// Called after the window stopped being the key window. Does nothing by default.
    open func resignKey() {}

    /// The screen the window is on: the current display's.
    open var screen: UIScreen { HeadlessDisplay.current.screen }

    // MARK: Scene (Clock/UIScene.swift)

    /// A window in `windowScene`, filling its screen [DOC init(windowScene:)].
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// The scene the window belongs to: the current display's one scene, unless another was
    /// set; setting nil takes the window out of every scene [DOC windowScene].
    open var windowScene: UIWindowScene? {
        get { isDetachedFromScene ? nil : (sceneStorage ?? HeadlessDisplay.current.windowScene) }
        set {
            sceneStorage = newValue
            isDetachedFromScene = newValue == nil
        }
    }
    private var sceneStorage: UIWindowScene?
    private var isDetachedFromScene = false

    /// The next responder: the window's scene, whose next responder is the application
    /// [OBS: since iOS 13 a window's next responder is its scene; UIResponder.next's
    /// documentation, written before scenes, names the application].
    open override var next: UIResponder? { windowScene }
}
