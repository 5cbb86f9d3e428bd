// Which controller the status bar follows [DOC prefersStatusBarHidden, childForStatusBarHidden,
// childForStatusBarStyle, modalPresentationCapturesStatusBarAppearance]: the key window's root
// view controller, or the last controller presented over it whose presentation covers the screen
// in UIKit (`.fullScreen` as requested, or as a popover adapts: not `.automatic`, which is a
// sheet since iOS 13 though the model shows it full screen) or that captures the status bar's
// appearance; then, for as long as the controller names one, its `childForStatusBarHidden`
// (or `childForStatusBarStyle`). The model reads the preferences each time the status bar is
// asked, so `setNeedsStatusBarAppearanceUpdate()` has nothing to do [model]; a presentation
// takes the status bar over from its start [INF].

extension UIViewController {
    /// The controller of this controller's presentation chain whose preferences the status bar
    /// follows: the last one presented full screen or capturing the status bar, else this one.
    var statusBarOwnerInPresentationChain: UIViewController {
        var owner = self
        var current = self
        while let presented = current.presentedStorage {
            if presented.modalPresentationCapturesStatusBarAppearance || presented.coversScreenInUIKit {
                owner = presented
            }
            current = presented
        }
        return owner
    }

    /// Whether UIKit shows this presented controller full screen: its style as requested, or,
    /// for a popover, the style it adapted to. The model shows `.automatic` and sheets full
    /// screen too, which UIKit does not [model].
    private var coversScreenInUIKit: Bool {
        if let popover = presentationControllerStorage as? UIPopoverPresentationController {
            return popover.adaptedStyle == .fullScreen
        }
        return modalPresentationStyle == .fullScreen
    }

    /// Follows `child` from this controller for as long as it names a controller (at most 64
    /// steps, so a cycle of overrides cannot hang the model).
    func following(_ child: (UIViewController) -> UIViewController?) -> UIViewController {
        var current = self
        for _ in 0..<64 {
            guard let next = child(current), next !== current else { break }
            current = next
        }
        return current
    }
}

extension HeadlessDisplay {
    /// The controller whose presentation chain the status bar follows: the key window's root,
    /// or nil without a key window or root [model: the status bar of a scene without a key
    /// window follows nobody, and shows].
    var statusBarChainOwner: UIViewController? {
        keyWindowStorage?.rootViewController?.statusBarOwnerInPresentationChain
    }
}
