import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing
import TransitionHarness

/// A circular reveal as apps write one: the incoming view is masked by a shape layer whose
/// circle grows (an explicit `CABasicAnimation` of `path`), the transaction's completion block
/// removes the mask and completes the transition.
final class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPush: Bool

    init(isPush: Bool) {
        self.isPush = isPush
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toVC)
        container.insertSubview(toView, aboveSubview: fromView)

        let bounds = toView.bounds
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = (bounds.width * bounds.width + bounds.height * bounds.height).squareRoot() / 2
        let small = UIBezierPath(arcCenter: center, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        let large = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        let mask = CAShapeLayer()
        mask.path = large.cgPath
        toView.layer.mask = mask

        CATransaction.begin()
        CATransaction.setCompletionBlock {
            toView.layer.mask = nil
            if transitionContext.transitionWasCancelled {
                toView.removeFromSuperview()
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let grow = CABasicAnimation(keyPath: "path")
        grow.fromValue = small.cgPath
        grow.toValue = large.cgPath
        grow.duration = transitionDuration(using: transitionContext)
        grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        mask.add(grow, forKey: "reveal")
        CATransaction.commit()
    }
}

/// A reveal written as apps write it, replayed through every bundled back swipe and push.
@MainActor
@Suite struct CircularRevealReplayTests {
    @Test func theRevealHoldsEveryContractOnEveryBundledSwipe() throws {
        let subject = AnimatorUnderTest(name: "circular-reveal") { CircularRevealAnimator(isPush: $0 == .push) }
        let replays = try replayEveryBundledPushAndPop(against: subject)
        for (file, report) in replays {
            #expect(report.violations.isEmpty, "\(file): \(ReportWriter.text([report]))")
        }
        #expect(!replays.isEmpty)
    }
}
