/// The bar at the top of a navigation controller, as UIKit's `UINavigationBar`: a view that
/// holds the stack's navigation items.
///
/// What the model does [DOC UINavigationBar]: a navigation controller's bar is a subview of its
/// view, in front of the transition view, at the top of the safe area, 44 points tall
/// (``sizeThatFits(_:)``), hidden by `setNavigationBarHidden(_:animated:)`; its ``items`` are
/// the navigation items of the stack's controllers, root first. A bar of its own keeps the
/// items given to ``setItems(_:animated:)``, ``pushItem(_:animated:)`` and ``popItem(animated:)``.
/// The content under a translucent bar is not moved, as UIKit's default
/// `edgesForExtendedLayout` has it.
///
/// What it does not: nothing is drawn (no title, buttons, background or blur); styles, colours
/// and images are stored; the back button and its gesture, large titles, the delegate and
/// `UINavigationBarAppearance` are not modelled; the model's safe area is empty, so the bar's
/// top is the view's top. See docs/controls-and-lists.md.
open class UINavigationBar: UIView {
    /// The navigation controller whose bar this is.
    weak var navigationController: UINavigationController?
    private var ownItems: [UINavigationItem] = []

    /// The height of the bar in the model, UIKit's compact-title height [OBS].
    static let height: CGFloat = 44

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.compositingValues.isUIKitContainer = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.compositingValues.isUIKitContainer = true
    }

    /// The bar's style. Default `.default` [DOC barStyle]. Stored only.
    open var barStyle = UIBarStyle.default

    /// Whether the bar is translucent. Default true [DOC isTranslucent]. Stored only.
    open var isTranslucent = true

    /// The background's tint [DOC barTintColor]. Stored only.
    open var barTintColor: UIColor?

    /// Whether titles show large [DOC prefersLargeTitles]. Stored only.
    open var prefersLargeTitles = false

    /// The title's text attributes [DOC titleTextAttributes]. Stored only.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?

    /// The shadow image [DOC shadowImage]. Stored only.
    open var shadowImage: UIImage?

    private var backgroundImages: [Int: UIImage] = [:]

    /// Sets the background image for `barMetrics` [DOC setBackgroundImage(_:for:)]. Stored only.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics.rawValue] = backgroundImage
    }

    /// The background image for `barMetrics` [DOC backgroundImage(for:)].
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics.rawValue]
    }

    // MARK: Items

    /// The items, bottom first: a navigation controller's stack's, or the bar's own [DOC items].
    /// Setting it is ``setItems(_:animated:)``.
    open var items: [UINavigationItem]? {
        get {
            if let navigationController { return navigationController.viewControllers.map(\.navigationItem) }
            return ownItems
        }
        set { setItems(newValue, animated: false) }
    }

    /// The top item [DOC topItem].
    open var topItem: UINavigationItem? { items?.last }

    /// The item below the top one [DOC backItem].
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Replaces the items. A navigation controller's bar ignores it (UIKit raises) [DOC setItems(_:animated:)].
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard navigationController == nil else { return }
        ownItems = items ?? []
    }

    /// Pushes an item. A navigation controller's bar ignores it (UIKit raises)
    /// [DOC pushItem(_:animated:)].
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard navigationController == nil else { return }
        ownItems.append(item)
    }

    /// Pops the top item and returns it. A navigation controller's bar ignores it (UIKit
    /// raises) [DOC popItem(animated:)].
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard navigationController == nil, !ownItems.isEmpty else { return nil }
        return ownItems.removeLast()
    }

    // MARK: Size

    /// The width given and the bar's height, 44 points [OBS].
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height)
    }

    /// No intrinsic width; 44 points tall.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
    }
}
