import GestureTrace
import TransitionHarness

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The app's scene under test: the feed, with a card shown over it that a pull down on the
/// card dismisses.
public final class CardApp: AppUnderTest {
    public let name = "card"

    /// The pull down on the card, from anywhere on it: the only gesture `fuzz` makes.
    public let supportedGestures = [
        SupportedGesture(
            Trace.Transition(operation: .dismiss, gesture: .pan, axis: .y, direction: 1, distance: 600),
            startRegion: CGRect(x: 0.05, y: 0.3, width: 0.9, height: 0.65))
    ]

    public init() {}

    public func makeRootViewController() -> UIViewController {
        FeedViewController()
    }

    public func prepareState(for operation: Trace.Transition.Operation, in window: UIWindow) {
        (window.rootViewController as? FeedViewController)?.openCard(animated: false)
    }
}
