/// The view behind a popover shown as one (UIKit's private `UIDimmingView`): it fills the
/// container and dismisses the popover on a tap [DOC UIModalPresentationStyle.popover: "taps
/// outside the popover cause the popover to be dismissed"]. A touch in one of the popover's
/// `passthroughViews` is not its: it goes to the view under it [DOC passthroughViews]. It draws
/// nothing [INF: the dimming's colour is UIKit's own].
@MainActor
final class PopoverDimmingView: UIView {
    private weak var popover: UIPopoverPresentationController?

    init(frame: CGRect, popover: UIPopoverPresentationController) {
        self.popover = popover
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        layer.compositingValues.isUIKitContainer = true
        addGestureRecognizer(
            UITapGestureRecognizer { [weak popover] recognizer in
                guard recognizer.state == .ended else { return }
                popover?.dismissForTapOutside()
            })
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard super.point(inside: point, with: event) else { return false }
        for view in popover?.passthroughViews ?? [] where view.window === window {
            if view.point(inside: view.convert(point, from: self), with: event) { return false }
        }
        return true
    }
}

// A tap outside a popover [DOC popoverPresentationControllerShouldDismissPopover(_:),
// presentationControllerShouldDismiss(_:), presentationControllerWillDismiss(_:),
// presentationControllerDidDismiss(_:), presentationControllerDidAttemptToDismiss(_:)]: the
// delegate is asked whether it may dismiss, with the deprecated popover question and then its iOS
// 13 replacement (UIKit asks the one the delegate implements; both default to yes here) [INF];
// refused, it hears `presentationControllerDidAttemptToDismiss`; allowed, it hears
// `presentationControllerWillDismiss`, the presenter dismisses the popover, animated, and once
// that completes the delegate hears `popoverPresentationControllerDidDismissPopover` and then
// `presentationControllerDidDismiss` [INF for the order]. Nothing happens while a transition of
// the popover is in flight. Dismissals from code ask nothing [DOC].

extension UIPopoverPresentationController {
    /// What a tap on the dimming view does.
    func dismissForTapOutside() {
        guard shownStyle == .popover, let presented = presentingStorage?.presentedStorage,
            presented.presentationControllerStorage === self, presented.transitionCoordinator == nil
        else { return }
        let allowed =
            (popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) ?? true)
            && (delegate?.presentationControllerShouldDismiss(self) ?? true)
        guard allowed else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presentingViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
            self.delegate?.presentationControllerDidDismiss(self)
        }
    }
}
