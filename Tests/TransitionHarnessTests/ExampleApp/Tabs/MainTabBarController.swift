import HeadlessUIKit

/// The app's tabs, switched by tapping or by panning across the screen: the tab bar
/// controller is its own delegate, vending a slide for every switch and, while a pan drives
/// one, a percent-driven interaction.
final class MainTabBarController: UITabBarController, UITabBarControllerDelegate, UIGestureRecognizerDelegate {
    private let firstDraft: Bool
    private var panInteraction: UIPercentDrivenInteractiveTransition?
    private var panDirection: CGFloat = 0

    init(firstDraft: Bool = false) {
        self.firstDraft = firstDraft
        super.init(nibName: nil, bundle: nil)
        viewControllers = ["Home", "Search", "Profile"].enumerated().map { index, name in
            TabViewController(name: name, shade: CGFloat(index) / 3)
        }
        delegate = self
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let pan = UIPanGestureRecognizer { [weak self] pan in self?.panned(pan) }
        pan.name = "tab-pan"
        pan.delegate = self
        view.addGestureRecognizer(pan)
    }

    /// A horizontal pan towards a tab that exists.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: view)
        guard abs(velocity.x) > abs(velocity.y) else { return false }
        let target = selectedIndex + (velocity.x < 0 ? 1 : -1)
        return (viewControllers ?? []).indices.contains(target)
    }

    private func panned(_ pan: UIPanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        switch pan.state {
        case .began:
            panDirection = pan.velocity(in: view).x < 0 ? -1 : 1
            panInteraction = UIPercentDrivenInteractiveTransition()
            selectedIndex -= Int(panDirection)
        case .changed:
            let progress = pan.translation(in: view).x * panDirection / width
            panInteraction?.update(min(max(progress, 0), 1))
        case .ended:
            let progress = pan.translation(in: view).x * panDirection / width
            let velocity = pan.velocity(in: view).x * panDirection
            if progress > 0.5 || velocity > 800 {
                panInteraction?.finish()
            } else {
                panInteraction?.cancel()
            }
            panInteraction = nil
        case .cancelled, .failed:
            panInteraction?.cancel()
            panInteraction = nil
        case .possible:
            break
        }
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let tabs = viewControllers ?? []
        let forward = (tabs.firstIndex(of: toVC) ?? 0) > (tabs.firstIndex(of: fromVC) ?? 0)
        return TabSlideAnimator(forward: forward, firstDraft: firstDraft)
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        panInteraction
    }
}

/// One tab's screen.
final class TabViewController: UIViewController {
    private let shade: CGFloat

    init(name: String, shade: CGFloat) {
        self.shade = shade
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.3 + shade, green: 0.6, blue: 0.9 - shade, alpha: 1)
        let row = UIView(frame: CGRect(x: 16, y: 120, width: 250, height: 60))
        row.backgroundColor = .white
        view.addSubview(row)
    }
}

/// The tab switch: the new tab slides in from the side it lies on, pushing the old one out.
///
/// The first draft completed only the switches that finished: a pan let go early left the
/// switch running for ever, the tab bar refusing every later tap.
final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let forward: Bool
    private let firstDraft: Bool

    init(forward: Bool, firstDraft: Bool) {
        self.forward = forward
        self.firstDraft = firstDraft
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let width = container.bounds.width * (forward ? 1 : -1)
        let home = fromView.frame
        toView.frame = transitionContext.finalFrame(for: toVC).offsetBy(dx: width, dy: 0)
        container.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseOut) {
            fromView.frame = home.offsetBy(dx: -width, dy: 0)
            toView.frame = toView.frame.offsetBy(dx: -width, dy: 0)
        } completion: { [firstDraft] _ in
            let cancelled = transitionContext.transitionWasCancelled
            fromView.frame = home
            if firstDraft {
                if !cancelled { transitionContext.completeTransition(true) }
            } else {
                transitionContext.completeTransition(!cancelled)
            }
        }
    }
}
