import HeadlessUIKit

/// The card's transitioning delegate: its animator both ways, its presentation controller,
/// and its own interaction controller while the card is being pulled down.
final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let interaction = CardInteraction()
    private let firstDraft: Bool

    init(firstDraft: Bool) {
        self.firstDraft = firstDraft
        super.init()
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        CardAnimator(presenting: true, firstDraft: firstDraft)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CardAnimator(presenting: false, firstDraft: firstDraft)
    }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction.isPulling ? interaction : nil
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// The percent-driven interaction of a pull-down, with whether a finger is pulling.
final class CardInteraction: UIPercentDrivenInteractiveTransition {
    var isPulling = false
}
