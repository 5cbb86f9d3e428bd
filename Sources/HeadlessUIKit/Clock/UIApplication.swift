/// The application object of the current ``HeadlessDisplay`` (UIKit API): its windows and key
/// window.
///
/// Each display has its own application object, so `UIApplication.shared` changes identity
/// when a new display is created; as in UIKit it cannot be created directly. Scenes, the run
/// loop, event dispatch and app life-cycle are not modelled: the display's clock plays the run
/// loop's part.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    private unowned let display: HeadlessDisplay

    init(display: HeadlessDisplay) {
        self.display = display
        super.init()
    }

    /// The current display's application object.
    public class var shared: UIApplication { HeadlessDisplay.current.application }

    /// The visible windows, in the order they were made visible (`makeKeyAndVisible()`).
    /// Deprecated in iOS 15 in favour of the window scene's windows, still widely used.
    open var windows: [UIWindow] { display.windowList }

    /// The key window, or nil before any window was made key.
    open var keyWindow: UIWindow? { display.keyWindowStorage }

    /// The status bar's frame in screen coordinates, zero when it is hidden [DOC statusBarFrame]:
    /// the display's scene's (``UIStatusBarManager/statusBarFrame``). Deprecated in iOS 13.
    open var statusBarFrame: CGRect { display.windowScene.statusBarManager?.statusBarFrame ?? .zero }

    #if canImport(ObjectiveC)
        /// Sends `action` to `target`, with `sender` and `event` as its arguments; for a nil
        /// target, to the first object that implements it up the responder chain. Returns
        /// whether an object received it [DOC sendAction(_:to:from:for:)]. UIKit starts a nil
        /// target's search at the first responder, which the model does not keep: the search
        /// starts at `sender` when it is a responder, as it does in UIKit when nothing is first
        /// responder [INF]. Where the runtime is missing (Linux) there is no selector to send.
        @discardableResult
        open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
            if let target {
                return sendActionMessage(action, to: target as AnyObject, from: sender, event: event)
            }
            var responder = sender as? UIResponder
            while let candidate = responder {
                if candidate.responds(to: action) {
                    return sendActionMessage(action, to: candidate, from: sender, event: event)
                }
                responder = candidate.next
            }
            return false
        }
    #endif
}
