/// A tab's title, image and badge, as UIKit's `UITabBarItem` (and its base `UIBarItem`).
///
/// Stored only: the tab bar draws nothing. A controller's ``UIViewController/tabBarItem`` is
/// made on first use with the controller's title.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    /// The title [DOC title].
    open var title: String?

    /// The image [DOC image].
    open var image: UIImage?

    /// The image while selected [DOC selectedImage].
    open var selectedImage: UIImage?

    /// A number to tell items apart. Default 0 [DOC tag].
    open var tag = 0

    /// Whether the item can be tapped. Default true [DOC isEnabled].
    open var isEnabled = true

    /// The badge's text [DOC badgeValue].
    open var badgeValue: String?

    /// An item with no title or image.
    public override init() {
        super.init()
    }

    /// An item with `title`, `image` and `tag` [DOC init(title:image:tag:)].
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    /// An item with `title`, `image` and `selectedImage` [DOC init(title:image:selectedImage:)].
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        super.init()
    }
}
