// The system's interactive pop (the edge swipe back).
//
// UIKit's `interactivePopGestureRecognizer` is a screen-edge pan on the navigation
// controller's view whose handler starts a pop with the built-in slide and UIKit's built-in
// percent-driven interaction controller, updates it with the horizontal translation as a
// fraction of the width, and finishes or cancels on release. The exact release rule is
// private; here it finishes when the progress projected 0.2 s ahead with the release velocity
// passes one half, and cancels otherwise (and when the gesture is cancelled) [INF].
// `beginInteractivePop()` starts the same pop without touches, for a harness that drives the
// interaction controller itself. The recognizer's own delegate lets it begin only when there
// is something to pop (`InteractivePopGestureDelegate`).
//
// A delegate that supplies its own animator for the pop disables the system's interactive
// pop: the edge swipe starts nothing [OBS: "interactivePopGestureRecognizer stops working with
// a custom navigation animator"], and `beginInteractivePop()` returns nil after asking it.

extension UINavigationController {
    /// Starts the system's interactive pop and returns the percent-driven interaction
    /// controller that drives it (call `update`, `finish`, `cancel`, `pause` on it), or nil
    /// when there is nothing to pop, the navigation controller is not on screen, a transition
    /// is in flight, or the delegate supplies its own pop animator. Not UIKit API: it is what
    /// `interactivePopGestureRecognizer` does when the edge swipe begins.
    @discardableResult
    package func beginInteractivePop() -> UIPercentDrivenInteractiveTransition? {
        guard canPopInteractively else { return nil }
        let from = stackStorage[stackStorage.count - 1]
        let to = stackStorage[stackStorage.count - 2]
        if delegate?.navigationController(self, animationControllerFor: .pop, from: from, to: to) != nil {
            return nil
        }
        let interactor = UIPercentDrivenInteractiveTransition()
        let started = applyStackChange(
            to: Array(stackStorage.dropLast()), animated: true, operation: .pop,
            animator: NavigationSlideAnimator(operation: .pop), interactor: interactor)
        return started ? interactor : nil
    }

    /// Whether there is something to pop, on screen, with no transition in flight: when the
    /// system's edge swipe may begin.
    var canPopInteractively: Bool {
        stackStorage.count > 1 && isViewLoaded && appearanceState == .appeared
            && (activeTransition.map { $0.isCompleted } ?? true)
    }

    /// The edge-pan handler of `interactivePopGestureRecognizer`.
    func handleInteractivePopGesture(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let width = Swift.max(viewStorage?.bounds.width ?? 0, 1)
        switch recognizer.state {
        case .began:
            systemPopInteractor = beginInteractivePop()
        case .changed:
            let translation = recognizer.translation(in: viewStorage).x
            systemPopInteractor?.update(translation / width)
        case .ended:
            guard let interactor = systemPopInteractor else { return }
            let velocity = recognizer.velocity(in: viewStorage).x
            let projected = interactor.percentComplete + velocity / width * 0.2
            if projected > 0.5 {
                interactor.finish()
            } else {
                interactor.cancel()
            }
            systemPopInteractor = nil
        case .cancelled, .failed:
            systemPopInteractor?.cancel()
            systemPopInteractor = nil
        case .possible:
            break
        }
    }
}

/// The system's delegate of `interactivePopGestureRecognizer`: the edge swipe begins only when
/// the navigation controller can pop (more than one controller, on screen, no transition in
/// flight), so on the root controller, or during a transition, it fails and leaves the touches
/// to the app's own recognizers [OBS: UIKit's private delegate refuses to begin on the root
/// controller; replacing it with `nil` is the known cause of a frozen screen after an edge
/// swipe on the root]. An app may set its own delegate, as on iOS; then its answers decide.
final class InteractivePopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigationController?.canPopInteractively ?? false
    }
}
