import GestureTrace
import HeadlessUIKit
import TransitionHarness

/// A user's app for the CLI tests, written as an app writes it: a feed that shows a card
/// (`.custom`, its own presentation controller and transitioning delegate), dismissed by a
/// pull-down pan on the card's own view that drives its own percent-driven interaction.
final class PullDownCardApp: AppUnderTest {
    let name: String
    private let sloppy: Bool
    let supportedGestures = [
        SupportedGesture(
            Trace.Transition(operation: .dismiss, gesture: .pan, axis: .y, direction: 1, distance: 640),
            startRegion: CGRect(x: 0.05, y: 0.3, width: 0.9, height: 0.65))
    ]

    /// - Parameter sloppy: the card's animator completes with `true` even after a cancel.
    init(sloppy: Bool = false) {
        self.sloppy = sloppy
        name = sloppy ? "sloppy-card" : "card"
    }

    func makeRootViewController() -> UIViewController {
        let feed = UIViewController()
        feed.view.backgroundColor = .white
        return feed
    }

    func prepareState(for operation: Trace.Transition.Operation, in window: UIWindow) {
        window.rootViewController?.present(PulledCardController(sloppy: sloppy), animated: false)
    }
}

/// The card: its pan recognizer, its transitioning delegate, its interaction.
final class PulledCardController: UIViewController, UIViewControllerTransitioningDelegate {
    private let sloppy: Bool
    private let interaction = UIPercentDrivenInteractiveTransition()
    private var pulling = false

    init(sloppy: Bool) {
        self.sloppy = sloppy
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .lightGray
        view.addGestureRecognizer(UIPanGestureRecognizer { [weak self] in self?.pulled($0) })
    }

    private func pulled(_ pan: UIPanGestureRecognizer) {
        let progress = min(max(pan.translation(in: view).y / max(view.bounds.height, 1), 0), 1)
        switch pan.state {
        case .began:
            guard transitionCoordinator == nil else { return }
            pulling = true
            dismiss(animated: true)
        case .changed where pulling:
            interaction.update(progress)
        case .ended where pulling, .cancelled where pulling, .failed where pulling:
            pulling = false
            if pan.state == .ended, progress > 0.5 || pan.velocity(in: view).y > 1000 {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        default:
            break
        }
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideAnimator(presenting: true, sloppy: sloppy)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideAnimator(presenting: false, sloppy: sloppy)
    }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        pulling ? interaction : nil
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        LowerCardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// Puts the card in the lower three quarters of the screen.
final class LowerCardPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let top = (bounds.height / 4).rounded()
        return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }
}

/// Slides the card up from below the screen, and back down.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let presenting: Bool
    private let sloppy: Bool

    init(presenting: Bool, sloppy: Bool) {
        self.presenting = presenting
        self.sloppy = sloppy
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let card = transitionContext.viewController(forKey: key),
            let cardView = transitionContext.view(forKey: presenting ? .to : .from)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let shown = presenting ? transitionContext.finalFrame(for: card) : cardView.frame
        let hidden = shown.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height - shown.minY)
        if presenting {
            cardView.frame = hidden
            transitionContext.containerView.addSubview(cardView)
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: { cardView.frame = self.presenting ? shown : hidden },
            completion: { [presenting, sloppy] _ in
                let cancelled = transitionContext.transitionWasCancelled
                // A cancelled pull leaves the card where it was shown; a cancelled present, off screen.
                if cancelled { cardView.frame = presenting ? hidden : shown }
                if cancelled, presenting { cardView.removeFromSuperview() }
                transitionContext.completeTransition(sloppy || !cancelled)
            })
    }
}
