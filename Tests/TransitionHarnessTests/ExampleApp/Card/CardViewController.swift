import HeadlessUIKit

/// A card shown over the feed: a `.custom` presentation with its own transitioning delegate,
/// set up in its initializer as apps do, and a pull-down pan on its own view that dismisses it
/// interactively.
final class CardViewController: UIViewController {
    private let cardTransitioning: CardTransitioningDelegate
    /// Whether the pull under way started the dismissal: only that pull drives it.
    private var pullDismisses = false

    init(firstDraft: Bool = false) {
        cardTransitioning = CardTransitioningDelegate(firstDraft: firstDraft)
        super.init(nibName: nil, bundle: nil)
        title = "Card"
        modalPresentationStyle = .custom
        transitioningDelegate = cardTransitioning
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let grabber = UIView(frame: CGRect(x: 160, y: 8, width: 40, height: 5))
        grabber.backgroundColor = UIColor(white: 0.8, alpha: 1)
        view.addSubview(grabber)
        let pullDown = UIPanGestureRecognizer { [weak self] pan in self?.pulled(pan) }
        pullDown.name = "pull-down"
        pullDown.delegate = self
        view.addGestureRecognizer(pullDown)
    }

    private func pulled(_ pan: UIPanGestureRecognizer) {
        let interaction = cardTransitioning.interaction
        let progress = min(max(pan.translation(in: view).y / max(view.bounds.height, 1), 0), 1)
        switch pan.state {
        case .began:
            guard transitionCoordinator == nil else { return }
            pullDismisses = true
            interaction.isPulling = true
            dismiss(animated: true)
        case .changed:
            guard pullDismisses else { return }
            interaction.update(progress)
        case .ended:
            guard pullDismisses else { return }
            pullDismisses = false
            interaction.isPulling = false
            let velocity = pan.velocity(in: view).y
            if progress > 0.5 || velocity > 1000 {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        case .cancelled, .failed:
            guard pullDismisses else { return }
            pullDismisses = false
            interaction.isPulling = false
            interaction.cancel()
        case .possible:
            break
        }
    }
}

extension CardViewController: UIGestureRecognizerDelegate {
    /// Only a pull that starts downwards dismisses the card.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: view)
        return velocity.y > abs(velocity.x)
    }
}
