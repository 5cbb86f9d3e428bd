/// The built-in animation of a presentation without a custom animator (UIKit API, with
/// UIKit's raw values). `.partialCurl` is not modelled: presenting with it is refused with an
/// `unsupportedTransitionStyle` diagnostic.
public enum UIModalTransitionStyle: Int, Sendable, CaseIterable, CustomStringConvertible {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3

    public var description: String {
        switch self {
        case .coverVertical: "coverVertical"
        case .flipHorizontal: "flipHorizontal"
        case .crossDissolve: "crossDissolve"
        case .partialCurl: "partialCurl"
        }
    }
}
