import GestureTrace
import HeadlessUIKit

/// Your app's scene under test, as it ships: its root view controller with its own
/// containers (a `UINavigationController` subclass, a `UITabBarController`, a presenting
/// controller), their delegates, the presented controllers' own `modalPresentationStyle` and
/// `transitioningDelegate`, and the gesture recognizers on its own views.
///
/// The replay replaces nothing of it: it puts the root in a key window, brings the scene to
/// the state the trace starts from (``prepareState(for:in:)``), lets the transitions of that
/// setup complete, and then delivers the trace's touches to the window, which hit-tests them
/// and hands them to the app's recognizers by UIKit's rules. The app's handlers start and
/// drive transitions with the app's own interaction controllers. Every transition UIKit begins
/// from the first frame on (push, pop, present, dismiss, tab switch, at any depth) is judged
/// against every contract; a trace whose operation the scene never begins fails
/// `transition-begun`, with where the touches went.
///
/// ```swift
/// final class CardApp: AppUnderTest {
///     let name = "card"
///     let supportedGestures = [
///         SupportedGesture(
///             Trace.Transition(operation: .dismiss, gesture: .pan, axis: .y, direction: 1, distance: 500),
///             startRegion: CGRect(x: 0, y: 0.45, width: 1, height: 0.55))
///     ]
///     func makeRootViewController() -> UIViewController { FeedViewController() }
///     func prepareState(for operation: Trace.Transition.Operation, in window: UIWindow) {
///         (window.rootViewController as? FeedViewController)?.showCard(animated: false)
///     }
/// }
/// ```
@MainActor
public protocol AppUnderTest: ReplaySubject {
    /// Makes the window's root view controller, as your scene delegate does. Called once per
    /// replay; the window is the screen's size.
    func makeRootViewController() -> UIViewController

    /// Brings the scene, already in a key window, to the state a trace of `operation` starts
    /// from, the way your app gets there: present the card, push the detail screen, select a
    /// tab. Use the same calls your app makes (`present(_:animated:)`,
    /// `pushViewController(_:animated:)`), animated or not: UIKit runs a `.custom`
    /// presentation's animator even when it is not animated (with `isAnimated` false), and the
    /// replay waits, up to ``ReplayOptions/setupTimeLimit``, for every transition of the setup
    /// to complete before the first touch. A setup still in flight then is reported under
    /// `complete-once`. The default does nothing: the root as made is the starting state.
    func prepareState(for operation: Trace.Transition.Operation, in window: UIWindow)
}

extension AppUnderTest {
    public func prepareState(for operation: Trace.Transition.Operation, in window: UIWindow) {}
}
