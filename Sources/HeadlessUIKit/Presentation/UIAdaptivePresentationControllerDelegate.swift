/// What a presentation controller asks its delegate about adapting to the environment and
/// about interactive dismissal, as UIKit's `UIAdaptivePresentationControllerDelegate`. Every
/// method is optional (defaults: no adaptation, dismissal allowed).
///
/// The model never calls these methods: it has no size classes to adapt to and no
/// swipe-to-dismiss sheets. Declaring the conformance compiles as on iOS.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to [DOC adaptivePresentationStyle(for:)].
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to in `traitCollection` [DOC adaptivePresentationStyle(for:traitCollection:)].
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// Whether a swipe may dismiss the presentation [DOC presentationControllerShouldDismiss(_:)].
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A swipe-to-dismiss is about to start [DOC presentationControllerWillDismiss(_:)].
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A swipe dismissed the presentation [DOC presentationControllerDidDismiss(_:)].
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A swipe-to-dismiss was refused [DOC presentationControllerDidAttemptToDismiss(_:)].
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
