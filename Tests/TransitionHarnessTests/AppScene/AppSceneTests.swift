import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing
import TransitionHarness

/// An app's scene in a replay: nothing of it replaced, its setup settled before the first
/// touch (or reported), every transition it begins judged.
@MainActor
@Suite struct AppSceneTests {
    @Test func aSetupThatNeverSettlesIsReportedUnderCompleteOnce() throws {
        let file = "traces/synthetic/dismiss-pan-down-finish-120hz.json"
        let report = Replayer.replay(
            try Repository.trace(file), file: file, against: StuckSetupApp(), options: ReplayOptions(setupTimeLimit: 1))
        let violation = try #require(report.sceneViolations.first { $0.contract == .completeOnce })
        #expect(violation.subject == "setup: present from Feed to Card")
        #expect(violation.found == "still in flight: the setup never settled")
        #expect(violation.expected.contains("within 1 s"))
    }

    @Test func theReplayReplacesNothingOfTheApps() throws {
        let app = CardApp()
        let file = "traces/synthetic/dismiss-pan-down-cancel-60hz.json"
        _ = Replayer.replay(try Repository.trace(file), file: file, against: app)
        let window = try #require(UIApplication.shared.keyWindow)
        let feed = try #require(window.rootViewController as? FeedViewController)
        let card = try #require(feed.presentedViewController as? CardViewController)
        #expect(card.modalPresentationStyle == .custom)
        #expect(card.transitioningDelegate is CardTransitioningDelegate)
        #expect(window.gestureRecognizers?.isEmpty ?? true)
    }

    @Test func aReportOfAnAppNamesItsOwnHandlersAsThePolicy() throws {
        let file = "traces/synthetic/dismiss-pan-down-finish-120hz.json"
        let report = Replayer.replay(try Repository.trace(file), file: file, against: CardApp())
        #expect(report.policy == "app")
        #expect(report.transitions.first?.policy == "app")
        #expect(report.transitions.first?.outcome == .finish)
    }

    @Test func aStackEditedAsAFinishedPopCompletesIsNotTheStackThePopMade() throws {
        let file = "traces/synthetic/pop-edge-fling-finish-60hz.json"
        let report = Replayer.replay(try Repository.trace(file), file: file, against: StackEditingApp())
        let violation = try #require(
            report.violations.first { $0.contract == .hierarchyConsistent }, "\(ReportWriter.text([report]))")
        #expect(violation.expected == "the stack [Gallery, Photo] after a finish")
        #expect(violation.found == "the stack [Photo]")
    }
}

/// The card app, but its card's animator never completes: the setup never settles.
final class StuckSetupApp: AppUnderTest {
    let name = "stuck-setup"
    var supportedGestures: [SupportedGesture] { CardApp().supportedGestures }

    func makeRootViewController() -> UIViewController { FeedViewController() }

    func prepareState(for operation: Trace.Transition.Operation, in window: UIWindow) {
        let card = UIViewController()
        card.title = "Card"
        card.modalPresentationStyle = .custom
        let delegate = NeverCompletingTransitioning.shared
        card.transitioningDelegate = delegate
        window.rootViewController?.present(card, animated: false)
    }
}

/// Vends an animator that never calls `completeTransition(_:)`.
final class NeverCompletingTransitioning: NSObject, UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning
{
    static let shared = NeverCompletingTransitioning()

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { self }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        transitionContext.view(forKey: .to).map { transitionContext.containerView.addSubview($0) }
    }
}

/// A gallery three deep (Gallery, Photo, Detail) whose back swipe drops the root from the
/// stack as the pop completes, "tidying" the history: the pop made [Gallery, Photo], the
/// stack is [Photo], with the right controller on top.
final class StackEditingApp: AppUnderTest {
    let name = "stack-editing"
    let supportedGestures = [SupportedGesture(Trace.Transition(operation: .pop, gesture: .edgePan, edge: .left))]

    func makeRootViewController() -> UIViewController { TidyingNavigationController() }

    func prepareState(for operation: Trace.Transition.Operation, in window: UIWindow) {
        let navigation = window.rootViewController as? UINavigationController
        navigation?.pushViewController(PhotoViewController(), animated: false)
        let detail = UIViewController()
        detail.title = "Detail"
        navigation?.pushViewController(detail, animated: false)
    }
}

/// A navigation controller whose own back swipe pops with an animator that, as it completes,
/// removes the root from the stack.
final class TidyingNavigationController: UINavigationController, UINavigationControllerDelegate,
    UIViewControllerAnimatedTransitioning
{
    private var interaction: UIPercentDrivenInteractiveTransition?

    init() {
        super.init(rootViewController: GalleryViewController())
        delegate = self
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactivePopGestureRecognizer?.isEnabled = false
        let swipe = UIScreenEdgePanGestureRecognizer { [weak self] pan in
            guard let self else { return }
            let progress = min(max(pan.translation(in: self.view).x / self.view.bounds.width, 0), 1)
            switch pan.state {
            case .began:
                self.interaction = UIPercentDrivenInteractiveTransition()
                self.popViewController(animated: true)
            case .changed: self.interaction?.update(progress)
            case .ended: self.interaction?.finish()
            default: self.interaction?.cancel()
            }
        }
        swipe.edges = .left
        view.addGestureRecognizer(swipe)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { operation == .pop ? self : nil }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        toView.frame = transitionContext.finalFrame(for: toVC)
        transitionContext.containerView.insertSubview(toView, at: 0)
        UIView.animate(withDuration: 0.3) {
            transitionContext.view(forKey: .from)?.alpha = 0
        } completion: { _ in
            transitionContext.view(forKey: .from)?.alpha = 1
            let cancelled = transitionContext.transitionWasCancelled
            transitionContext.completeTransition(!cancelled)
            if !cancelled { self.viewControllers.removeFirst() }
        }
    }
}
