/// The status bar's style, with UIKit's raw values [DOC UIStatusBarStyle]. The model has no
/// status bar, so it is stored and reported only.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}
