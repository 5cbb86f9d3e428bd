/// The look of a navigation bar, tab bar or toolbar, with UIKit's raw values
/// [DOC UIBarStyle]. Stored only: bars draw nothing here.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    case blackTranslucent = 2

    /// The same as `.black` [DOC blackOpaque].
    public static var blackOpaque: UIBarStyle { .black }
}

/// The metrics a bar's background image is for, with UIKit's raw values [DOC UIBarMetrics].
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}
