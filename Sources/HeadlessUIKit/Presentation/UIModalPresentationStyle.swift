/// How a presented controller is shown (UIKit API, with UIKit's raw values).
///
/// Modelled: `.fullScreen`, `.overFullScreen`, `.currentContext`, `.overCurrentContext`,
/// `.custom` and `.popover`; `.automatic` presents as `.fullScreen` (UIKit resolves it to a page
/// sheet for most controllers since iOS 13 [DOC]; sheets are not modelled, and `.fullScreen` is
/// what it resolved to before). A popover adapts to the model's compact width, as a sheet
/// by default, shown as `.fullScreen`, or stays a popover when its delegate says `.none`
/// (``UIPopoverPresentationController``). Presenting with `.pageSheet`, `.formSheet` or `.none`
/// is refused with an `unsupportedPresentationStyle` diagnostic.
public enum UIModalPresentationStyle: Int, Sendable, CaseIterable, CustomStringConvertible {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2

    /// The style the model presents with, or nil when it is not modelled.
    var modelled: UIModalPresentationStyle? {
        switch self {
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom, .popover: self
        case .automatic: .fullScreen
        case .pageSheet, .formSheet, .none: nil
        }
    }

    /// Whether the presenter's view leaves the window when the presentation completes [DOC
    /// fullScreen, overFullScreen; INF for the context styles]. `.custom` asks its
    /// presentation controller.
    var removesPresentersView: Bool {
        self == .fullScreen || self == .currentContext
    }

    /// Whether the presentation covers the presenting context rather than the window.
    var coversContext: Bool {
        self == .currentContext || self == .overCurrentContext
    }

    public var description: String {
        switch self {
        case .fullScreen: "fullScreen"
        case .pageSheet: "pageSheet"
        case .formSheet: "formSheet"
        case .currentContext: "currentContext"
        case .custom: "custom"
        case .overFullScreen: "overFullScreen"
        case .overCurrentContext: "overCurrentContext"
        case .popover: "popover"
        case .none: "none"
        case .automatic: "automatic"
        }
    }
}
