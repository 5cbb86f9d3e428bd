/// A container of a primary and a secondary controller, side by side or collapsed into one
/// column, as UIKit's `UISplitViewController` (its classic, column-less interface).
///
/// What the model does [DOC UISplitViewController]: ``viewControllers`` are children, the
/// primary first. The split view is collapsed when its horizontal size class is compact
/// [DOC isCollapsed], which is the model's device (a portrait iPhone) unless a parent overrides
/// it (`setOverrideTraitCollection(_:forChild:)`). Collapsed, the primary's view fills the
/// view and ``viewControllers`` holds the primary only; expanded, the primary's view is a
/// column ``primaryColumnWidth`` wide at the leading edge and the secondary's fills the rest.
/// ``showDetailViewController(_:sender:)`` asks the delegate, then replaces the secondary
/// (expanded) or pushes it on a primary navigation controller (collapsed).
///
/// What it does not: the column styles of iOS 14 (`init(style:)` keeps the style, the layout is
/// the classic one), overlay and displace display modes (every mode shows the primary beside
/// the secondary when expanded), the gesture that shows and hides the primary, and the
/// delegate's collapse and separate questions (collapsing keeps the secondary a child, not
/// shown). See docs/controls-and-lists.md.
open class UISplitViewController: UIViewController {
    private let styleStorage: Style
    private var columns: [UIViewController] = []

    /// A split view of `style` [DOC init(style:)].
    public init(style: Style) {
        styleStorage = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A split view of style `.unspecified` [DOC init(nibName:bundle:)].
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        styleStorage = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        styleStorage = .unspecified
        super.init(coder: coder)
    }

    /// The style given at initialization [DOC style].
    open var style: Style { styleStorage }

    /// The delegate (weak, as in UIKit) [DOC delegate].
    open weak var delegate: (any UISplitViewControllerDelegate)?

    /// The primary and secondary controllers, or the primary only while collapsed. Setting it
    /// replaces the children [DOC viewControllers].
    open var viewControllers: [UIViewController] {
        get { isCollapsed ? Array(columns.prefix(1)) : columns }
        set { replaceColumns(with: newValue) }
    }

    /// Whether only one column shows: the horizontal size class is compact [DOC isCollapsed].
    open var isCollapsed: Bool { traitCollection.horizontalSizeClass != .regular }

    /// The display mode asked for. Default `.automatic` [DOC preferredDisplayMode].
    open var preferredDisplayMode = DisplayMode.automatic {
        didSet { layoutColumns() }
    }

    /// The display mode in effect: the preferred one, `.automatic` resolved to
    /// `.oneBesideSecondary` [DOC displayMode] [INF].
    open var displayMode: DisplayMode {
        preferredDisplayMode == .automatic ? .oneBesideSecondary : preferredDisplayMode
    }

    /// Whether a swipe shows and hides the primary. Default true [DOC presentsWithGesture].
    /// Stored only.
    open var presentsWithGesture = true

    /// The primary column's width as a fraction of the view's, or ``automaticDimension``
    /// [DOC preferredPrimaryColumnWidthFraction].
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { layoutColumns() }
    }

    /// The value that leaves a dimension to the split view [DOC automaticDimension].
    public static let automaticDimension: CGFloat = -1

    /// The primary column's width: zero while collapsed or with the primary hidden
    /// (`.secondaryOnly`), else the preferred fraction of the view's width, else 320 points [OBS].
    open var primaryColumnWidth: CGFloat {
        guard !isCollapsed, displayMode != .secondaryOnly else { return 0 }
        let width = viewIfLoaded?.bounds.width ?? 0
        return preferredPrimaryColumnWidthFraction >= 0 ? width * preferredPrimaryColumnWidthFraction : min(320, width)
    }

    /// Shows `vc` as the secondary: the delegate may handle it; otherwise, collapsed with a
    /// navigation controller as primary, it is pushed there, else it replaces the secondary
    /// [DOC showDetailViewController(_:sender:)].
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if isCollapsed, let navigation = columns.first as? UINavigationController {
            navigation.pushViewController(vc, animated: true)
            return
        }
        replaceColumns(with: Array(columns.prefix(1)) + [vc])
    }

    /// Shows `vc` as the primary: the delegate may handle it; otherwise it replaces the
    /// primary [DOC show(_:sender:)].
    open func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        replaceColumns(with: [vc] + columns.dropFirst())
    }

    // MARK: The view

    /// Makes the view and shows the columns.
    open override func loadView() {
        let view = SplitViewControllerView(frame: .zero)
        view.layer.compositingValues.isUIKitContainer = true
        view.splitViewController = self
        self.view = view
        layoutColumns()
    }

    /// Replaces the children with `controllers`, with containment callbacks.
    private func replaceColumns(with controllers: [UIViewController]) {
        // The columns may hold one controller twice (`show` of the secondary as primary).
        let change = StackChange(old: columns, new: controllers, distinct: false)
        for controller in change.removed {
            controller.willMove(toParent: nil)
            if let view = controller.viewStorage, view.superview === viewStorage { view.removeFromSuperview() }
            controller.detachFromParent()
        }
        for controller in change.added { attachChild(controller) }
        columns = controllers
        layoutColumns()
        for controller in change.added { controller.didMove(toParent: self) }
    }

    /// Puts the shown columns' views in the view and frames them.
    func layoutColumns() {
        guard let view = viewStorage else { return }
        let bounds = view.bounds
        let shown = viewControllers
        for controller in columns where !shown.contains(where: { $0 === controller }) {
            if let childView = controller.viewStorage, childView.superview === view { childView.removeFromSuperview() }
        }
        let primaryWidth = primaryColumnWidth
        for (index, controller) in shown.enumerated() {
            let childView = controller.loadedView
            if index == 0 {
                childView.frame =
                    isCollapsed || shown.count == 1
                    ? bounds : CGRect(x: bounds.minX, y: bounds.minY, width: primaryWidth, height: bounds.height)
            } else {
                childView.frame = CGRect(
                    x: bounds.minX + primaryWidth, y: bounds.minY, width: bounds.width - primaryWidth,
                    height: bounds.height)
            }
            if childView.superview !== view { view.addSubview(childView) }
        }
    }

    /// Lays the columns out again after a change of the size class.
    func traitsChanged() {
        layoutColumns()
    }
}

extension UIViewController {
    /// The nearest ancestor that is a split view controller [DOC splitViewController].
    public var splitViewController: UISplitViewController? {
        var current = parentStorage
        while let candidate = current {
            if let split = candidate as? UISplitViewController { return split }
            current = candidate.parentStorage
        }
        return nil
    }
}

extension UISplitViewController {
    /// The column interface, with UIKit's raw values [DOC UISplitViewController.Style].
    public enum Style: Int, Sendable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }

    /// How the columns are shown, with UIKit's raw values [DOC UISplitViewController.DisplayMode].
    public enum DisplayMode: Int, Sendable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        case twoBesideSecondary = 4
        case twoOverSecondary = 5
        case twoDisplaceSecondary = 6

        /// The iOS 8 name of `.secondaryOnly` [DOC primaryHidden].
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        /// The iOS 8 name of `.oneBesideSecondary` [DOC allVisible].
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        /// The iOS 8 name of `.oneOverSecondary` [DOC primaryOverlay].
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }

    /// A column of the iOS 14 interface, with UIKit's raw values [DOC UISplitViewController.Column].
    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        case compact = 3
    }
}

/// The split view controller's view: lays the columns out whenever its size changes.
@MainActor
final class SplitViewControllerView: UIView {
    weak var splitViewController: UISplitViewController?

    override var frame: CGRect {
        didSet { splitViewController?.layoutColumns() }
    }

    override var bounds: CGRect {
        didSet { splitViewController?.layoutColumns() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        splitViewController?.layoutColumns()
    }
}
