#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// Shows the card in the lower three quarters of the screen over a dimmed feed.
final class CardPresentationController: UIPresentationController {
    private let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let top = (bounds.height / 4).rounded()
        return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimming.frame = containerView.bounds
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.3)
        dimming.alpha = 0
        containerView.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimming.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        // A cancelled pull leaves the alongside animation's end value (alpha 0) in the model,
        // as UIView.animate does: the feed must be dimmed again (screen-at-rest caught it).
        if completed { dimming.removeFromSuperview() } else { dimming.alpha = 1 }
    }
}
