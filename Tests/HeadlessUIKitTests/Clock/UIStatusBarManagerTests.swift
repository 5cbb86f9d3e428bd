import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// The status bar's frame per device, and the controller in charge hiding it, as an app reads
/// them (`UIStatusBarManager`, `UIApplication.statusBarFrame`).
@MainActor
@Suite struct UIStatusBarManagerTests {
    /// A screen an app shows full screen, which may ask for the status bar to hide.
    final class PhotoController: UIViewController {
        var hidesStatusBar = false
        var style = UIStatusBarStyle.default
        override var prefersStatusBarHidden: Bool { hidesStatusBar }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
    }

    /// A navigation controller that lets its top controller decide, as apps write it.
    final class DeferringNavigationController: UINavigationController {
        override var childForStatusBarHidden: UIViewController? { topViewController }
        override var childForStatusBarStyle: UIViewController? { topViewController }
    }

    /// A key window filling the display's screen, showing `root`.
    func keyWindow(on display: HeadlessDisplay, root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: display.screen.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    struct DeviceCase: Sendable, CustomTestStringConvertible {
        let device: HeadlessDevice
        let frame: CGRect
        var testDescription: String { device.name }
    }

    @Test(arguments: [
        DeviceCase(device: .iPhone14, frame: CGRect(x: 0, y: 0, width: 390, height: 47)),
        DeviceCase(device: .iPhoneSE, frame: CGRect(x: 0, y: 0, width: 375, height: 20)),
        DeviceCase(device: .unobstructed(screenSize: CGSize(width: 400, height: 800), scale: 2), frame: .zero),
    ])
    func theStatusBarIsTheDevicesTopInsetAcrossTheScreen(_ example: DeviceCase) throws {
        try onDevice(example.device) { display in
            let window = keyWindow(on: display, root: UIViewController())
            let manager = try #require(window.windowScene?.statusBarManager)
            #expect(manager.statusBarFrame == example.frame)
            #expect(manager.isStatusBarHidden == (example.frame == .zero))
            #expect(UIApplication.shared.statusBarFrame == example.frame)
        }
    }

    @Test func aRootThatPrefersTheStatusBarHiddenHidesIt() throws {
        try onDevice(.iPhone14) { display in
            let photo = PhotoController()
            let window = keyWindow(on: display, root: photo)
            let manager = try #require(window.windowScene?.statusBarManager)
            #expect(!manager.isStatusBarHidden)
            photo.hidesStatusBar = true
            photo.setNeedsStatusBarAppearanceUpdate()
            #expect(manager.isStatusBarHidden)
            #expect(manager.statusBarFrame == .zero)
            #expect(UIApplication.shared.statusBarFrame == .zero)
        }
    }

    @Test func aNavigationControllerAnswersForItselfUnlessItNamesAChild() throws {
        try onDevice(.iPhone14) { display in
            let photo = PhotoController()
            photo.hidesStatusBar = true
            photo.style = .lightContent
            let plain = UINavigationController(rootViewController: photo)
            let window = keyWindow(on: display, root: plain)
            let manager = try #require(window.windowScene?.statusBarManager)
            #expect(!manager.isStatusBarHidden)
            #expect(manager.statusBarStyle == .default)
            window.rootViewController = DeferringNavigationController(rootViewController: PhotoController())
            (window.rootViewController as? UINavigationController)?.pushViewController(photo, animated: false)
            #expect(manager.isStatusBarHidden)
            #expect(manager.statusBarStyle == .lightContent)
        }
    }

    @Test func aFullScreenPresentationTakesOverTheStatusBarAndAnOverFullScreenOneDoesNot() throws {
        try onDevice(.iPhone14) { display in
            let home = UIViewController()
            let window = keyWindow(on: display, root: home)
            let manager = try #require(window.windowScene?.statusBarManager)
            let overlay = PhotoController()
            overlay.hidesStatusBar = true
            overlay.modalPresentationStyle = .overFullScreen
            home.present(overlay, animated: false)
            #expect(!manager.isStatusBarHidden)
            overlay.dismiss(animated: false)
            overlay.modalPresentationCapturesStatusBarAppearance = true
            home.present(overlay, animated: false)
            #expect(manager.isStatusBarHidden)
            overlay.dismiss(animated: false)
            #expect(!manager.isStatusBarHidden)

            let photo = PhotoController()
            photo.hidesStatusBar = true
            photo.modalPresentationStyle = .fullScreen
            home.present(photo, animated: false)
            #expect(manager.statusBarFrame == .zero)
            photo.dismiss(animated: false)
            #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        }
    }

    /// A screen that hides the status bar and says how it animates, as apps write the pair.
    final class ImmersiveController: UIViewController {
        override var prefersStatusBarHidden: Bool { true }
        override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    }

    @Test func aPresentationOfTheDefaultStyleIsASheetAndLeavesTheStatusBarAlone() throws {
        try onDevice(.iPhone14) { display in
            let home = UIViewController()
            let window = keyWindow(on: display, root: home)
            let manager = try #require(window.windowScene?.statusBarManager)
            let immersive = ImmersiveController()
            #expect(immersive.modalPresentationStyle == .automatic)
            #expect(immersive.preferredStatusBarUpdateAnimation == .slide)
            home.present(immersive, animated: false)
            // A page sheet on iOS 13 and later, though the model shows it full screen.
            #expect(!manager.isStatusBarHidden)
            immersive.dismiss(animated: false)
            immersive.modalPresentationStyle = .fullScreen
            home.present(immersive, animated: false)
            #expect(manager.isStatusBarHidden)
        }
    }
}
