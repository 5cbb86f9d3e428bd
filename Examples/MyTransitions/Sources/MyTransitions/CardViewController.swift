#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A card over the feed: a `.custom` presentation whose transitioning delegate it sets up
/// itself, and a pan on its own view that dismisses it as the finger pulls it down.
final class CardViewController: UIViewController {
    private let transitions = CardTransitions()
    /// Whether the pull under way started the dismissal.
    private var pulling = false

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = transitions
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let pan = UIPanGestureRecognizer { [weak self] pan in self?.pulled(pan) }
        pan.delegate = self
        view.addGestureRecognizer(pan)
    }

    private func pulled(_ pan: UIPanGestureRecognizer) {
        let interaction = transitions.interaction
        let progress = min(max(pan.translation(in: view).y / max(view.bounds.height, 1), 0), 1)
        switch pan.state {
        case .began:
            guard transitionCoordinator == nil else { return }
            pulling = true
            transitions.isPulling = true
            dismiss(animated: true)
        case .changed:
            if pulling { interaction.update(progress) }
        case .ended, .cancelled, .failed:
            guard pulling else { return }
            pulling = false
            transitions.isPulling = false
            let flung = pan.velocity(in: view).y > 800
            if pan.state == .ended, progress > 0.4 || flung {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        default:
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
