import Testing

@testable import HeadlessUIKit

/// `interactivePopGestureRecognizer` begins only when there is something to pop, as UIKit's
/// own delegate of it decides: on the root controller the edge swipe is the app's.
@MainActor
@Suite struct InteractivePopGestureTests {
    /// A navigation stack on screen with a pan of the app's own on the navigation controller's
    /// view, the way a card library lets the whole stack be dragged.
    func makeScene(_ titles: [String]) -> (
        navigation: UINavigationController, appPan: RecognizerLog, popPan: RecognizerLog, driver: FingerDriver
    ) {
        let scene = Scene()
        let (navigation, _) = navigationStack(titles)
        scene.show(navigation)
        let appPan = UIPanGestureRecognizer()
        navigation.view.addGestureRecognizer(appPan)
        let popPan = RecognizerLog(navigation.interactivePopGestureRecognizer!)
        return (navigation, RecognizerLog(appPan), popPan, FingerDriver(window: scene.window))
    }

    func edgeSwipe(_ driver: FingerDriver) {
        let start = point(4, 400)
        driver.down(start, at: 0)
        let last = driver.drag(from: start, step: point(8, 0), steps: 12, startingAt: 0)
        driver.up(point(start.x + 96, 400), at: last + 0.008)
    }

    @Test func onTheRootTheEdgeSwipeIsTheAppsOwn() {
        let scene = makeScene(["A"])
        edgeSwipe(scene.driver)
        #expect(!scene.popPan.stateChanges.contains(.began), "\(scene.popPan.stateChanges)")
        #expect(scene.popPan.stateChanges.contains(.failed))
        #expect(scene.appPan.handlerStates.first == .began, "\(scene.appPan.stateChanges)")
        #expect(scene.appPan.handlerStates.last == .ended)
    }

    @Test func withSomethingToPopTheSystemsSwipeBeginsThePop() {
        let scene = makeScene(["A", "B"])
        edgeSwipe(scene.driver)
        #expect(scene.popPan.handlerStates.first == .began, "\(scene.popPan.stateChanges)")
        #expect(!scene.appPan.handlerStates.contains(.began))
    }

    @Test func anAppsOwnDelegateDecidesInstead() {
        let scene = makeScene(["A"])
        let delegate = AlwaysBegins()
        scene.navigation.interactivePopGestureRecognizer?.delegate = delegate
        edgeSwipe(scene.driver)
        #expect(scene.popPan.handlerStates.first == .began)
        #expect(scene.navigation.viewControllers.count == 1)
        #expect(!scene.appPan.handlerStates.contains(.began))
    }

    final class AlwaysBegins: NSObject, UIGestureRecognizerDelegate {}
}
