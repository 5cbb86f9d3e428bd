/// The status bar's style, with UIKit's raw values [DOC UIStatusBarStyle]. Reported by
/// ``UIStatusBarManager/statusBarStyle``; nothing is drawn.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

/// How the status bar animates when it shows or hides [DOC UIStatusBarAnimation]. The model's
/// status bar does not animate.
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}
