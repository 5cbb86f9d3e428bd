/// A container that shows one of its controllers at a time, chosen by a tab (UIKit API).
///
/// All of `viewControllers` are children; only the selected one's view is in the view, inside
/// a transition view (UIKit's `UITransitionView`) that fills it and is the `containerView` of
/// tab switches. The ``tabBar`` is a subview in front of it, at the bottom; the selected view
/// fills the whole view (under a translucent bar, as UIKit's default). A tap on a tab is a
/// touch in the bar, or ``tapTab(at:)``.
///
/// A change of the selected controller while the tab bar controller is on screen is a
/// transition through a ``TransitionContext`` (`.tabSwitch`), as a push is: see
/// `UITabBarController+Selection.swift`.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    var tabsStorage: [UIViewController] = []
    var selectedStorage: UIViewController?
    private var transitionViewStorage: UIView?
    private var tabBarStorage: UITabBar?

    /// The object asked about taps and for transition animators (weak, as in UIKit).
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// An empty tab bar controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// An empty tab bar controller (archives are not modelled).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: The controllers

    /// The controllers, one per tab, or nil when there are none. Setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { tabsStorage.isEmpty ? nil : tabsStorage }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the controllers. The selection stays on the selected controller if it is still
    /// there, else moves to the same index, else to index 0 [DOC viewControllers]. A change of
    /// the selected controller here is immediate, not a transition (`animated` animates only
    /// the tab bar's items in UIKit) [DOC setViewControllers(_:animated:); INF for the rest].
    /// Refused with a diagnostic for duplicates or during a tab switch.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        for (index, controller) in new.enumerated() where new[..<index].contains(where: { $0 === controller }) {
            diagnose(
                .invalidViewControllers,
                "All view controllers in a tab bar controller must be distinct (\(controller.diagnosticName)).")
            return
        }
        if let transition = activeTransition, !transition.isCompleted {
            diagnose(
                .tabTransitionInProgress, "Setting viewControllers during a tab switch (\(diagnosticName)); refused.")
            return
        }
        let old = tabsStorage
        let oldIndex = selectedStorage.flatMap { selected in old.firstIndex { $0 === selected } }
        let change = StackChange(old: old, new: new)
        for controller in change.removed {
            controller.willMove(toParent: nil)
        }
        let newSelection: UIViewController?
        if let selected = selectedStorage, new.contains(where: { $0 === selected }) {
            newSelection = selected
        } else if let oldIndex, oldIndex < new.count {
            newSelection = new[oldIndex]
        } else {
            newSelection = new.first
        }
        for controller in change.added {
            attachChild(controller)
        }
        tabsStorage = new
        if newSelection !== selectedStorage {
            swapImmediately(to: newSelection)
        }
        for controller in change.removed {
            controller.detachFromParent()
        }
        for controller in change.added {
            controller.didMove(toParent: self)
        }
    }

    /// The controller whose tab is selected. Setting it to one of `viewControllers` selects
    /// it (a tab switch when on screen, without `shouldSelect`/`didSelect` [DOC]); any other is
    /// refused with a diagnostic (UIKit raises).
    open var selectedViewController: UIViewController? {
        get { selectedStorage }
        set {
            guard let newValue else { return }
            guard tabsStorage.contains(where: { $0 === newValue }) else {
                diagnose(
                    .invalidTabSelection,
                    "Only a view controller in the tab bar controller's list of view controllers can be selected "
                        + "(\(newValue.diagnosticName)).")
                return
            }
            select(newValue)
        }
    }

    /// The index of the selected controller, or `NSNotFound` when there are none. Setting an
    /// index out of range does nothing [INF].
    open var selectedIndex: Int {
        get { selectedStorage.flatMap { selected in tabsStorage.firstIndex { $0 === selected } } ?? NSNotFound }
        set {
            guard tabsStorage.indices.contains(newValue) else { return }
            select(tabsStorage[newValue])
        }
    }

    // MARK: The view

    /// The bar at the bottom of the view, made on first use [DOC tabBar].
    open var tabBar: UITabBar {
        if let tabBarStorage { return tabBarStorage }
        let bar = UITabBar(frame: .zero)
        bar.tabBarController = self
        tabBarStorage = bar
        if let view = viewStorage { view.addSubview(bar) }
        fillWithTransitionView()
        return bar
    }

    /// Makes the view and its transition view and shows the selected controller's view.
    open override func loadView() {
        let view = TabBarControllerView(frame: .zero)
        view.layer.compositingValues.isUIKitContainer = true
        view.tabBarController = self
        let transitionView = UIView(frame: view.bounds)
        transitionView.layer.compositingValues.isUIKitContainer = true
        view.addSubview(transitionView)
        transitionViewStorage = transitionView
        view.addSubview(tabBar)
        self.view = view
        if let selected = selectedStorage {
            show(selected.loadedView)
        }
    }

    /// The container of tab switches.
    var transitionView: UIView {
        loadViewIfNeeded()
        if let transitionViewStorage { return transitionViewStorage }
        let made = UIView(frame: loadedView.bounds)
        made.layer.compositingValues.isUIKitContainer = true
        loadedView.addSubview(made)
        transitionViewStorage = made
        return made
    }

    /// Keeps the transition view, and the selected view when no switch runs, filling the view.
    func fillWithTransitionView() {
        guard let transitionView = transitionViewStorage, let ownView = viewStorage else { return }
        transitionView.frame = ownView.bounds
        if let bar = tabBarStorage {
            let bounds = ownView.bounds
            // The bar's items sit above the home indicator and its background reaches the
            // screen's bottom edge, as UIKit's tab bar does (83 points tall on a device with a
            // 34-point bottom inset) [OBS].
            let bottomInset = ownView.systemSafeAreaInsets().bottom
            bar.frame = CGRect(
                x: bounds.minX, y: bounds.maxY - bottomInset - UITabBar.height, width: bounds.width,
                height: UITabBar.height + bottomInset)
        }
        if activeTransition == nil || activeTransition?.isCompleted == true,
            let selectedView = selectedStorage?.viewStorage, selectedView.superview === transitionView
        {
            selectedView.frame = transitionView.bounds
        }
        for view in transitionView.subviews { view.refreshSafeAreaInsets() }
    }

    /// The tab bar when it is shown: what extends the children's safe area.
    var visibleTabBar: UITabBar? {
        guard let bar = tabBarStorage, !bar.isHidden else { return nil }
        return bar
    }

    /// Puts `view` in the transition view, filling it, in front.
    func show(_ view: UIView) {
        guard let transitionView = transitionViewStorage, let ownView = viewStorage else { return }
        transitionView.frame = ownView.bounds
        view.frame = transitionView.bounds
        transitionView.addSubview(view)
    }

    override var appearanceChildren: [UIViewController] {
        guard let selected = selectedStorage, let transitionView = transitionViewStorage,
            let selectedView = selected.viewStorage, selectedView.isDescendant(of: transitionView)
        else { return [] }
        return [selected]
    }
}

extension UIViewController {
    /// The nearest ancestor that is a tab bar controller.
    public var tabBarController: UITabBarController? {
        var current = parentStorage
        while let candidate = current {
            if let tabs = candidate as? UITabBarController { return tabs }
            current = candidate.parentStorage
        }
        return nil
    }
}

/// The tab bar controller's view: resizes the transition view (and the selected view when no
/// switch runs) whenever its own size changes, as UIKit's autoresizing does.
@MainActor
final class TabBarControllerView: UIView {
    weak var tabBarController: UITabBarController?

    override var frame: CGRect {
        didSet { tabBarController?.fillWithTransitionView() }
    }

    override var bounds: CGRect {
        didSet { tabBarController?.fillWithTransitionView() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        tabBarController?.fillWithTransitionView()
    }
}
