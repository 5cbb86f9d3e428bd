import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// A window that logs when it becomes and stops being key.
@MainActor
final class KeyLoggingWindow: UIWindow {
    var log: [String]
    let name: String

    init(_ name: String, log: [String] = []) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        nil
    }

    static var sharedLog: [String] = []

    override func becomeKey() {
        Self.sharedLog.append("\(name).becomeKey")
    }

    override func resignKey() {
        Self.sharedLog.append("\(name).resignKey")
    }
}

@MainActor
@Suite struct UIApplicationTests {
    @Test func makeKeyAndVisibleShowsTheWindowAndMakesItKey() {
        let display = HeadlessDisplay()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.isHidden = true
        #expect(UIApplication.shared.windows.isEmpty)
        #expect(UIApplication.shared.keyWindow == nil)
        window.makeKeyAndVisible()
        #expect(!window.isHidden)
        #expect(window.isKeyWindow)
        #expect(UIApplication.shared.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(window)])
        #expect(UIApplication.shared.keyWindow === window)
        #expect(display.keyWindow === window)
        #expect(window.screen === display.screen)
    }

    @Test func theOldKeyWindowResignsBeforeTheNewOneBecomesKey() {
        _ = HeadlessDisplay()
        KeyLoggingWindow.sharedLog = []
        let first = KeyLoggingWindow("first")
        let second = KeyLoggingWindow("second")
        first.makeKeyAndVisible()
        second.makeKeyAndVisible()
        first.makeKey()
        first.makeKey()
        #expect(
            KeyLoggingWindow.sharedLog == [
                "first.becomeKey", "first.resignKey", "second.becomeKey", "second.resignKey", "first.becomeKey",
            ])
        #expect(UIApplication.shared.windows.count == 2)
        #expect(first.isKeyWindow && !second.isKeyWindow)
    }

    @Test func aNewDisplayBringsAFreshApplicationScreenAndWindowList() {
        let first = HeadlessDisplay()
        let application = UIApplication.shared
        UIWindow().makeKeyAndVisible()
        let second = HeadlessDisplay()
        #expect(UIApplication.shared !== application)
        #expect(UIApplication.shared.windows.isEmpty)
        #expect(UIScreen.main === second.screen && UIScreen.main !== first.screen)
    }
}
