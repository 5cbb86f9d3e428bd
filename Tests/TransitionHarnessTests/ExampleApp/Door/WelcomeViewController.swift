import HeadlessUIKit

/// The welcome screen: swiping up from the bottom edge opens the door to the lobby, the
/// welcome screen swinging away on its left edge like a door.
final class WelcomeViewController: UIViewController {
    private let doorTransitioning: DoorTransitioningDelegate
    /// Whether the swipe under way opened the door: only that swipe drives it.
    private var swipeOpensDoor = false

    init(firstDraft: Bool = false) {
        doorTransitioning = DoorTransitioningDelegate(firstDraft: firstDraft)
        super.init(nibName: nil, bundle: nil)
        title = "Welcome"
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.2, green: 0.3, blue: 0.6, alpha: 1)
        let sign = UIView(frame: CGRect(x: 40, y: 300, width: 240, height: 80))
        sign.backgroundColor = .white
        view.addSubview(sign)
        let swipeUp = UIScreenEdgePanGestureRecognizer { [weak self] pan in self?.swiped(pan) }
        swipeUp.edges = .bottom
        swipeUp.name = "swipe-up"
        view.addGestureRecognizer(swipeUp)
    }

    private func swiped(_ pan: UIScreenEdgePanGestureRecognizer) {
        let interaction = doorTransitioning.interaction
        // Measured in the window: the welcome view itself turns away as the door opens.
        let height = max(view.window?.bounds.height ?? view.bounds.height, 1)
        let progress = min(max(-pan.translation(in: nil).y / height, 0), 1)
        switch pan.state {
        case .began:
            guard presentedViewController == nil else { return }
            swipeOpensDoor = true
            interaction.isSwiping = true
            let lobby = LobbyViewController()
            lobby.modalPresentationStyle = .fullScreen
            lobby.transitioningDelegate = doorTransitioning
            present(lobby, animated: true)
        case .changed:
            guard swipeOpensDoor else { return }
            interaction.update(progress)
        case .ended:
            guard swipeOpensDoor else { return }
            swipeOpensDoor = false
            interaction.isSwiping = false
            let velocity = -pan.velocity(in: nil).y
            if progress > 0.4 || velocity > 900 {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        case .cancelled, .failed:
            guard swipeOpensDoor else { return }
            swipeOpensDoor = false
            interaction.isSwiping = false
            interaction.cancel()
        case .possible:
            break
        }
    }
}

/// The lobby, behind the door.
final class LobbyViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Lobby"
        view.backgroundColor = UIColor(red: 0.95, green: 0.9, blue: 0.8, alpha: 1)
    }
}

/// The door's animator and the swipe's interaction.
final class DoorTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let interaction = DoorInteraction()
    private let firstDraft: Bool

    init(firstDraft: Bool) {
        self.firstDraft = firstDraft
        super.init()
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        DoorAnimator(firstDraft: firstDraft)
    }

    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction.isSwiping ? interaction : nil
    }
}

/// The percent-driven interaction of the swipe up, with whether a finger is swiping.
final class DoorInteraction: UIPercentDrivenInteractiveTransition {
    var isSwiping = false
}
