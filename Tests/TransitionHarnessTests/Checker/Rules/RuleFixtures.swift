import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing
import TransitionHarness

// Transitions that break exactly one of the checker's finer rules, and their neighbours that
// hold it, shared by the rules' tests.

/// A pop whose revealed screen turns while the leaving one fades out, then is put back
/// upright in the completion: `turn` radians about its centre, or an offset of `shift`.
/// With a half turn the view's bounding box never changes, but every corner jumps at the end.
final class SnapsBackAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let end: CGAffineTransform

    init(_ end: CGAffineTransform) {
        self.end = end
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        toView.frame = transitionContext.finalFrame(for: toVC)
        transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear) {
            fromView.alpha = 0
            toView.transform = self.end
        } completion: { _ in
            fromView.alpha = 1
            toView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// A pop that slides the revealed screen in from the left over 2 s, linearly, over the leaving
/// one, with `UIView.animate` (driven through layer time); a cancel puts it back off screen.
final class LongSlideInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private(set) weak var toView: UIView?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        2
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        self.toView = toView
        let frame = transitionContext.finalFrame(for: toVC)
        toView.frame = frame.offsetBy(dx: -frame.width, dy: 0)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear) {
            toView.frame = frame
        } completion: { _ in
            if transitionContext.transitionWasCancelled { toView.removeFromSuperview() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// An app's own percent-driven controller: it joins the pan that started the transition,
/// reports its translation over the width, and at the end hands over to `release`.
final class OwnPanInteraction: UIPercentDrivenInteractiveTransition {
    private var listening = true
    private let release: (OwnPanInteraction, CGFloat) -> Void

    init(gesture: UIPanGestureRecognizer, release: @escaping (OwnPanInteraction, CGFloat) -> Void) {
        self.release = release
        super.init()
        gesture.addAction { [weak self] pan in self?.handle(pan) }
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        guard listening else { return }
        let progress = min(max(pan.translation(in: pan.view).x / max(pan.view?.bounds.width ?? 1, 1), 0), 1)
        switch pan.state {
        case .changed: update(progress)
        case .ended:
            listening = false
            release(self, progress)
        case .cancelled, .failed:
            listening = false
            cancel()
        default: break
        }
    }

    /// Reports progress from `from` to `to` over `duration` seconds, one display frame at a time
    /// through `path` (0 to 1 in, progress out), then calls `done`.
    func animateProgress(
        over duration: Double, path: @escaping (Double) -> CGFloat, done: @escaping (OwnPanInteraction) -> Void
    ) {
        let start = CACurrentMediaTime()
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            let t = min((CACurrentMediaTime() - start) / duration, 1)
            self.update(path(t))
            if t >= 1 {
                link.invalidate()
                done(self)
            }
        }
        link.add(to: .main, forMode: .common)
    }
}

/// A transition under test from an animator, an interaction controller made from the pan, and
/// the controllers of the scene.
final class CustomSubject: TransitionUnderTest {
    let name = "custom"
    let makeAnimator: () -> any UIViewControllerAnimatedTransitioning
    let makeInteraction: ((UIPanGestureRecognizer) -> any UIViewControllerInteractiveTransitioning)?
    let makeController: (Int) -> UIViewController

    init(
        animator: @escaping () -> any UIViewControllerAnimatedTransitioning = { InterruptiblePopAnimator() },
        interaction: ((UIPanGestureRecognizer) -> any UIViewControllerInteractiveTransitioning)? = nil,
        controller: @escaping (Int) -> UIViewController = { SceneViewController(index: $0) }
    ) {
        makeAnimator = animator
        makeInteraction = interaction
        makeController = controller
    }

    func animator(for operation: Trace.Transition.Operation) -> (any UIViewControllerAnimatedTransitioning)? {
        makeAnimator()
    }

    func interactionController(
        for animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        let recognizers = UIApplication.shared.keyWindow?.gestureRecognizers ?? []
        guard let makeInteraction,
            let pan = recognizers.compactMap({ $0 as? UIPanGestureRecognizer }).first(where: { $0.state == .began })
        else { return nil }
        return makeInteraction(pan)
    }

    func makeViewController(at index: Int) -> UIViewController {
        makeController(index)
    }
}

/// A screen that runs a spinner from `viewWillAppear(_:)` and a short pulse from
/// `viewDidAppear(_:)`: neither is the transition's animation.
final class SpinnerViewController: SceneViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = Double.pi * 2
        spin.duration = 1
        spin.repeatCount = .infinity
        view.subviews.first?.layer.add(spin, forKey: "spin")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1
        pulse.toValue = 1.1
        pulse.duration = 0.5
        pulse.autoreverses = true
        view.subviews.first?.layer.add(pulse, forKey: "pulse")
    }
}

/// A screen that shows a tip from `viewWillAppear(_:)`, during the transition that shows it.
final class TipOnAppearViewController: SceneViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let tip = UIViewController()
        tip.modalPresentationStyle = .overFullScreen
        present(tip, animated: true)
    }
}

/// A pop animator that also sends appearance callbacks itself: to an overlay controller it
/// keeps but never puts on screen, or a second cycle to the destination.
final class ExtraAppearanceAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Extra { case offScreenController, destinationAgain }
    let extra: Extra
    private let overlay = UIViewController()

    init(_ extra: Extra) {
        self.extra = extra
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let snap = SnapsBackAnimator(.identity)
        snap.animateTransition(using: transitionContext)
        guard let toVC = transitionContext.viewController(forKey: .to) else { return }
        switch extra {
        case .offScreenController:
            overlay.beginAppearanceTransition(true, animated: true)
            overlay.endAppearanceTransition()
        case .destinationAgain:
            toVC.beginAppearanceTransition(false, animated: true)
            toVC.endAppearanceTransition()
            toVC.beginAppearanceTransition(true, animated: true)
        }
    }
}

/// Replays a bundled trace against a subject, for the rules' tests.
@MainActor
enum RuleReplay {
    /// A slow edge pop that finishes.
    static let finishingPop = "traces/synthetic/pop-edge-slow-finish-60hz.json"

    static func replay(_ file: String, _ subject: any TransitionUnderTest) throws -> TraceReport {
        Replayer.replay(try Repository.trace(file), file: file, against: subject)
    }

    /// The contracts a report's violations name.
    static func contracts(_ report: TraceReport) -> Set<Contract> {
        Set(report.violations.map(\.contract))
    }
}
