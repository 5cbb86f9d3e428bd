/// The bar at the bottom of a tab bar controller, as UIKit's `UITabBar`: a view that holds an
/// item per tab and selects a tab when tapped.
///
/// What the model does [DOC UITabBar]: a tab bar controller's bar is a subview of its view, in
/// front of the transition view, at the bottom of the safe area, 49 points tall
/// (``sizeThatFits(_:)``); its ``items`` are the tabs' `tabBarItem`s and ``selectedItem`` the
/// selected tab's. A touch that lifts inside the bar taps the tab under it (the bar's width
/// split evenly between the items), as a tap on the tab's button does: the controller's
/// delegate is asked `shouldSelect` and told `didSelect`.
///
/// What it does not: nothing is drawn; styles and colours are stored; "More" tabs,
/// customizing, badges' appearance and `UITabBarAppearance` are not modelled; a bar of its own
/// (not a controller's) keeps its items and selection and taps nothing. See
/// docs/controls-and-lists.md.
open class UITabBar: UIView {
    /// The tab bar controller whose bar this is.
    weak var tabBarController: UITabBarController?
    private var ownItems: [UITabBarItem]?
    private var ownSelectedItem: UITabBarItem?

    /// The height of the bar in the model, UIKit's phone tab bar without the home indicator
    /// [OBS].
    static let height: CGFloat = 49

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

    /// The tint of the unselected items [DOC unselectedItemTintColor]. Stored only.
    open var unselectedItemTintColor: UIColor?

    /// The items: a tab bar controller's tabs', or the bar's own [DOC items].
    open var items: [UITabBarItem]? {
        get {
            if let tabBarController { return tabBarController.viewControllers?.map(\.tabBarItem) }
            return ownItems
        }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items of a bar of its own; a controller's bar ignores it (UIKit raises)
    /// [DOC setItems(_:animated:)].
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        guard tabBarController == nil else { return }
        ownItems = items
    }

    /// The selected item: the selected tab's, or the one set on a bar of its own
    /// [DOC selectedItem].
    open var selectedItem: UITabBarItem? {
        get {
            if let tabBarController { return tabBarController.selectedViewController?.tabBarItem }
            return ownSelectedItem
        }
        set {
            guard tabBarController == nil else { return }
            ownSelectedItem = newValue
        }
    }

    /// The width given and the bar's height, 49 points [OBS].
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height)
    }

    /// No intrinsic width; 49 points tall.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
    }

    /// A finger lifted inside the bar: taps the tab under it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tabBarController, let count = tabBarController.viewControllers?.count, count > 0,
            let touch = touches.first
        else {
            super.touchesEnded(touches, with: event)
            return
        }
        let point = touch.location(in: self)
        guard bounds.contains(point), bounds.width > 0 else { return }
        let index = min(count - 1, Int((point.x - bounds.minX) / (bounds.width / CGFloat(count))))
        guard tabBarController.viewControllers?[index].tabBarItem.isEnabled ?? false else { return }
        tabBarController.tapTab(at: index)
    }
}
