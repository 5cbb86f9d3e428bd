#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// Slides the card up from below the screen to present it, and back down to dismiss it.
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let card = transitionContext.viewController(forKey: key),
            let cardView = transitionContext.view(forKey: presenting ? .to : .from)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let container = transitionContext.containerView
        let shown = presenting ? transitionContext.finalFrame(for: card) : cardView.frame
        let below = shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
        if presenting {
            cardView.frame = below
            container.addSubview(cardView)
        }
        let presenting = presenting
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseOut,
            animations: { cardView.frame = presenting ? shown : below },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                // UIView.animate left the model at the end; a cancel puts the card back.
                if cancelled { cardView.frame = presenting ? below : shown }
                if cancelled, presenting { cardView.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
    }
}
