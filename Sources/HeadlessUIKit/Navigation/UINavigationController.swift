/// A stack of controllers, the top one shown (UIKit API).
///
/// The view holds a transition view (UIKit's `UINavigationTransitionView`) that fills it; the
/// top controller's view fills that, and it is the `containerView` of push and pop
/// transitions. The ``navigationBar`` is a subview in front of it, at the top (see
/// ``UINavigationBar`` for what it does); no toolbar is modelled.
///
/// Stack changes are in `UINavigationController+StackChange.swift`: while the navigation
/// controller is on screen a change of the top controller is a transition (animated or not,
/// with the appearance and containment callbacks of §5.1); off screen the stack changes at once
/// with containment callbacks only. A change while a transition is in flight is refused with a
/// `navigationTransitionInProgress` diagnostic.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    var stackStorage: [UIViewController] = []
    private var transitionViewStorage: UIView?
    private var popGestureStorage: UIScreenEdgePanGestureRecognizer?
    /// The pop recognizer's own delegate, held here since a recognizer's delegate is weak.
    private var popGestureDelegate: InteractivePopGestureDelegate?
    private var navigationBarStorage: UINavigationBar?
    private var isNavigationBarHiddenStorage = false
    /// The interaction controller of the edge swipe in progress.
    var systemPopInteractor: UIPercentDrivenInteractiveTransition?

    /// The object told about transitions and asked for animators (weak, as in UIKit).
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// A navigation controller whose stack is `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        applyStackChange(to: [rootViewController], animated: false, operation: nil)
    }

    /// An empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// An empty navigation controller (archives are not modelled).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: The stack

    /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stackStorage }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Whether `controller` is in the stack, searched from the top, where pushes and pops
    /// look (a plain loop: a closure would be isolated and checked per element).
    func stackContains(_ controller: UIViewController) -> Bool {
        var index = stackStorage.count - 1
        while index >= 0 {
            if stackStorage[index] === controller { return true }
            index -= 1
        }
        return false
    }

    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { stackStorage.last }

    /// The controller presented by the navigation controller, if any, else the top one [DOC].
    open var visibleViewController: UIViewController? { presentedStorage ?? topViewController }

    /// Pushes `viewController`. Refused with a diagnostic when it is already in the stack
    /// ("Pushing the same view controller instance more than once is not supported") or is a
    /// navigation controller ("Pushing a navigation controller is not supported") [OBS].
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if stackContains(viewController) {
            diagnose(
                .invalidPush,
                "Pushing the same view controller instance (\(viewController.diagnosticName)) more than once "
                    + "is not supported.")
            return
        }
        if viewController is UINavigationController {
            diagnose(.invalidPush, "Pushing a navigation controller is not supported.")
            return
        }
        applyStackChange(to: stackStorage + [viewController], animated: animated, operation: .push)
    }

    /// Pops the top controller and returns it; nil when only the root is left or the pop is
    /// refused.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stackStorage.count > 1 else { return nil }
        let popped = stackStorage[stackStorage.count - 1]
        guard applyStackChange(to: Array(stackStorage.dropLast()), animated: animated, operation: .pop) else {
            return nil
        }
        return popped
    }

    /// Pops until `viewController` is at the top; returns the popped controllers, bottom
    /// first, or nil when it is not in the stack ("Tried to pop to a view controller that
    /// doesn't exist.") or the pop is refused. Only the old top and `viewController` get
    /// appearance callbacks; the controllers in between only containment ones (§5.4 [INF]).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stackStorage.firstIndex(where: { $0 === viewController }) else {
            diagnose(.invalidPop, "Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        let popped = Array(stackStorage[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        guard applyStackChange(to: Array(stackStorage[...index]), animated: animated, operation: .pop) else {
            return nil
        }
        return popped
    }

    /// Pops every controller but the root; returns them, bottom first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stackStorage.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack. When animated and the top changes, a push if the new top was not
    /// in the stack, else a pop [DOC]. Refused with a diagnostic for duplicates or navigation
    /// controllers in `viewControllers`.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var distinct = Set<ObjectIdentifier>(minimumCapacity: viewControllers.count)
        for controller in viewControllers where !distinct.insert(ObjectIdentifier(controller)).inserted {
            diagnose(
                .invalidViewControllers,
                "All view controllers in a navigation controller must be distinct (\(controller.diagnosticName)).")
            return
        }
        if viewControllers.contains(where: { $0 is UINavigationController }) {
            diagnose(.invalidViewControllers, "Pushing a navigation controller is not supported.")
            return
        }
        let operation: Operation =
            viewControllers.last.map(stackContains) == true ? .pop : .push
        applyStackChange(to: viewControllers, animated: animated, operation: operation)
    }

    // MARK: The navigation bar

    /// The bar at the top of the view, made on first use [DOC navigationBar].
    open var navigationBar: UINavigationBar {
        if let navigationBarStorage { return navigationBarStorage }
        let bar = UINavigationBar(frame: .zero)
        bar.navigationController = self
        bar.isHidden = isNavigationBarHiddenStorage
        navigationBarStorage = bar
        if let view = viewStorage { view.addSubview(bar) }
        fillWithTransitionView()
        return bar
    }

    /// Whether the navigation bar is hidden. Default false; setting it is
    /// `setNavigationBarHidden(_:animated: false)` [DOC isNavigationBarHidden].
    open var isNavigationBarHidden: Bool {
        get { isNavigationBarHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar; `animated` changes nothing here
    /// [DOC setNavigationBarHidden(_:animated:)].
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHiddenStorage = hidden
        navigationBarStorage?.isHidden = hidden
        refreshChildrenSafeAreas()
    }

    /// The bar when it is shown: what extends the children's safe area.
    var visibleNavigationBar: UINavigationBar? {
        guard let bar = navigationBarStorage, !isNavigationBarHiddenStorage, !bar.isHidden else { return nil }
        return bar
    }

    /// Announces the children's new safe areas after the bar moved or was shown or hidden.
    private func refreshChildrenSafeAreas() {
        for view in transitionViewStorage?.subviews ?? [] { view.refreshSafeAreaInsets() }
    }

    // MARK: The view

    /// The left-edge pan that pops interactively (see
    /// `UINavigationController+InteractivePop.swift`); attached to the view when it loads.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? {
        loadViewIfNeeded()
        return popGestureStorage
    }

    /// Makes the view and its transition view, attaches the interactive pop recognizer, and
    /// shows the top controller's view.
    open override func loadView() {
        let view = NavigationControllerView(frame: .zero)
        view.layer.compositingValues.isUIKitContainer = true
        view.navigationController = self
        let transitionView = UIView(frame: view.bounds)
        transitionView.layer.compositingValues.isUIKitContainer = true
        view.addSubview(transitionView)
        transitionViewStorage = transitionView
        let popGesture = UIScreenEdgePanGestureRecognizer { [weak self] recognizer in
            self?.handleInteractivePopGesture(recognizer)
        }
        popGesture.edges = .left
        let popDelegate = InteractivePopGestureDelegate(navigationController: self)
        popGesture.delegate = popDelegate
        popGestureDelegate = popDelegate
        view.addGestureRecognizer(popGesture)
        popGestureStorage = popGesture
        view.addSubview(navigationBar)
        self.view = view
        if let top = topViewController {
            show(top.loadedView)
        }
    }

    /// The container of push and pop transitions.
    var transitionView: UIView {
        loadViewIfNeeded()
        if let transitionViewStorage { return transitionViewStorage }
        let made = UIView(frame: loadedView.bounds)
        made.layer.compositingValues.isUIKitContainer = true
        loadedView.addSubview(made)
        transitionViewStorage = made
        return made
    }

    /// Keeps the transition view, and the top view when no transition runs, filling the view.
    func fillWithTransitionView() {
        guard let transitionView = transitionViewStorage, let ownView = viewStorage else { return }
        transitionView.frame = ownView.bounds
        if let bar = navigationBarStorage {
            let bounds = ownView.bounds
            bar.frame = CGRect(
                x: bounds.minX, y: bounds.minY + ownView.systemSafeAreaInsets().top, width: bounds.width,
                height: UINavigationBar.height)
        }
        if activeTransition == nil || activeTransition?.isCompleted == true,
            let topView = topViewController?.viewStorage, topView.superview === transitionView
        {
            topView.frame = transitionView.bounds
        }
        refreshChildrenSafeAreas()
    }

    /// Puts `view` in the transition view, filling it, in front.
    func show(_ view: UIView) {
        guard let transitionView = transitionViewStorage, let ownView = viewStorage else { return }
        transitionView.frame = ownView.bounds
        view.frame = transitionView.bounds
        transitionView.addSubview(view)
    }

    // MARK: Unwinding

    /// Pops to `subsequentVC` (or the child containing it) [DOC]; animated when on screen.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard let child = stackStorage.first(where: { subsequentVC.isDescendant(of: $0) }) else { return }
        popToViewController(child, animated: true)
    }

    /// UIKit's default unwind segue to `toViewController`: it pops there (and dismisses what
    /// the source is presented in).
    open override func segueForUnwinding(
        to toViewController: UIViewController, from fromViewController: UIViewController, identifier: String?
    ) -> UIStoryboardSegue? {
        UIViewController.defaultUnwindSegue(identifier: identifier, from: fromViewController, to: toViewController)
    }

    override var appearanceChildren: [UIViewController] {
        guard let top = topViewController, let transitionView = transitionViewStorage,
            let topView = top.viewStorage, topView.isDescendant(of: transitionView)
        else { return [] }
        return [top]
    }
}

/// The navigation controller's view: resizes the transition view (and the top view when no
/// transition runs) whenever its own size changes, as UIKit's autoresizing does.
@MainActor
final class NavigationControllerView: UIView {
    weak var navigationController: UINavigationController?

    override var frame: CGRect {
        didSet { navigationController?.fillWithTransitionView() }
    }

    override var bounds: CGRect {
        didSet { navigationController?.fillWithTransitionView() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        navigationController?.fillWithTransitionView()
    }
}
