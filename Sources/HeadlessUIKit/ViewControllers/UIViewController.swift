/// A view controller: a lazily loaded view, appearance callbacks, containment and modal
/// presentation, with UIKit's names and signatures.
///
/// The work is done in extensions: view loading in `UIViewController+ViewLoading.swift`, the
/// appearance state machine (uikit-semantics §5.3) in `UIViewController+Appearance.swift`,
/// containment in `UIViewController+Containment.swift`, presentation in
/// `Presentation/UIViewController+Presentation.swift` and unwinding in `Segues/`. Members
/// users override are declared here, in the class.
///
/// What UIKit logs or raises on misuse is recorded as a ``UIKitDiagnostic`` in
/// ``UIKitRecorder/current`` and the call is refused as UIKit refuses it. Every appearance
/// and containment callback is logged there too (``UIKitEvent``).
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIContentContainer {
    // MARK: Storage (used by the extensions)

    var viewStorage: UIView? {
        didSet {
            if let oldValue, oldValue !== viewStorage, oldValue.owningViewController === self {
                oldValue.owningViewController = nil
            }
            viewStorage?.viewControllerTypeName = String(describing: type(of: self))
            viewStorage?.owningViewController = self
        }
    }
    private let nibNameStorage: String?
    private let nibBundleStorage: Bundle?
    weak var parentStorage: UIViewController?
    var childStorage: [UIViewController] = []
    /// The controller this one presents, held by the presenter as in UIKit.
    var presentedStorage: UIViewController?
    /// The controller that presents this one.
    weak var presentingStorage: UIViewController?
    /// The presentation controller of this controller's current presentation.
    var presentationControllerStorage: UIPresentationController?
    /// Where the appearance state machine stands (§5.3).
    package internal(set) var appearanceState: AppearanceState = .disappeared
    /// The `animated` flag of the last begun appearance transition, repeated by its end.
    var appearanceAnimatedFlag = false
    var movingToParentFlag = false
    var movingFromParentFlag = false
    var beingPresentedFlag = false
    var beingDismissedFlag = false
    /// The transition this controller takes part in (as from, to or container), while in flight.
    var activeTransition: TransitionContext?
    /// The popover presentation controller, once `popoverPresentationController` made it.
    var popoverControllerStorage: UIPopoverPresentationController?
    /// The guides behind `topLayoutGuide` and `bottomLayoutGuide`, made on first use.
    var layoutSupportGuides: [LayoutSupportGuide] = []
    /// Traits this controller overrides for its children (`setOverrideTraitCollection`).
    var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]

    /// The children whose appearance callbacks follow this controller's when
    /// `shouldAutomaticallyForwardAppearanceMethods` is true. Containers override it.
    var appearanceChildren: [UIViewController] { childrenShownInView }

    // MARK: Initializers

    /// A controller whose view is made by `loadView()`. Nib files are not modelled: the name
    /// and bundle are kept and reported, nothing is loaded from them.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibNameStorage = nibNameOrNil
        nibBundleStorage = nibBundleOrNil
        super.init()
    }

    /// Archives are not modelled: this gives a controller as `init(nibName: nil, bundle: nil)`
    /// does, so that subclasses' `required init?(coder:)` compile.
    public required init?(coder: NSCoder) {
        nibNameStorage = nil
        nibBundleStorage = nil
        super.init()
    }

    /// `UIViewController()`: `init(nibName: nil, bundle: nil)`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A presenter that goes ends its presentation: the controller it presented and that
    /// controller's presentation controller hold each other (as in UIKit, until a dismissal
    /// parts them), so they would otherwise outlive the window they were in [INF: how UIKit
    /// tears down a window that still presents is not documented].
    deinit {
        // `isolated deinit` is refused on a preconcurrency main-actor class: the deinit runs
        // nonisolated and reaches the presented controller through the main-actor funnel.
        let presented = presentedStorage
        CoreAnimationThread.perform { presented?.presentationControllerStorage = nil }
    }

    /// The nib name given at initialization.
    open var nibName: String? { nibNameStorage }

    /// The bundle given at initialization.
    open var nibBundle: Bundle? { nibBundleStorage }

    // MARK: The view

    /// The root view. Reading it loads it when needed: `loadView()`, then `viewDidLoad()`
    /// [DOC]. Setting it replaces it without calling `viewDidLoad()`; nil unloads it.
    open var view: UIView! {
        get { loadedView }
        set {
            viewStorage = newValue
        }
    }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { viewStorage }

    /// The next responder: the presenting controller for a presented controller, else the
    /// superview of the root view, else, for a window's root controller whose view a full-screen
    /// presentation took out of the window, the window. UIResponder.next's reference says a
    /// controller returns its view's superview; the model follows the responder-chain article,
    /// which names the presenter for a presented controller and the window for a root
    /// [DOC UIResponder.next; DOC "Using responders and the responder chain to handle events"].
    open override var next: UIResponder? {
        presentingStorage ?? viewStorage?.superview
            ?? WindowState.table.values.first { $0.rootViewController === self }?.window
    }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { viewStorage != nil }

    /// Makes the view. The default makes a plain `UIView` with a zero frame (UIKit sizes it to
    /// the screen; no screen is modelled, and containers size it when they show it [INF]).
    /// Overrides assign `view` and must not call `super` [DOC].
    open func loadView() {
        viewStorage = UIView(frame: .zero)
    }

    /// Called once after the view is loaded. Does nothing by default.
    open func viewDidLoad() {}

    /// Called before the view lays out its subviews, in the view's layout pass. Does nothing by
    /// default [DOC viewWillLayoutSubviews()].
    open func viewWillLayoutSubviews() {}

    /// Called after the view laid out its subviews, in the view's layout pass. Does nothing by
    /// default [DOC viewDidLayoutSubviews()].
    open func viewDidLayoutSubviews() {}

    /// Insets added to the root view's safe area, on top of what the window and the containers'
    /// bars cover; the subviews' safe areas follow [DOC additionalSafeAreaInsets]. Default zero.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            viewStorage?.refreshSafeAreaInsets()
        }
    }

    /// Called when the root view's safe area changed: in its layout pass before
    /// `viewWillLayoutSubviews()`, when it enters a window (so before it appears), when the
    /// additional insets or a container's bars change [DOC viewSafeAreaInsetsDidChange()]. Does
    /// nothing by default.
    open func viewSafeAreaInsetsDidChange() {}

    /// The item a navigation bar shows for the controller, made on first use [DOC navigationItem].
    /// Stored only: the navigation bar is not modelled.
    open var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }
    private var navigationItemStorage: UINavigationItem?

    /// The item a tab bar shows for the controller, made on first use with the controller's
    /// title [DOC tabBarItem].
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }
    private var tabBarItemStorage: UITabBarItem?

    /// Called when the system is low on memory. Does nothing by default; the model never calls
    /// it [DOC didReceiveMemoryWarning()].
    open func didReceiveMemoryWarning() {}

    // MARK: Content container (UIContentContainer)

    /// The size the controller would like for its view; default zero [DOC preferredContentSize].
    /// Stored only: no container here reads it.
    open var preferredContentSize: CGSize = .zero

    /// Called before the view's size changes, with the coordinator of the change's animation
    /// [DOC viewWillTransition(to:with:)]. The default forwards the call to the children with
    /// their sizes. The model changes no sizes of its own (no rotation, no window resizing),
    /// so UIKit's calls happen only where a test makes them.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(
                to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }

    /// The size for a child's view: the parent's size by default
    /// [DOC size(forChildContentContainer:withParentContainerSize:)].
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    )
        -> CGSize
    {
        parentSize
    }

    /// Called when a child's preferred content size changes. Does nothing by default
    /// [DOC preferredContentSizeDidChange(forChildContentContainer:)].
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    // MARK: Status bar and orientation (ViewControllers/UIViewController+StatusBar.swift; no rotation)

    /// Asks the system to read the status bar's appearance again [DOC
    /// setNeedsStatusBarAppearanceUpdate()]. Does nothing here: the model's status bar reads the
    /// preferences each time it is asked (`UIStatusBarManager`).
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// Whether the controller wants the status bar hidden while it controls it. Default false
    /// [DOC prefersStatusBarHidden: false, except in a vertically compact environment, which the
    /// model's portrait phone never is].
    open var prefersStatusBarHidden: Bool { false }

    /// The child whose `prefersStatusBarHidden` is used instead of this controller's. Default
    /// nil, containers included [DOC childForStatusBarHidden; OBS that a navigation controller
    /// answers for itself].
    open var childForStatusBarHidden: UIViewController? { nil }

    /// The status bar style the controller wants while it controls the status bar. Default
    /// `.default` [DOC preferredStatusBarStyle].
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// The child whose `preferredStatusBarStyle` is used instead of this controller's. Default
    /// nil, containers included [DOC childForStatusBarStyle].
    open var childForStatusBarStyle: UIViewController? { nil }

    /// How the status bar animates when it shows or hides after
    /// `setNeedsStatusBarAppearanceUpdate()`. Default `.fade` [DOC
    /// preferredStatusBarUpdateAnimation]. Read by nothing here: the model's status bar does
    /// not animate.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    /// Whether a presentation that does not cover the screen (`.fullScreen`) still takes over
    /// the status bar's appearance. Default false [DOC modalPresentationCapturesStatusBarAppearance].
    open var modalPresentationCapturesStatusBarAppearance = false

    /// The orientations the controller supports: all but upside down, the iPhone default
    /// [DOC supportedInterfaceOrientations]. Nothing rotates here.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    /// The orientation to present in: portrait [DOC preferredInterfaceOrientationForPresentation].
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    /// Loads the view if it is not loaded yet.
    open func loadViewIfNeeded() {
        _ = loadedView
    }

    /// A title, also the controller's name in ``UIKitRecorder`` logs.
    open var title: String?

    // MARK: Appearance callbacks (sent by UIViewController+Appearance.swift)

    /// Called before the view is added to a view hierarchy. Does nothing by default.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view was added to a view hierarchy. Does nothing by default.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view is removed from a view hierarchy. Does nothing by default.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view was removed from a view hierarchy. Does nothing by default.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Tells the controller its view is about to appear (`true`) or disappear (`false`):
    /// sends `viewWillAppear`/`viewWillDisappear` as the §5.3 state machine allows, and
    /// forwards to the children when `shouldAutomaticallyForwardAppearanceMethods`. A call the
    /// state machine does not allow records "Unbalanced calls to begin/end appearance
    /// transitions for <X>." and changes nothing.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated)
    }

    /// Ends the appearance transition begun last: `viewDidAppear` or `viewDidDisappear`.
    open func endAppearanceTransition() {
        endAppearance()
    }

    /// Whether appearance callbacks are forwarded to the children automatically. Default true.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Whether the controller is being presented: true from the start of its presentation
    /// until the presentation's completion.
    open var isBeingPresented: Bool { beingPresentedFlag }

    /// Whether the controller is being dismissed: true from the start of its dismissal until
    /// the dismissal's completion.
    open var isBeingDismissed: Bool { beingDismissedFlag }

    /// Whether the controller is being added to a container (a push, `setViewControllers`),
    /// during that transition.
    open var isMovingToParent: Bool { movingToParentFlag }

    /// Whether the controller is being removed from a container (a pop), during that
    /// transition.
    open var isMovingFromParent: Bool { movingFromParentFlag }

    // MARK: Containment (UIViewController+Containment.swift)

    /// The parent controller, or nil.
    open var parent: UIViewController? { parentStorage }

    /// The child controllers, in the order they were added.
    open var children: [UIViewController] { childStorage }

    /// Adds `childController` as a child, first removing it from its old parent. Calls the
    /// child's `willMove(toParent: self)`; the caller calls `didMove(toParent:)` [DOC].
    open func addChild(_ childController: UIViewController) {
        attachChild(childController)
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)`; the caller
    /// calls `willMove(toParent: nil)` first [DOC].
    open func removeFromParent() {
        detachFromParent()
    }

    /// Called before the controller is added to or removed from a container. Records the
    /// callback; overrides must call `super`.
    open func willMove(toParent parent: UIViewController?) {
        record(.willMoveToParent(parent?.logName))
    }

    /// Called after the controller was added to or removed from a container. Records the
    /// callback; overrides must call `super`.
    open func didMove(toParent parent: UIViewController?) {
        record(.didMoveToParent(parent?.logName))
    }

    /// The nearest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? {
        var current = parentStorage
        while let candidate = current {
            if let navigation = candidate as? UINavigationController { return navigation }
            current = candidate.parentStorage
        }
        return nil
    }

    // MARK: Presentation (Presentation/UIViewController+Presentation.swift)

    /// Presents `viewControllerToPresent` modally; see `UIViewController+Presentation.swift`
    /// for the styles modelled and what is refused.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        startPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents, or, when it presents none, asks its
    /// presenter to dismiss it [DOC]. In a chain of presentations only the top-most animates.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        startDismissal(animated: flag, completion: completion)
    }

    /// The controller presented by this controller or, failing that, by its nearest ancestor
    /// that presents one [DOC "directly or indirectly"; INF for ancestors].
    open var presentedViewController: UIViewController? {
        presentedStorage ?? parentStorage?.presentedViewController
    }

    /// The controller that presented this one or its nearest presented ancestor [DOC].
    open var presentingViewController: UIViewController? {
        presentingStorage ?? parentStorage?.presentingViewController
    }

    /// The presentation style. Default `.automatic`, which presents as `.fullScreen` here; see
    /// ``UIModalPresentationStyle``.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The built-in transition used when no animator is supplied. Default `.coverVertical`.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// The object that supplies animators, interaction controllers and the presentation
    /// controller (weak, as in UIKit).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// Whether this controller's view is covered by `.currentContext` and
    /// `.overCurrentContext` presentations from it or its descendants. Default false.
    open var definesPresentationContext = false

    /// The presentation controller of the controller's current presentation; before it, a
    /// `.popover` controller's popover presentation controller, so it can be configured; else
    /// the parent's. (UIKit makes one on demand before presentation for every style; here the
    /// others exist from `present` until the dismissal completes.)
    open var presentationController: UIPresentationController? {
        presentationControllerStorage ?? popoverPresentationController ?? parentStorage?.presentationController
    }

    /// The coordinator of the transition the controller, its parent or its presenter takes
    /// part in, while one is in flight [DOC].
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var current: UIViewController? = self
        while let controller = current {
            if let transition = controller.activeTransition, !transition.isCompleted {
                return transition.coordinator
            }
            current = controller.parentStorage ?? controller.presentingStorage
        }
        return nil
    }

    // MARK: Segues (Segues/)

    /// Called before a segue is performed. Does nothing by default.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether the controller is the destination of the unwind `action`. Default false;
    /// destinations override it (UIKit answers true when the controller implements the action
    /// method, which cannot be looked up without the Objective-C runtime).
    open func canPerformUnwindSegueAction(
        _ action: Selector, from fromViewController: UIViewController, sender: Any?
    ) -> Bool {
        false
    }

    /// The segue that unwinds from `fromViewController` to `toViewController`; nil asks for
    /// UIKit's default unwind segue. Custom containers override it [DOC].
    open func segueForUnwinding(
        to toViewController: UIViewController, from fromViewController: UIViewController, identifier: String?
    ) -> UIStoryboardSegue? {
        nil
    }

    /// The children to search for an unwind destination: all but the one containing the
    /// source [DOC].
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        return childStorage.filter { $0 !== containing }
    }

    /// The child that is or contains the unwind source, or nil [DOC].
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        childStorage.first { child in
            var current: UIViewController? = source.source
            while let candidate = current {
                if candidate === child { return true }
                current = candidate.parentStorage ?? candidate.presentingStorage
            }
            return false
        }
    }

    /// Called on each controller of the unwind path so that containers show `subsequentVC`
    /// [DOC]. The base class does nothing; `UINavigationController` pops to it.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}
}
