/// What a navigation bar shows for a view controller, as UIKit's `UINavigationItem`.
///
/// The model has no navigation bar: the item keeps its values, with UIKit's defaults, and
/// nothing shows them.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title [DOC title].
    open var title: String?

    /// Whether the back button is hidden. Default false [DOC hidesBackButton]. Stored only.
    open var hidesBackButton = false

    /// How a large title shows. Default `.automatic` [DOC largeTitleDisplayMode]. Stored only.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

    /// An item with `title` [DOC init(title:)].
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// An item with no title.
    public override init() {
        super.init()
    }

    /// Hides or shows the back button; `animated` changes nothing here [DOC setHidesBackButton(_:animated:)].
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }
}

extension UINavigationItem {
    /// When a navigation bar shows a large title, with UIKit's raw values
    /// [DOC UINavigationItem.LargeTitleDisplayMode].
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0
        case always = 1
        case never = 2
        case inline = 3
    }
}
