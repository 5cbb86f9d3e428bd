import GestureTrace
import HeadlessUIKit
import TransitionHarness

/// The example app's scenes as subjects: each hands the replay its root, says which gestures
/// it answers, and reaches the trace's starting state the way the app does.

/// The feed with a card shown over it; a pull down on the card dismisses it.
final class CardApp: AppUnderTest {
    let name: String
    private let firstDraft: Bool
    let supportedGestures = [
        SupportedGesture(
            Trace.Transition(operation: .dismiss, gesture: .pan, axis: .y, direction: 1, distance: 640),
            startRegion: CGRect(x: 0.05, y: 0.3, width: 0.9, height: 0.65))
    ]

    init(firstDraft: Bool = false) {
        self.firstDraft = firstDraft
        name = firstDraft ? "card-as-first-written" : "card"
    }

    func makeRootViewController() -> UIViewController {
        let feed = FeedViewController()
        feed.cardIsFirstDraft = firstDraft
        return feed
    }

    func prepareState(for operation: Trace.Transition.Operation, in window: UIWindow) {
        (window.rootViewController as? FeedViewController)?.showCard(animated: false)
    }
}

/// The gallery with a photo open; a swipe from the left edge zooms back to the gallery.
final class ZoomApp: AppUnderTest {
    let name: String
    private let firstDraft: Bool
    let supportedGestures = [
        SupportedGesture(Trace.Transition(operation: .pop, gesture: .edgePan, edge: .left, edgeWidth: 20))
    ]

    init(firstDraft: Bool = false) {
        self.firstDraft = firstDraft
        name = firstDraft ? "zoom-as-first-written" : "zoom"
    }

    func makeRootViewController() -> UIViewController {
        GalleryNavigationController(firstDraft: firstDraft)
    }

    func prepareState(for operation: Trace.Transition.Operation, in window: UIWindow) {
        let navigation = window.rootViewController as? UINavigationController
        (navigation?.topViewController as? GalleryViewController)?.openPhoto(animated: false)
    }
}

/// The welcome screen; a swipe up from the bottom edge opens the door to the lobby.
final class DoorApp: AppUnderTest {
    let name: String
    private let firstDraft: Bool
    let supportedGestures = [
        SupportedGesture(Trace.Transition(operation: .present, gesture: .edgePan, edge: .bottom, edgeWidth: 20))
    ]

    init(firstDraft: Bool = false) {
        self.firstDraft = firstDraft
        name = firstDraft ? "door-as-first-written" : "door"
    }

    func makeRootViewController() -> UIViewController {
        WelcomeViewController(firstDraft: firstDraft)
    }
}

/// The tabs, on the first; a pan to the left switches to the next tab. The trace format has no
/// tab switch: a trace declares it as a push (with a pan, or an edge pan from the right edge,
/// whose touches a plain pan recognizes too).
final class TabsApp: AppUnderTest {
    let name: String
    private let firstDraft: Bool
    let supportedGestures = [
        SupportedGesture(
            Trace.Transition(operation: .push, gesture: .pan, axis: .x, direction: -1), begins: .tabSwitch)
    ]

    init(firstDraft: Bool = false) {
        self.firstDraft = firstDraft
        name = firstDraft ? "tabs-as-first-written" : "tabs"
    }

    func makeRootViewController() -> UIViewController {
        MainTabBarController(firstDraft: firstDraft)
    }
}
