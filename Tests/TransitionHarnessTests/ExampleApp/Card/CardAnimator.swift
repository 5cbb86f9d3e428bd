import HeadlessUIKit

/// The card's slide, up to present and down to dismiss, as an interruptible property animator
/// on an ease-out curve, so a pull can scrub it and a finger can catch it.
///
/// The first draft completed the transition with `true` whatever happened: a pull let go
/// early (cancelled) still dismissed the card, though the card slid back up.
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let presenting: Bool
    private let firstDraft: Bool
    private var animator: UIViewPropertyAnimator?

    init(presenting: Bool, firstDraft: Bool) {
        self.presenting = presenting
        self.firstDraft = firstDraft
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let cardKey: UITransitionContextViewControllerKey = presenting ? .to : .from
        let container = transitionContext.containerView
        guard let card = transitionContext.viewController(forKey: cardKey),
            let cardView = transitionContext.view(forKey: presenting ? .to : .from)
        else {
            let empty = UIViewPropertyAnimator()
            empty.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
            return empty
        }
        let shown = presenting ? transitionContext.finalFrame(for: card) : cardView.frame
        let below = shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
        if presenting {
            cardView.frame = below
            container.addSubview(cardView)
        }
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeOut) {
            cardView.frame = self.presenting ? shown : below
        }
        animator.addCompletion { [firstDraft] _ in
            if firstDraft {
                transitionContext.completeTransition(true)
            } else {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}
