/// What a presentation controller asks its delegate about adapting to the environment and
/// about interactive dismissal, as UIKit's `UIAdaptivePresentationControllerDelegate`. Every
/// method is optional; the defaults here answer as a delegate that does not implement them.
///
/// What the model asks: a popover presented in the model's compact environment asks
/// ``adaptivePresentationStyle(for:traitCollection:)`` (whose default asks
/// ``adaptivePresentationStyle(for:)``, whose default is the presentation controller's own
/// adaptation: a sheet for a popover, `.none` for others), then, when it adapts,
/// ``presentationController(_:viewControllerForAdaptivePresentationStyle:)``, then
/// ``presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)``; a tap
/// outside a popover asks ``presentationControllerShouldDismiss(_:)`` and tells the dismissal
/// (docs/view-controllers.md, "Popovers"). Other presentations adapt to nothing and the model
/// has no swipe-to-dismiss sheets, so they ask nothing.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to [DOC adaptivePresentationStyle(for:)].
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to in `traitCollection` [DOC adaptivePresentationStyle(for:traitCollection:)].
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// The controller to show instead of the presented one in the adapted `style`, or nil to
    /// show the presented one [DOC presentationController(_:viewControllerForAdaptivePresentationStyle:)].
    func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController?
    /// The presentation is about to show in `style`, `.none` when it does not adapt
    /// [DOC presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)].
    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    /// Whether the person may dismiss the presentation (a swipe, a tap outside a popover)
    /// [DOC presentationControllerShouldDismiss(_:)].
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A dismissal by the person is about to start [DOC presentationControllerWillDismiss(_:)].
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The person dismissed the presentation [DOC presentationControllerDidDismiss(_:)].
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A dismissal by the person was refused [DOC presentationControllerDidAttemptToDismiss(_:)].
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// The presentation controller's own adaptation, as UIKit's when the delegate does not
    /// implement the method: a sheet (`.formSheet`) for a popover, `.none` for others.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.defaultAdaptivePresentationStyle
    }
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? {
        nil
    }
    public func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
