/// A scene of the app's UI, as UIKit's `UIScene`: the model has one per display, always in
/// the foreground and active [DOC UIScene]. Sessions, connection options, state restoration
/// and the scene delegate are not modelled.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The scene's title [DOC title]. Stored only.
    open var title: String!

    /// The scene's state: always `.foregroundActive` here [DOC activationState].
    open var activationState: ActivationState { .foregroundActive }

    override init() {
        super.init()
    }

    /// Posted when a scene became active [DOC didActivateNotification]. Never posted here.
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted before a scene stops being active [DOC willDeactivateNotification]. Never posted here.
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene entered the background [DOC didEnterBackgroundNotification]. Never
    /// posted here.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UISceneDidEnterBackgroundNotification")
    /// Posted before a scene enters the foreground [DOC willEnterForegroundNotification]. Never
    /// posted here.
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UISceneWillEnterForegroundNotification")
}

extension UIScene {
    /// A scene's state, with UIKit's raw values [DOC UIScene.ActivationState].
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }
}

/// The scene that holds the app's windows, as UIKit's `UIWindowScene`: one per display here,
/// with the display's screen and windows, in portrait, with the device's status bar
/// (``UIStatusBarManager``) [DOC UIWindowScene].
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    private unowned let display: HeadlessDisplay
    private lazy var statusBarManagerStorage = UIStatusBarManager(display: display)

    init(display: HeadlessDisplay) {
        self.display = display
        super.init()
    }

    /// The scene's visible windows, in the order they were made visible [DOC windows].
    open var windows: [UIWindow] { display.windowList.filter { $0.windowScene === self } }

    /// The scene's key window [DOC keyWindow].
    open var keyWindow: UIWindow? {
        guard let key = display.keyWindowStorage, key.windowScene === self else { return nil }
        return key
    }

    /// The screen: the display's [DOC screen].
    open var screen: UIScreen { display.screen }

    /// The interface's orientation: portrait, as the model never rotates [DOC interfaceOrientation].
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }

    /// The model's traits: a portrait iPhone [DOC traitCollection].
    open var traitCollection: UITraitCollection { UITraitCollection() }

    /// The scene's status bar [DOC statusBarManager].
    open var statusBarManager: UIStatusBarManager? { statusBarManagerStorage }

    /// The next responder: the application [OBS, as for ``UIWindow/next``].
    open override var next: UIResponder? { display.application }
}
