import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// The display's one window scene, its status bar, and the application's notification names.
@MainActor
@Suite struct UIWindowSceneTests {
    @Test func everyWindowIsInTheDisplaysScene() throws {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let scene = try #require(window.windowScene)
        #expect(scene === display.windowScene)
        #expect(scene.windows == [window])
        #expect(scene.keyWindow === window)
        #expect(scene.interfaceOrientation == .portrait)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.screen === UIScreen.main)
        #expect(scene.statusBarManager?.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        #expect(scene.statusBarManager?.isStatusBarHidden == false)
    }

    @Test func aWindowMadeForASceneFillsItsScreen() throws {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let window = UIWindow(windowScene: display.windowScene)
        #expect(window.frame == UIScreen.main.bounds)
        window.windowScene = nil
        #expect(window.windowScene == nil)
        window.makeKeyAndVisible()
        #expect(display.windowScene.windows.isEmpty)
    }

    @Test func theNotificationNamesAreUIKits() {
        #expect(UIApplication.didEnterBackgroundNotification.rawValue == "UIApplicationDidEnterBackgroundNotification")
        #expect(
            UIApplication.willChangeStatusBarFrameNotification.rawValue
                == "UIApplicationWillChangeStatusBarFrameNotification")
        #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
        #expect(UIScene.didActivateNotification.rawValue == "UISceneDidActivateNotification")
        #expect(UIApplication.shared.applicationState == .active)
    }
}
