import GestureTrace
import HeadlessUIKit
import Testing
import TransitionHarness

/// An animator that never calls completeTransition when cancelled.
final class NeverCompletesWhenCancelledAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
        else { return }
        transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
        UIView.animate(
            withDuration: 0.3, animations: { fromView.transform = CGAffineTransform(translationX: 390, y: 0) },
            completion: { _ in
                fromView.transform = .identity
                if !transitionContext.transitionWasCancelled { transitionContext.completeTransition(true) }
            })
    }
}

/// A pop animator that vends an interruptible property animator, as iOS 10+ code does.
final class InterruptiblePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewPropertyAnimator?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let width = transitionContext.containerView.bounds.width
        if let toVC = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toVC)
        }
        transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
        let made = UIViewPropertyAnimator(duration: 0.4, curve: .linear) {
            fromView.transform = CGAffineTransform(translationX: width, y: 0)
        }
        made.addCompletion { position in
            fromView.transform = .identity
            let finished = position == .end
            if !finished { toView.removeFromSuperview() }
            transitionContext.completeTransition(finished)
        }
        animator = made
        return made
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}

@MainActor
@Suite struct ReplayEdgeCaseTests {
    @Test func aTransitionThatNeverCompletesIsReportedAtTheDeadlineAndTheReplayEnds() throws {
        let file = "traces/synthetic/pop-edge-slow-cancel-60hz.json"
        let subject = AnimatorUnderTest(name: "never-completes") { _ in NeverCompletesWhenCancelledAnimator() }
        let report = Replayer.replay(try Corpus.trace(file), file: file, against: subject)
        let never = try #require(report.violations.first { $0.contract == .completeOnce })
        #expect(never.found == "transition never completed")
        let release = try #require(report.transitions.first?.releaseTime)
        // Reported after the expected end of the completion plus the 2 s grace period.
        #expect(never.time >= release + 2)
        #expect(never.time < release + 3)
    }

    /// A finger that lands while the completion runs re-grabs an interruptible transition:
    /// released early (a cancel), caught again and dragged past the middle (a finish).
    @Test func aSecondTouchDuringTheCompletionRegrabsAnInterruptibleTransition() {
        var touches: [TouchSample] = [TouchSample(t: 0, phase: .began, x: 6, y: 400)]
        for step in 1...12 {
            touches.append(TouchSample(t: Double(step) / 60, phase: .moved, x: 6 + Double(step) * 4, y: 400))
        }
        touches.append(TouchSample(t: 0.3, phase: .ended, x: 54, y: 400))
        touches.append(TouchSample(t: 0.31, phase: .began, x: 8, y: 410))
        for step in 1...20 {
            touches.append(TouchSample(t: 0.31 + Double(step) / 60, phase: .moved, x: 8 + Double(step) * 12, y: 410))
        }
        touches.append(TouchSample(t: 0.8, phase: .ended, x: 248, y: 410))
        let trace = Trace(
            screen: .init(width: 390, height: 844), transition: .init(operation: .pop), touches: touches)
        let subject = AnimatorUnderTest(name: "interruptible") { _ in InterruptiblePopAnimator() }
        let report = Replayer.replay(trace, against: subject)
        #expect(report.transitions.count == 1)
        let transition = report.transitions[0]
        #expect(transition.calls.contains { $0.call == "re-grab" })
        #expect(transition.calls.contains { $0.call.hasPrefix("pauseInteractiveTransition") })
        #expect(transition.outcome == .finish)
        #expect(transition.completedWith == true)
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
    }

    @Test func aSecondTouchDuringANonInterruptibleCompletionIsIgnored() throws {
        // Released far along (a long finishing completion), then a new drag during it.
        var trace = try Corpus.trace("traces/synthetic/pop-edge-fling-back-cancel-120hz.json")
        let last = try #require(trace.touches.last)
        trace.touches.append(TouchSample(t: last.t + 0.01, phase: .began, x: 8, y: 300))
        trace.touches.append(TouchSample(t: last.t + 0.02, phase: .moved, x: 60, y: 300))
        trace.touches.append(TouchSample(t: last.t + 0.03, phase: .moved, x: 120, y: 300))
        trace.touches.append(TouchSample(t: last.t + 0.04, phase: .ended, x: 130, y: 300))
        trace.expect = nil
        let report = Replayer.replay(trace, against: SystemDefaultTransition())
        #expect(report.transitions.count == 1)
        #expect(report.transitions.first?.outcome == .cancel)
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
    }
}
