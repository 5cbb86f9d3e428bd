// How `present(_:animated:completion:)` goes for a `.popover` controller
// (docs/view-controllers.md, "Popovers"), once the usual refusals are passed, in order [INF for
// the order, from what each delegate method's documentation says it precedes]:
// 1. in a horizontally or vertically compact environment (the model's phone always is) the
//    popover presentation controller asks its delegate
//    `adaptivePresentationStyle(for:traitCollection:)` with the presenter's traits; the answer
//    (without a delegate, a sheet [DOC UIModalPresentationStyle.popover, iOS 13 and later]) is
//    shown as `.fullScreen` for `.fullScreen` and the sheets [model: sheets are not modelled],
//    `.overFullScreen`, or as a popover for `.none` and `.popover`; a regular environment
//    shows a popover without asking [DOC adaptivePresentationStyle];
// 2. adapted, the delegate may give a controller to show instead
//    (`presentationController(_:viewControllerForAdaptivePresentationStyle:)`), which is
//    presented in its place: it is the presenter's `presentedViewController` and gets the
//    appearance callbacks, while the popover presentation controller stays the presented
//    controller's [INF];
// 3. shown as a popover, the delegate's `prepareForPopoverPresentation(_:)`; then without a
//    `sourceView` the presentation is refused with a `popoverWithoutSource` diagnostic and
//    nothing changes (UIKit raises NSGenericException "UIPopoverPresentationController (<…>)
//    should have a non-nil sourceView or barButtonItem set before the presentation occurs." [OBS]);
// 4. the presentation runs as the other styles do (TransitionContext, presentation-controller
//    and appearance callbacks, the recorder's events); a popover's container also holds the
//    dimming view, lets touches through to passthrough views, and fades the popover in and out
//    (the built-in `.crossDissolve`) unless the transitioning delegate animates [INF];
// 5. when the context exists, the delegate's
//    `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)` with the
//    adapted style, `.none` for a popover [DOC], and the context's coordinator.

/// What a popover presentation will be: decided before anything changes.
@MainActor
struct PopoverPlan {
    let controller: UIPopoverPresentationController
    /// The controller presented: the popover's, or the one the delegate gave.
    let presented: UIViewController
    /// The style the delegate hears it will be shown with: `.none` for a popover.
    let adaptiveStyle: UIModalPresentationStyle
    /// The style the model shows: `.popover`, `.fullScreen` or `.overFullScreen`.
    let shownStyle: UIModalPresentationStyle
}

extension UIViewController {
    /// Decides how `presented` (a `.popover` controller) is shown when `presenter` presents
    /// it, or records why it is refused and returns nil.
    func planPopover(of presented: UIViewController, presenter: UIViewController) -> PopoverPlan? {
        guard let popover = presented.popoverPresentationController else { return nil }
        popover.presentingStorage = presenter
        popover.shownStyle = .popover
        popover.placement = nil
        popover.adaptivePresentedStorage = nil
        let traits = presenter.traitCollection
        var adaptive = UIModalPresentationStyle.none
        if traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact {
            adaptive = popover.adaptivePresentationStyle(for: traits)
        }
        let shown = Self.shownStyle(adaptingTo: adaptive)
        if shown != .popover {
            let replacement = popover.delegate?.presentationController(
                popover, viewControllerForAdaptivePresentationStyle: adaptive)
            if let replacement, replacement !== presented, !acceptsPresentation(of: replacement) {
                popover.presentingStorage = nil
                return nil
            }
            return PopoverPlan(
                controller: popover, presented: replacement ?? presented, adaptiveStyle: adaptive, shownStyle: shown)
        }
        popover.popoverDelegate?.prepareForPopoverPresentation(popover)
        guard popover.sourceView != nil else {
            diagnose(
                .popoverWithoutSource,
                "UIPopoverPresentationController (\(presented.diagnosticName)) should have a non-nil sourceView "
                    + "or barButtonItem set before the presentation occurs. (This model begins the presentation "
                    + "in present(_:animated:completion:): set the source before it, or in "
                    + "prepareForPopoverPresentation(_:).)")
            popover.presentingStorage = nil
            return nil
        }
        return PopoverPlan(controller: popover, presented: presented, adaptiveStyle: .none, shownStyle: .popover)
    }

    /// The style the model shows a popover that adapts to `adaptive` with.
    private static func shownStyle(adaptingTo adaptive: UIModalPresentationStyle) -> UIModalPresentationStyle {
        switch adaptive {
        case .none, .popover: .popover
        case .overFullScreen: .overFullScreen
        default: .fullScreen
        }
    }

    /// Puts a plan into effect on the presentation controller once the container exists: the
    /// shown style, the controller shown instead, and for a popover its placement and dimming view.
    static func apply(_ plan: PopoverPlan, in container: TransitionContainerView) {
        let popover = plan.controller
        popover.shownStyle = plan.shownStyle
        popover.adaptedStyle = plan.adaptiveStyle
        if plan.presented !== popover.presentedViewController {
            popover.adaptivePresentedStorage = plan.presented
        }
        guard plan.shownStyle == .popover, let sourceView = popover.sourceView else { return }
        // The content's view first: a `preferredContentSize` set in its `viewDidLoad` counts.
        plan.presented.loadViewIfNeeded()
        popover.placement = popover.place(in: container, sourceView: sourceView)
        container.passesTouchesThrough = true
        container.insertSubview(PopoverDimmingView(frame: container.bounds, popover: popover), at: 0)
    }
}
