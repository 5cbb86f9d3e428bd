import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing
import TransitionHarness

/// A subject that starts its transitions through the `perform` hook: now, later, or not at
/// all, and records what the hook was given.
@MainActor
final class PerformingSubject: TransitionUnderTest {
    enum Start {
        /// Returns false: the harness starts the operation.
        case declines
        /// Presents `destination` animated inside the hook, as a gesture handler would.
        case presentsNow
        /// Fades a marker view for `delay` seconds, then presents animated.
        case presentsAfter(TimeInterval)
    }

    let name: String
    let start: Start
    let makeAnimator: @MainActor () -> (any UIViewControllerAnimatedTransitioning)?
    private(set) var triggers: [String] = []

    init(
        name: String = "system", start: Start,
        animator: @escaping @MainActor () -> (any UIViewControllerAnimatedTransitioning)? = { nil }
    ) {
        self.name = name
        self.start = start
        makeAnimator = animator
    }

    func animator(for operation: Trace.Transition.Operation) -> (any UIViewControllerAnimatedTransitioning)? {
        makeAnimator()
    }

    func prepare(presented: UIViewController) {
        presented.modalPresentationStyle = .fullScreen
    }

    func perform(
        _ operation: Trace.Transition.Operation, from source: UIViewController, to destination: UIViewController
    ) -> Bool {
        triggers.append("\(operation) from \(source.title ?? "?") to \(destination.title ?? "?")")
        switch start {
        case .declines:
            return false
        case .presentsNow:
            source.present(destination, animated: true)
            return true
        case .presentsAfter(let delay):
            let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            source.view.addSubview(marker)
            UIView.animate(withDuration: delay) {
                marker.alpha = 0
            } completion: { _ in
                marker.removeFromSuperview()
                source.present(destination, animated: true)
            }
            return true
        }
    }
}

/// Completes a presentation with the presented view left half transparent.
final class HalfFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toController = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        toView.frame = transitionContext.finalFrame(for: toController)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3) {
            toView.alpha = 0.5
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

@MainActor
@Suite struct SubjectPerformedTransitionTests {
    static let present = "traces/synthetic/present-edge-bottom-finish-60hz.json"
    static let twoPops = "traces/synthetic/pop-edge-two-swipes-cancel-finish-120hz.json"

    @Test func aSubjectThatDeclinesGetsTheSameReplayAsOneWithoutTheHook() throws {
        for file in [Self.present, Self.twoPops] {
            let trace = try Repository.trace(file)
            let declining = PerformingSubject(start: .declines)
            let report = Replayer.replay(trace, file: file, against: declining)
            #expect(report == Replayer.replay(trace, file: file, against: SystemDefaultTransition()))
            #expect(report.passed, "\(ReportWriter.text([report]))")
        }
    }

    @Test func theHookIsAskedOncePerTransitionWithTheSourceAndDestination() throws {
        let subject = PerformingSubject(start: .declines)
        _ = Replayer.replay(try Repository.trace(Self.twoPops), against: subject)
        // The pop scene holds three screens; the cancelled first swipe leaves Screen 2 on top.
        #expect(subject.triggers == ["pop from Screen 2 to Screen 1", "pop from Screen 2 to Screen 1"])

        let presenting = PerformingSubject(start: .declines)
        _ = Replayer.replay(try Repository.trace(Self.present), against: presenting)
        #expect(presenting.triggers == ["present from Screen 0 to Screen 1"])
    }

    @Test func aTransitionTheSubjectStartsDuringTheTriggerIsDrivenByTheGesture() throws {
        let trace = try Repository.trace(Self.present)
        let report = Replayer.replay(trace, against: PerformingSubject(start: .presentsNow))
        let harness = Replayer.replay(trace, against: SystemDefaultTransition())
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
        let driven = try #require(report.transitions.first)
        #expect(report.transitions.count == 1)
        #expect(driven.outcome == .finish && driven.completedWith == true)
        #expect(driven.progressAtRelease == harness.transitions.first?.progressAtRelease)
        #expect(driven.completionTime == harness.transitions.first?.completionTime)
    }

    @Test func aTransitionTheSubjectStartsAfterTheGestureBeganIsAdoptedAndCompletes() throws {
        let subject = PerformingSubject(start: .presentsAfter(0.3))
        let report = Replayer.replay(try Repository.trace(Self.present), against: subject)
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
        let late = try #require(report.transitions.first)
        #expect(report.transitions.count == 1)
        #expect(late.startTime >= 0.3)
        #expect(late.outcome == nil && late.releaseTime == nil, "the gesture only triggered it")
        #expect(late.completedWith == true)
        // HeadlessUIKit's cover vertical runs its 0.3 s on its own, not driven by the gesture.
        let completion = try #require(late.completionTime)
        #expect(abs(completion - late.startTime - 0.3) < 0.02)
        #expect(late.calls.contains { $0.call.hasPrefix("completeTransition(true") })
    }

    @Test func aLateTransitionThatBeginsNearTheEndOfTheReplayGetsItsWholeDuration() throws {
        // The trace's last sample is at 1.04 s; the replay would stop 2 s later. The
        // presentation begins 2.75 s after the swipe began (at 0.13 s), 0.3 s long.
        let subject = PerformingSubject(start: .presentsAfter(2.75))
        let report = Replayer.replay(try Repository.trace(Self.present), against: subject)
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
        let late = try #require(report.transitions.first)
        #expect(late.startTime > 2.8 && late.completedWith == true)
    }

    @Test func aTransitionTheSubjectStartsAfterTheGestureBeganIsJudgedAgainstTheContracts() throws {
        let subject = PerformingSubject(name: "half-fade", start: .presentsAfter(0.3)) { HalfFadeAnimator() }
        let report = Replayer.replay(try Repository.trace(Self.present), against: subject)
        let violation = try #require(report.violations.first { $0.contract == .finalStateFinished })
        #expect(violation.subject == "to.view")
        #expect(violation.expected == "alpha 1.0 (as before the transition)" && violation.found == "alpha 0.5")
        #expect(violation.time >= 0.6, "judged when the late transition completed")
    }

    @Test func aSubjectThatPerformsIsNotHeldToTheTracesExpectations() throws {
        // The trace expects its swipe to be cancelled; a subject that presents after a delay
        // decides nothing from the gesture.
        let file = "traces/synthetic/present-edge-bottom-cancel-120hz.json"
        let report = Replayer.replay(try Repository.trace(file), against: PerformingSubject(start: .presentsAfter(0.3)))
        #expect(report.expectationFailures.isEmpty)
        #expect(report.passed, "\(ReportWriter.text([report]))")
    }
}
