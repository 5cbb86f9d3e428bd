import HeadlessUIKit

/// The gallery's navigation controller: its own delegate, vending the zoom both ways, and its
/// own back swipe, a left-edge pan that drives the zoom back with a percent-driven
/// interaction. The system's back swipe is turned off, as it would take the touches first.
///
/// The first draft did not clamp the swipe's progress: a finger dragged back past the edge
/// handed the interaction negative progress.
final class GalleryNavigationController: UINavigationController, UINavigationControllerDelegate {
    private let firstDraft: Bool
    private var backSwipeInteraction: UIPercentDrivenInteractiveTransition?

    init(firstDraft: Bool = false) {
        self.firstDraft = firstDraft
        super.init(rootViewController: GalleryViewController())
        delegate = self
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactivePopGestureRecognizer?.isEnabled = false
        let backSwipe = UIScreenEdgePanGestureRecognizer { [weak self] pan in self?.swiped(pan) }
        backSwipe.edges = .left
        backSwipe.name = "back-swipe"
        view.addGestureRecognizer(backSwipe)
    }

    private func swiped(_ pan: UIScreenEdgePanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        let translation = pan.translation(in: view).x / width
        let progress = firstDraft ? translation : min(max(translation, 0), 1)
        switch pan.state {
        case .began:
            guard viewControllers.count > 1 else { return }
            backSwipeInteraction = UIPercentDrivenInteractiveTransition()
            popViewController(animated: true)
        case .changed:
            backSwipeInteraction?.update(progress)
        case .ended:
            let velocity = pan.velocity(in: view).x / width
            if progress + velocity * 0.2 > 0.5 {
                backSwipeInteraction?.finish()
            } else {
                backSwipeInteraction?.cancel()
            }
            backSwipeInteraction = nil
        case .cancelled, .failed:
            backSwipeInteraction?.cancel()
            backSwipeInteraction = nil
        case .possible:
            break
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let gallery = (operation == .push ? fromVC : toVC) as? GalleryViewController
        guard let gallery else { return nil }
        return ZoomAnimator(operation: operation, thumbnail: gallery.thumbnail)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        backSwipeInteraction
    }
}
