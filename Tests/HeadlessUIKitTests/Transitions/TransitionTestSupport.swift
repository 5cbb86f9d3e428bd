import Testing

@testable import HeadlessUIKit

/// A window on screen with a fresh recorder, and named controllers.
@MainActor
struct Scene {
    let recorder: UIKitRecorder
    let window: UIWindow

    init(size: CGSize = CGSize(width: 320, height: 480)) {
        recorder = UIKitRecorder.install()
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
    }

    /// Installs `root` and forgets the events so far (its appearance and `viewDidLoad`).
    func show(_ root: UIViewController) {
        window.rootViewController = root
        recorder.reset()
    }
}

@MainActor
func controller(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
}

/// An animator that places the incoming view like UIKit's animators do but never completes on
/// its own: the test holds the context and completes it.
@MainActor
final class ManualAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var duration: TimeInterval
    private(set) var contexts: [any UIViewControllerContextTransitioning] = []
    private(set) var endings: [Bool] = []
    private(set) var durationReads = 0
    /// Called from `animationEnded(_:)` so tests can check the order of work.
    var onEnded: ((Bool) -> Void)?

    init(duration: TimeInterval = 0.3) {
        self.duration = duration
    }

    var context: TransitionContext? { contexts.last as? TransitionContext }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        durationReads += 1
        return duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        contexts.append(transitionContext)
        guard let toView = transitionContext.view(forKey: .to),
            let to = transitionContext.viewController(forKey: .to)
        else { return }
        toView.frame = transitionContext.finalFrame(for: to)
        if let fromView = transitionContext.view(forKey: .from), fromView.superview === transitionContext.containerView,
            (transitionContext as? TransitionContext).map({ $0.operation == .pop || $0.operation == .dismiss }) == true
        {
            transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
        } else {
            transitionContext.containerView.addSubview(toView)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        endings.append(transitionCompleted)
        onEnded?(transitionCompleted)
    }
}

/// A transitioning delegate that vends fixed objects and records what it was asked.
@MainActor
final class TestTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var presentingAnimator: (any UIViewControllerAnimatedTransitioning)?
    var dismissingAnimator: (any UIViewControllerAnimatedTransitioning)?
    var presentingInteractor: (any UIViewControllerInteractiveTransitioning)?
    var dismissingInteractor: (any UIViewControllerInteractiveTransitioning)?
    var makePresentationController: ((UIViewController, UIViewController?) -> UIPresentationController?)?

    init(animator: (any UIViewControllerAnimatedTransitioning)? = nil) {
        presentingAnimator = animator
        dismissingAnimator = animator
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        presentingAnimator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        dismissingAnimator
    }

    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        presentingInteractor
    }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        dismissingInteractor
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        makePresentationController?(presented, presenting)
    }
}

/// A navigation delegate that vends fixed objects and logs willShow/didShow.
@MainActor
final class TestNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    private(set) var log: [String] = []

    init(animator: (any UIViewControllerAnimatedTransitioning)? = nil) {
        self.animator = animator
    }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        log.append("willShow(\(viewController.title ?? "?"))")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        log.append("didShow(\(viewController.title ?? "?"))")
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        log.append("animationControllerFor(\(operation))")
        return animator
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        interactor
    }
}

/// A navigation controller on screen with [A, B] (or the given titles), a delegate vending a
/// manual animator and, if asked, a percent-driven interactor; the recorder is reset.
@MainActor
struct NavigationScene {
    let scene = Scene()
    let navigation: UINavigationController
    let controllers: [UIViewController]
    let animator = ManualAnimator()
    let delegate: TestNavigationDelegate
    let interactor = UIPercentDrivenInteractiveTransition()

    init(_ titles: String..., interactive: Bool = false) {
        (navigation, controllers) = navigationStack(titles)
        delegate = TestNavigationDelegate(animator: animator)
        if interactive {
            delegate.interactor = interactor
        }
        navigation.delegate = delegate
        scene.show(navigation)
    }

    var recorder: UIKitRecorder { scene.recorder }

    /// Pops with the delegate's animator and returns the context.
    func pop() throws -> TransitionContext {
        navigation.popViewController(animated: true)
        return try #require(animator.context)
    }
}

@MainActor
func navigationStack(_ titles: [String]) -> (UINavigationController, [UIViewController]) {
    let controllers = titles.map(controller)
    let navigation = UINavigationController(rootViewController: controllers[0])
    navigation.title = "Nav"
    for next in controllers.dropFirst() {
        navigation.pushViewController(next, animated: false)
    }
    return (navigation, controllers)
}
