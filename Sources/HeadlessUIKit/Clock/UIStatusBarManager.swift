/// A scene's status bar, as UIKit's `UIStatusBarManager` [DOC UIStatusBarManager]: its frame,
/// whether it is hidden and its style, as the display's device and the controller in charge of
/// the status bar make them.
///
/// The frame is the device's status bar in portrait (the model's scene never rotates):
/// across the screen's width, as tall as the top safe-area inset of a full-screen window in
/// portrait, which on the devices the model knows is the status bar (47 points on the
/// ``HeadlessDevice/iPhone14``, 20 on the ``HeadlessDevice/iPhoneSE``) [OBS: the heights
/// UIKit reports on those devices, iOS 15–17]; zero when the status bar is hidden [DOC
/// statusBarFrame]. It is hidden on a screen the model does not know (no status bar, as no
/// insets), and when the controller in charge prefers it hidden (`prefersStatusBarHidden`,
/// ViewControllers/UIViewController+StatusBar.swift says which controller that is).
///
/// Not modelled: the safe area does not follow a hidden status bar (UIKit takes the iPhone SE's
/// 20 points off the top inset then); no animation of a change; no landscape status bar.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    private unowned let display: HeadlessDisplay

    init(display: HeadlessDisplay) {
        self.display = display
        super.init()
    }

    /// The status bar's frame in the scene's coordinates: the device's portrait status bar, or
    /// zero when it is hidden [DOC statusBarFrame].
    open var statusBarFrame: CGRect {
        isStatusBarHidden ? .zero : display.device.portraitStatusBarFrame
    }

    /// Whether the status bar is hidden: on a device without one, or when the controller in
    /// charge prefers it hidden [DOC isStatusBarHidden].
    open var isStatusBarHidden: Bool {
        guard display.device.portraitStatusBarFrame != .zero else { return true }
        guard let owner = display.statusBarChainOwner else { return false }
        return owner.following(\.childForStatusBarHidden).prefersStatusBarHidden
    }

    /// The status bar's style: the controller in charge's `preferredStatusBarStyle`, `.default`
    /// without one [DOC statusBarStyle].
    open var statusBarStyle: UIStatusBarStyle {
        display.statusBarChainOwner?.following(\.childForStatusBarStyle).preferredStatusBarStyle ?? .default
    }
}

extension HeadlessDevice {
    /// The status bar in portrait: across the screen, as tall as the top inset in portrait
    /// (zero for a device without insets).
    var portraitStatusBarFrame: CGRect {
        let height = portraitSafeAreaInsets.top
        guard height > 0 else { return .zero }
        return CGRect(x: 0, y: 0, width: Swift.min(screenSize.width, screenSize.height), height: height)
    }
}
