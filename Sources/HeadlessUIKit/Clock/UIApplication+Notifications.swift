// The application's life-cycle and status-bar notification names, with UIKit's string values,
// and its state. The model's application is always active in the foreground: nothing posts
// these notifications; code that observes them compiles, and tests can post them to drive it.

extension UIApplication {
    /// Posted when the app entered the background [DOC didEnterBackgroundNotification].
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted before the app enters the foreground [DOC willEnterForegroundNotification].
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app became active [DOC didBecomeActiveNotification].
    nonisolated public static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// Posted before the app stops being active [DOC willResignActiveNotification].
    nonisolated public static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    /// Posted before the app terminates [DOC willTerminateNotification].
    nonisolated public static let willTerminateNotification = Notification.Name(
        "UIApplicationWillTerminateNotification")
    /// Posted when the app finished launching [DOC didFinishLaunchingNotification].
    nonisolated public static let didFinishLaunchingNotification = Notification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    /// Posted on a memory warning [DOC didReceiveMemoryWarningNotification].
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the user took a screenshot [DOC userDidTakeScreenshotNotification].
    nonisolated public static let userDidTakeScreenshotNotification = Notification.Name(
        "UIApplicationUserDidTakeScreenshotNotification")
    /// Posted on a significant change of time [DOC significantTimeChangeNotification].
    nonisolated public static let significantTimeChangeNotification = Notification.Name(
        "UIApplicationSignificantTimeChangeNotification")
    /// Posted before the status bar's frame changes. Deprecated in iOS 13
    /// [DOC willChangeStatusBarFrameNotification].
    nonisolated public static let willChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted after the status bar's frame changed. Deprecated in iOS 13
    /// [DOC didChangeStatusBarFrameNotification].
    nonisolated public static let didChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarFrameNotification")
    /// Posted before the interface orientation changes. Deprecated in iOS 13
    /// [DOC willChangeStatusBarOrientationNotification].
    nonisolated public static let willChangeStatusBarOrientationNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarOrientationNotification")
    /// Posted after the interface orientation changed. Deprecated in iOS 13
    /// [DOC didChangeStatusBarOrientationNotification].
    nonisolated public static let didChangeStatusBarOrientationNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarOrientationNotification")

    /// The app's state: always `.active` here [DOC applicationState].
    public var applicationState: State { .active }

    /// An app's running state, with UIKit's raw values [DOC UIApplication.State].
    public enum State: Int, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }
}
