import GestureTrace
import HeadlessUIKit
import TestSupport
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

/// A property animator that hides a view the moment it is reversed (a cancel) and shows it
/// when it runs forward again: a jump at the lift that cancels.
final class DimsWhenReversedAnimator: UIViewPropertyAnimator {
    weak var dimmed: UIView?

    override var isReversed: Bool {
        didSet {
            guard isReversed != oldValue else { return }
            dimmed?.alpha = isReversed ? 0 : 1
        }
    }
}

/// A pop animator that vends an interruptible property animator, as iOS 10+ code does. Its
/// property animator lasts `animates` seconds while the transition says `reports` (both 0.4 s
/// by default), and with `dims` it hides the leaving screen the moment a cancel reverses it.
final class InterruptiblePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: DimsWhenReversedAnimator?
    let reports: TimeInterval
    let animates: TimeInterval
    let dims: Bool

    init(reports: TimeInterval = 0.4, animates: TimeInterval = 0.4, dims: Bool = false) {
        self.reports = reports
        self.animates = animates
        self.dims = dims
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        reports
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
        let made = DimsWhenReversedAnimator(duration: animates, curve: .linear) {
            fromView.transform = CGAffineTransform(translationX: width, y: 0)
        }
        made.dimmed = dims ? fromView : nil
        made.addCompletion { position in
            fromView.transform = .identity
            fromView.alpha = 1
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

/// Released early (a cancel), caught again during the cancel's completion and dragged past
/// the middle (a finish): two lifts, one re-grab.
enum RegrabFixture {
    static func trace() -> Trace {
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
        return Trace(screen: .init(width: 390, height: 844), transition: .init(operation: .pop), touches: touches)
    }
}

@MainActor
@Suite struct ReplayEdgeCaseTests {
    @Test func aTransitionThatNeverCompletesIsReportedAtTheDeadlineAndTheReplayEnds() throws {
        let file = "traces/synthetic/pop-edge-slow-cancel-60hz.json"
        let subject = AnimatorUnderTest(name: "never-completes") { _ in NeverCompletesWhenCancelledAnimator() }
        let report = Replayer.replay(try Repository.trace(file), file: file, against: subject)
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
        let trace = RegrabFixture.trace()
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
        var trace = try Repository.trace("traces/synthetic/pop-edge-fling-back-cancel-120hz.json")
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
