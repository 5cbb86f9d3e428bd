import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing
import TransitionHarness

/// A zoom with a blur, as apps write one with an interruptible animator: the incoming view
/// grows from a card-sized rectangle with rounded corners while a blur over the outgoing view
/// fades in; the animator is vended by `interruptibleAnimator(using:)`, and its completion
/// cleans up and completes the transition.
final class BlurZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPush: Bool
    private var animator: (any UIViewImplicitlyAnimating)?

    init(isPush: Bool) {
        self.isPush = isPush
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let toVC = transitionContext.viewController(forKey: .to)!
        let final = transitionContext.finalFrame(for: toVC)
        let card = final.insetBy(dx: final.width / 4, dy: final.height / 4)

        let blur = UIVisualEffectView(effect: nil)
        blur.frame = container.bounds
        container.addSubview(blur)
        let moving = isPush ? toView : fromView
        if isPush {
            toView.frame = card
            toView.layer.cornerRadius = 24
            toView.clipsToBounds = true
            container.addSubview(toView)
        } else {
            toView.frame = final
            container.insertSubview(toView, belowSubview: blur)
            blur.effect = UIBlurEffect(style: .dark)
            container.bringSubviewToFront(fromView)
        }

        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeOut) {
            if self.isPush {
                moving.frame = final
                moving.layer.cornerRadius = 0
                blur.effect = UIBlurEffect(style: .dark)
            } else {
                moving.frame = card
                moving.layer.cornerRadius = 24
                blur.effect = nil
            }
        }
        animator.addCompletion { position in
            blur.removeFromSuperview()
            moving.layer.cornerRadius = 0
            let completed = position == .end
            if !completed {
                moving.frame = self.isPush ? card : final
                if self.isPush { toView.removeFromSuperview() }
            }
            transitionContext.completeTransition(completed && !transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}

/// The blur zoom, replayed through every bundled push and pop.
@MainActor
@Suite struct BlurZoomReplayTests {
    @Test func theZoomHoldsEveryContractOnEveryBundledSwipe() throws {
        let subject = AnimatorUnderTest(name: "blur-zoom") { BlurZoomAnimator(isPush: $0 == .push) }
        let replays = try replayEveryBundledPushAndPop(against: subject)
        for (file, report) in replays {
            #expect(report.violations.isEmpty, "\(file): \(ReportWriter.text([report]))")
        }
        #expect(!replays.isEmpty)
    }
}
