// The complete example of docs/testing-your-transition.md, compiled and run by the suite.
import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing
import TransitionHarness

// MARK: The app's code, unchanged from iOS but for `import HeadlessUIKit`.

/// A push/pop animator that fades and slides, written as an app writes one.
final class FadeSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPush: Bool

    init(isPush: Bool) {
        self.isPush = isPush
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
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
        let width = container.bounds.width
        toView.frame = transitionContext.finalFrame(for: toVC)
        if isPush {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        toView.transform = CGAffineTransform(translationX: isPush ? width : -width / 3, y: 0)
        toView.alpha = 0.5
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
            animations: {
                toView.transform = .identity
                toView.alpha = 1
                fromView.transform = CGAffineTransform(translationX: self.isPush ? -width / 3 : width, y: 0)
            },
            completion: { _ in
                // Cancel-safe: put the source view back whatever happened.
                fromView.transform = .identity
                if transitionContext.transitionWasCancelled {
                    toView.removeFromSuperview()
                }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// The same animator as first written, for the non-interactive case only.
final class FirstDraftFadeSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPush: Bool

    init(isPush: Bool) {
        self.isPush = isPush
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        let width = container.bounds.width
        toView.frame = transitionContext.finalFrame(for: toVC)
        container.insertSubview(toView, belowSubview: fromView)
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveLinear],
            animations: { fromView.transform = CGAffineTransform(translationX: width, y: 0) },
            completion: { finished in
                // The bug: `finished` is true after a cancelled interaction too.
                transitionContext.completeTransition(finished)
            })
    }
}

/// A segue that slides the destination in from the right, then presents it without
/// animation; a second trigger while it slides (a double tap) does nothing.
final class SlideInSegue: UIStoryboardSegue {
    override func perform() {
        let source = self.source
        let destination = self.destination
        let sourceView = source.view!
        guard sourceView.isUserInteractionEnabled, let stage = sourceView.superview else { return }
        let width = sourceView.bounds.width
        destination.view.frame = sourceView.frame.offsetBy(dx: width, dy: 0)
        stage.addSubview(destination.view)
        sourceView.isUserInteractionEnabled = false
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveEaseInOut) {
            sourceView.center.x -= width
            destination.view.center.x -= width
        } completion: { _ in
            sourceView.center.x += width
            sourceView.isUserInteractionEnabled = true
            source.present(destination, animated: false)
        }
    }
}

/// The segue under test: the swipe performs it, as the app's swipe handler would.
final class SlideInSegueUnderTest: TransitionUnderTest {
    let name = "slide-in"

    func animator(for operation: Trace.Transition.Operation) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }

    func perform(
        _ operation: Trace.Transition.Operation, from source: UIViewController, to destination: UIViewController
    ) -> Bool {
        guard operation == .present else { return false }
        SlideInSegue(identifier: "slide-in", source: source, destination: destination).perform()
        return true
    }
}

// MARK: The tests, as you would write them in your own suite.

@MainActor
@Suite struct TestingYourTransitionGuideTests {
    /// A back swipe released at a quarter of the way: the interaction cancels.
    static func cancelledBackSwipe() -> Trace {
        var touches = [TouchSample(t: 0, phase: .began, x: 6, y: 400)]
        for step in 1...20 {
            touches.append(TouchSample(t: Double(step) / 60, phase: .moved, x: 6 + Double(step) * 5, y: 400))
        }
        touches.append(TouchSample(t: 0.5, phase: .ended, x: 106, y: 400))
        return Trace(
            name: "cancelled-back-swipe", screen: .init(width: 390, height: 844),
            transition: .init(operation: .pop, gesture: .edgePan, edge: .left), touches: touches,
            expect: .init(outcome: [.cancel]))
    }

    @Test func theAnimatorSurvivesACancelledBackSwipe() {
        let subject = AnimatorUnderTest(name: "fade-slide") { operation in
            FadeSlideAnimator(isPush: operation == .push)
        }
        let report = Replayer.replay(Self.cancelledBackSwipe(), against: subject)
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
        #expect(report.transitions.first?.outcome == .cancel)
        #expect(report.transitions.first?.completedWith == false)
    }

    @Test func theFirstDraftCommitsACancelledPop() throws {
        let subject = AnimatorUnderTest(name: "fade-slide-draft") { operation in
            FirstDraftFadeSlideAnimator(isPush: operation == .push)
        }
        let report = Replayer.replay(Self.cancelledBackSwipe(), against: subject)
        let contracts = Set(report.violations.map(\.contract))
        #expect(contracts.contains(.completeMatchesOutcome))
        #expect(contracts.contains(.hierarchyConsistent))
    }

    @Test func everyBundledBackSwipeHoldsEveryContract() throws {
        let subject = AnimatorUnderTest(name: "fade-slide") { FadeSlideAnimator(isPush: $0 == .push) }
        for file in Repository.traceFiles where file.contains("pop-") {
            let report = try Replayer.replay(contentsOfFile: Repository.path(file), against: subject)
            #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
        }
    }

    @Test func twoQuickSwipesPresentOnce() throws {
        let file = "traces/synthetic/present-edge-bottom-two-quick-swipes-finish-finish-60hz.json"
        let report = try Replayer.replay(contentsOfFile: Repository.path(file), against: SlideInSegueUnderTest())
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
        #expect(report.transitions.count == 1)
        #expect(report.transitions.first?.completedWith == true)
    }

    // Section 2: the app's scene (the example app is in ExampleApp/).

    @Test func aCancelledPullPutsTheCardBack() throws {
        let report = try Replayer.replay(
            contentsOfFile: Repository.path("traces/synthetic/dismiss-pan-down-cancel-60hz.json"), against: CardApp())
        #expect(report.passed, "\(ReportWriter.text([report]))")
        #expect(report.transitions.first?.completedWith == false)
    }

    @Test func anAnimatorUnderTestDeclaresTheGesturesOfItsOperations() {
        let subject = AnimatorUnderTest(name: "fade-slide", operations: [.push, .pop]) { operation in
            FadeSlideAnimator(isPush: operation == .push)
        }
        #expect(subject.supportedOperations == [.push, .pop])
        #expect(subject.supportedGestures.allSatisfy { [.push, .pop].contains($0.operation) })
        #expect(AnimatorUnderTest(name: "all") { _ in nil }.supportedGestures == SupportedGesture.standard)
    }

    // Section 6: fuzzing (the guide's 500 cases; fewer here).

    @Test func theCardSurvivesFuzzing() {
        let report = TransitionFuzzer.run(seed: 1, cases: 60) { CardApp() }
        #expect(report.passed, "\(report)")
    }
}
