import Testing

@testable import HeadlessUIKit

@MainActor
@Suite struct UIWindowTests {
    @Test func aWindowIsItsOwnWindowAndTheWindowOfItsTree() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView()
        let deep = UIView()
        window.addSubview(view)
        view.addSubview(deep)
        #expect(window.window === window)
        #expect(view.window === window && deep.window === window)
        deep.removeFromSuperview()
        #expect(deep.window == nil)
    }

    @Test func theResponderChainFollowsSuperviewsToTheWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView()
        window.addSubview(view)
        #expect(view.next === window)
        #expect(window.next === window.windowScene)
        #expect(window.windowScene?.next === UIApplication.shared)
        #expect(UIApplication.shared.next == nil)
    }
}
