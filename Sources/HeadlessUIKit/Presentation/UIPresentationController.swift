/// Manages a presented controller's chrome and geometry (UIKit API).
///
/// UIKit makes one for every presentation. Here `.custom` presentations use the one the
/// transitioning delegate supplies (or this base class), `.popover` the presented controller's
/// ``UIPopoverPresentationController``, and the other modelled styles a built-in subclass whose
/// `shouldRemovePresentersView` is true for `.fullScreen` and `.currentContext`. The container view exists from the start of the presentation until the
/// dismissal completes; it lays out by calling `containerViewWillLayoutSubviews()` and
/// `containerViewDidLayoutSubviews()`.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
    /// The presented controller, held strongly, except by a controller its presented
    /// controller keeps before any presentation (a popover's), which would make a cycle.
    private var presentedStrong: UIViewController?
    private weak var presentedWeak: UIViewController?
    private var presentedStorage: UIViewController { presentedStrong ?? presentedWeak ?? UIViewController() }
    weak var presentingStorage: UIViewController?
    /// The controller shown instead of the presented one after an adaptation, when the delegate
    /// gave one (`presentationController(_:viewControllerForAdaptivePresentationStyle:)`).
    weak var adaptivePresentedStorage: UIViewController?
    var containerViewStorage: UIView?
    /// Where the presenter's view was when the presentation removed it, to put it back.
    weak var presenterViewSuperview: UIView?
    var presenterViewIndex = 0
    var presenterViewFrame: CGRect = .zero

    /// A presentation controller for `presentedViewController`; `presentingViewController`
    /// is replaced by the actual presenter when the presentation starts [DOC].
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presentedStrong = presentedViewController
        presentedWeak = presentedViewController
        presentingStorage = presentingViewController
        super.init()
    }

    /// Holds the presented controller weakly from now on.
    func holdPresentedWeakly() {
        presentedStrong = nil
    }

    /// The controller being presented.
    open var presentedViewController: UIViewController { presentedStorage }

    /// The controller presenting it (the presented controller if it has gone [INF]).
    open var presentingViewController: UIViewController { presentingStorage ?? presentedStorage }

    /// The view the presentation happens in, or nil before the presentation starts.
    open var containerView: UIView? { containerViewStorage }

    /// The view the animator animates for the presented controller: its view by default (the
    /// view of the controller the delegate gave for an adapted presentation).
    open var presentedView: UIView? { (adaptivePresentedStorage ?? presentedStorage).view }

    /// The presented view's frame at the end of the presentation: the container's bounds by
    /// default.
    open var frameOfPresentedViewInContainerView: CGRect { containerViewStorage?.bounds ?? .zero }

    /// Whether the presentation covers the whole screen. Default true.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the window when the presentation completes.
    /// Default false [DOC].
    open var shouldRemovePresentersView: Bool { false }

    /// The presentation style: `.custom` for this class.
    open var presentationStyle: UIModalPresentationStyle { .custom }

    /// The style the model shows the presentation with: ``presentationStyle``, except for a
    /// popover that adapted, which is shown with the style it adapted to.
    var modelPresentationStyle: UIModalPresentationStyle { presentationStyle }

    /// Called before the presentation animation starts. Does nothing by default.
    open func presentationTransitionWillBegin() {}

    /// Called after the presentation completed (`true`) or was cancelled. Does nothing by
    /// default.
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// Called before the dismissal animation starts. Does nothing by default.
    open func dismissalTransitionWillBegin() {}

    /// Called after the dismissal completed (`true`) or was cancelled. Does nothing by
    /// default.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Called before the container view lays out its subviews. Does nothing by default.
    open func containerViewWillLayoutSubviews() {}

    /// Called after the container view laid out its subviews. Does nothing by default.
    open func containerViewDidLayoutSubviews() {}

    /// The delegate asked about adaptation and interactive dismissal (weak) [DOC delegate].
    /// Popovers ask it (``UIAdaptivePresentationControllerDelegate``); other presentations adapt
    /// to nothing and have no swipe-to-dismiss here, so they never call it.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    // MARK: Adaptation

    /// The style to adapt to in a horizontally compact environment: the delegate's
    /// `adaptivePresentationStyle(for:)` when it is one UIKit accepts, `.none` when it is not;
    /// without a delegate, the controller's own adaptation (a sheet for a popover, `.none` for
    /// others) [DOC adaptivePresentationStyle].
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        guard let delegate else { return defaultAdaptivePresentationStyle }
        return Self.accepted(delegate.adaptivePresentationStyle(for: self))
    }

    /// The style to adapt to in `traitCollection`: the delegate's
    /// `adaptivePresentationStyle(for:traitCollection:)`, as ``adaptivePresentationStyle``
    /// [DOC adaptivePresentationStyle(for:)].
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        guard let delegate else { return defaultAdaptivePresentationStyle }
        return Self.accepted(delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection))
    }

    /// What the controller adapts to when the delegate does not say: `.none` (no adaptation).
    var defaultAdaptivePresentationStyle: UIModalPresentationStyle { .none }

    /// `style` when a delegate may adapt to it, else `.none`: `.fullScreen`, `.overFullScreen`
    /// and `.none` [DOC adaptivePresentationStyle(for:)], the sheets (since iOS 13) and
    /// `.popover` (no adaptation) [INF].
    static func accepted(_ style: UIModalPresentationStyle) -> UIModalPresentationStyle {
        switch style {
        case .fullScreen, .overFullScreen, .pageSheet, .formSheet, .popover, .none: style
        case .automatic, .currentContext, .overCurrentContext, .custom: .none
        }
    }

    // MARK: Content container (UIContentContainer)

    /// The presented content's preferred size: the presented controller's [DOC preferredContentSize].
    open var preferredContentSize: CGSize { presentedStorage.preferredContentSize }

    /// Called before the container's size changes. The default forwards the call to the
    /// presented controller [DOC viewWillTransition(to:with:)]. The model changes no sizes of
    /// its own, so UIKit's calls happen only where a test makes them.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        presentedStorage.viewWillTransition(
            to: self.size(forChildContentContainer: presentedStorage, withParentContainerSize: size), with: coordinator)
    }

    /// The size for the presented content: the container's size by default
    /// [DOC size(forChildContentContainer:withParentContainerSize:)].
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    )
        -> CGSize
    {
        parentSize
    }

    /// Called when the presented controller's preferred size changes. Does nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
}

/// The presentation controller of the built-in styles.
@MainActor
final class BuiltInPresentationController: UIPresentationController {
    let style: UIModalPresentationStyle

    init(presented: UIViewController, presenting: UIViewController, style: UIModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var shouldRemovePresentersView: Bool { style.removesPresentersView }
    override var shouldPresentInFullscreen: Bool { !style.coversContext }
    override var presentationStyle: UIModalPresentationStyle { style }
}

/// The container view of transitions (UIKit's private `UITransitionView`): a plain view that
/// tells its presentation controller when it lays out. A popover's lets touches that no
/// subview takes (a passthrough view's) go to the views under it.
@MainActor
final class TransitionContainerView: UIView {
    weak var presentationController: UIPresentationController?
    /// Whether a touch that only the container itself would take goes under it instead.
    var passesTouchesThrough = false

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return passesTouchesThrough && hit === self ? nil : hit
    }

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
