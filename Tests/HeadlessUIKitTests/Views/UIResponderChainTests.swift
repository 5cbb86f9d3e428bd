import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// A controller that handles the touches its views leave unhandled, as an app's controller
/// overriding `touchesBegan(_:with:)` does.
@MainActor
private final class TouchHandlingController: UIViewController {
    private(set) var touchesSeen = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesSeen += touches.count
    }
}

/// The responder chain's links, as UIResponder.next documents them: a view's controller, else
/// its superview; a controller's view's superview, or its presenter; the window's scene; the
/// application.
@MainActor
@Suite struct UIResponderChainTests {
    @Test func aRootViewLeadsToItsControllerThenToTheWindowSceneAndApplication() {
        let display = unobstructedDisplay()
        let window = makeWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let label = UIView()
        root.view.addSubview(label)

        var chain: [UIResponder] = []
        var responder: UIResponder? = label
        while let current = responder {
            chain.append(current)
            responder = current.next
        }
        let expected: [UIResponder] = [label, root.view, root, window, display.windowScene, UIApplication.shared]
        #expect(chain.count == expected.count)
        #expect(zip(chain, expected).allSatisfy { $0 === $1 })
    }

    @Test func aChildControllerLeadsToItsViewsSuperview() {
        unobstructedDisplay()
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.view.next === child)
        #expect(child.next === parent.view)
        #expect(UIViewController().next == nil)
    }

    @Test func aPresentedControllerLeadsToItsPresenter() {
        unobstructedDisplay()
        let window = makeWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        #expect(sheet.next === root)
        root.dismiss(animated: false)
        #expect(sheet.next == nil, "dismissed: no presenter, and its view left the window")
    }

    @Test func aFullScreenPresentationLeadsThroughThePresenterToTheWindow() {
        let display = unobstructedDisplay()
        let window = makeWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        display.advanceFrame()
        #expect(root.view.superview == nil, "the presenter's view left the window")
        #expect(cover.next === root)
        #expect(root.next === window)
        #expect(window.next === display.windowScene)
    }

    @Test func touchesAViewLeavesUnhandledReachItsController() {
        unobstructedDisplay()
        let window = makeWindow()
        let controller = TouchHandlingController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        controller.view.addSubview(card)
        let driver = FingerDriver(window: window)
        driver.down(point(50, 50), at: 0)
        #expect(controller.touchesSeen == 1)
    }
}
