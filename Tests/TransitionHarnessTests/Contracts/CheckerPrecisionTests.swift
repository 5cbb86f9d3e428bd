import GestureTrace
import HeadlessUIKit
import Testing
import TransitionHarness

// The checker's finer rules, each with a transition that breaks exactly it and one that holds
// it: corners rather than bounding boxes, limits per axis, every lift of a re-grabbed
// transition, completion speed latched at the call, completions reported as progress,
// appearance order, animations left running, and whose overlap it is.

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

@MainActor
@Suite struct CheckerPrecisionTests {
    static let finishingPop = "traces/synthetic/pop-edge-slow-finish-60hz.json"

    private func replay(_ file: String, _ subject: any TransitionUnderTest) throws -> TraceReport {
        Replayer.replay(try Corpus.trace(file), file: file, against: subject)
    }

    private func contracts(_ report: TraceReport) -> Set<Contract> {
        Set(report.violations.map(\.contract))
    }

    // MARK: continuous-motion

    @Test func aHalfTurnSnappedBackAtTheEndIsAJumpThoughTheFrameNeverChanges() throws {
        let report = try replay(
            Self.finishingPop,
            AnimatorUnderTest(name: "half-turn") { _ in SnapsBackAnimator(.init(rotationAngle: .pi)) })
        #expect(contracts(report) == [.continuousMotion], "\(ReportWriter.text([report]))")
        let jump = try #require(report.violations.first)
        #expect(jump.subject == "to.view")
        #expect(jump.expected.contains("end of the animation"))
    }

    @Test func theLimitIsAQuarterOfTheScreenAlongEachAxis() throws {
        // 300 pt is more than a quarter of the 390 pt width and the completion's share of a frame,
        // less than a quarter of the 844 pt height and that share.
        let sideways = try replay(
            Self.finishingPop,
            AnimatorUnderTest(name: "sideways") { _ in SnapsBackAnimator(.init(translationX: 300, y: 0)) })
        #expect(contracts(sideways) == [.continuousMotion], "\(ReportWriter.text([sideways]))")
        #expect(sideways.violations.first?.found.contains("horizontally") == true)
        let down = try replay(
            Self.finishingPop,
            AnimatorUnderTest(name: "down") { _ in SnapsBackAnimator(.init(translationX: 0, y: 300)) })
        #expect(down.violations.isEmpty, "\(ReportWriter.text([down]))")
    }

    @Test func everyLiftOfARegrabbedTransitionIsJudged() throws {
        let report = Replayer.replay(
            RegrabFixture.trace(), against: CustomSubject { InterruptiblePopAnimator(dims: true) })
        #expect(contracts(report) == [.continuousMotion], "\(ReportWriter.text([report]))")
        let jump = try #require(report.violations.first)
        #expect(jump.found.contains("alpha jumping from 1 to 0 "))
        // The first lift, not the last one.
        let lastLift = try #require(report.transitions.first?.releaseTime)
        #expect(jump.time < lastLift)
        let clean = Replayer.replay(RegrabFixture.trace(), against: CustomSubject { InterruptiblePopAnimator() })
        #expect(clean.violations.isEmpty, "\(ReportWriter.text([clean]))")
    }

    /// Found by fuzzing the system flip: on a 1366 pt wide screen a card leaving edge-on brings
    /// its near edge close to the eye, and perspective flings its corners across the screen in a
    /// frame; the animation's own pace, measured off screen too, explains it.
    @Test func aCardLeavingEdgeOnOnAWideScreenIsNotAJump() {
        let trace = Trace(
            screen: .init(width: 1366, height: 1024, scale: 2, refreshRate: 240),
            transition: .init(operation: .dismiss, gesture: .pan, axis: .y, direction: 1),
            touches: [
                TouchSample(t: 0, phase: .began, x: 683, y: 512),
                TouchSample(t: 0.016666, phase: .moved, x: 683, y: 1024),
                TouchSample(t: 0.033332, phase: .ended, x: 683, y: 1024),
            ])
        var options = ReplayOptions(completionCurve: .easeOut)
        options.transitionDuration = 0.1
        let report = Replayer.replay(
            trace, against: SystemDefaultTransition(modalTransitionStyle: .flipHorizontal), options: options)
        #expect(report.transitions.count == 1)
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
    }

    /// A pop by a plain pan that barely moves before the finger lifts; the app's own controller
    /// (completing on a linear curve) hands over to `release` with the animator, whose
    /// revealed screen slides in linearly over 2 s.
    private func longSlideLift(
        _ release: @escaping (OwnPanInteraction, CGFloat, LongSlideInAnimator) -> Void
    ) -> TraceReport {
        let trace = Trace(
            screen: .init(width: 390, height: 844, scale: 3, refreshRate: 60),
            transition: .init(operation: .pop, gesture: .pan),
            touches: [
                TouchSample(t: 0, phase: .began, x: 30, y: 422),
                TouchSample(t: 0.016666, phase: .moved, x: 45, y: 422),
                TouchSample(t: 0.033332, phase: .moved, x: 55, y: 422),
                TouchSample(t: 0.049998, phase: .moved, x: 60, y: 422),
                TouchSample(t: 0.066664, phase: .ended, x: 60, y: 422),
            ])
        let animator = LongSlideInAnimator()
        let subject = CustomSubject(
            animator: { animator },
            interaction: { pan in
                let interaction = OwnPanInteraction(gesture: pan) { release($0, $1, animator) }
                interaction.completionCurve = .linear
                return interaction
            })
        return Replayer.replay(trace, against: subject)
    }

    /// The path exemption of the lift (the views follow their animation's own path between the
    /// lift and the next frame) holds only when layer time moves as the completion moves it: a
    /// controller that jumps progress by 0.7 as the finger lifts moves the screen along its
    /// path, but 273 pt in a frame of a 0.45 s completion is a jump.
    @Test func progressJumpedAtTheLiftIsAJumpThoughTheViewsFollowTheirPath() throws {
        let jumped = longSlideLift { interaction, progress, _ in
            interaction.update(progress + 0.7)
            interaction.finish()
        }
        #expect(contracts(jumped) == [.continuousMotion], "\(ReportWriter.text([jumped]))")
        let jump = try #require(jumped.violations.first)
        #expect(jump.subject == "to.view" && jump.expected.contains("finger lift"))
        let plain = longSlideLift { interaction, _, _ in interaction.finish() }
        #expect(plain.violations.isEmpty, "\(ReportWriter.text([plain]))")
        #expect(plain.transitions.first?.completedWith == true)
    }

    /// The path must start where the lift left the view: a view moved 200 pt as the finger
    /// lifts (under its running additive animation) follows its new path from a new place.
    /// (The subject's own controller: the harness's instant check at `finish()` does not run.)
    @Test func aViewMovedAsTheFingerLiftsIsAJumpThoughItsAnimationRunsOn() throws {
        let moved = longSlideLift { interaction, _, animator in
            animator.toView?.center.x += 200
            interaction.finish()
        }
        // It also ends 200 pt off its final frame.
        #expect(contracts(moved) == [.continuousMotion, .finalStateFinished], "\(ReportWriter.text([moved]))")
        let jump = try #require(moved.violations.first { $0.contract == .continuousMotion })
        #expect(
            jump.expected.contains("finger lift") && jump.found.contains("jumping 203.25 pt horizontally"), "\(jump)")
    }

    /// No step of the path may jump: a keyframe added as the finger lifts that knocks the view
    /// 300 pt aside within half a millisecond of layer time starts where the view was, and
    /// runs in the completion's time, but breaks the path.
    @Test func aJumpInThePathRightAfterTheLiftIsAJump() throws {
        let knocked = longSlideLift { interaction, _, animator in
            if let layer = animator.toView?.layer {
                let x = layer.presentationState().position.x
                let knock = CAKeyframeAnimation(keyPath: "position.x")
                knock.values = [x, x + 300, x + 300]
                knock.keyTimes = [0, 0.0025, 1]
                knock.duration = 0.2
                layer.add(knock, forKey: "knock")
            }
            interaction.finish()
        }
        #expect(contracts(knocked) == [.continuousMotion], "\(ReportWriter.text([knocked]))")
        #expect(knocked.violations.first?.found.contains("300 pt horizontally") == true)
    }

    // MARK: completion-timing

    @Test func theCompletionAfterARegrabIsTimed() {
        let late = Replayer.replay(
            RegrabFixture.trace(), against: CustomSubject { InterruptiblePopAnimator(reports: 0.4, animates: 0.8) })
        #expect(contracts(late) == [.completionTiming], "\(ReportWriter.text([late]))")
    }

    @Test func theCompletionSpeedIsTheOneReadAtFinish() throws {
        // The controller finishes three times as fast, then resets its speed for next time:
        // UIKit's completion keeps the speed it read.
        let subject = CustomSubject(
            animator: { SnapsBackAnimator(.identity) },
            interaction: { pan in
                OwnPanInteraction(gesture: pan) { interaction, _ in
                    interaction.completionSpeed = 3
                    interaction.finish()
                    interaction.completionSpeed = 1
                }
            })
        let report = try replay(Self.finishingPop, subject)
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
        #expect(report.transitions.first?.completedWith == true)
    }

    // MARK: progress-in-range

    private func animatedCompletion(
        path: @escaping (_ release: CGFloat, _ t: Double) -> CGFloat, spring: Bool = false
    ) -> CustomSubject {
        CustomSubject(
            animator: { SnapsBackAnimator(.identity) },
            interaction: { pan in
                let interaction = OwnPanInteraction(gesture: pan) { interaction, release in
                    interaction.animateProgress(over: 0.2, path: { path(release, $0) }) { $0.finish() }
                }
                if spring { interaction.timingCurve = UISpringTimingParameters(dampingRatio: 0.6) }
                return interaction
            })
    }

    @Test func aCompletionReportedAsProgressMovesTowardItsEnd() throws {
        let restarts = try replay(Self.finishingPop, animatedCompletion { _, t in CGFloat(t) })
        #expect(contracts(restarts).contains(.progressInRange), "\(ReportWriter.text([restarts]))")
        let broken = try #require(restarts.violations.first { $0.contract == .progressInRange })
        #expect(broken.expected.hasPrefix("progress moving toward 1 during the completion"))

        let onward = try replay(
            Self.finishingPop, animatedCompletion { release, t in release + (1 - release) * CGFloat(t) })
        #expect(!contracts(onward).contains(.progressInRange), "\(ReportWriter.text([onward]))")
    }

    @Test func aDeclaredSpringMayOvershootAndComeBack() throws {
        // Past the end and back: 1 at half time, 0.95 after, 1 at the end.
        let wobble: (CGFloat, Double) -> CGFloat = { release, t in
            t < 0.5 ? release + (1 - release) * CGFloat(t * 2) : (t < 1 ? 0.95 : 1)
        }
        let undeclared = try replay(Self.finishingPop, animatedCompletion(path: wobble))
        #expect(contracts(undeclared).contains(.progressInRange), "\(ReportWriter.text([undeclared]))")
        let declared = try replay(Self.finishingPop, animatedCompletion(path: wobble, spring: true))
        #expect(!contracts(declared).contains(.progressInRange), "\(ReportWriter.text([declared]))")
    }

    // MARK: appearance-balanced

    @Test func aControllerNotInTheTransitionGetsNoAppearanceCallbacks() throws {
        let report = try replay(
            Self.finishingPop, AnimatorUnderTest(name: "extra") { _ in ExtraAppearanceAnimator(.offScreenController) })
        #expect(contracts(report) == [.appearanceBalanced], "\(ReportWriter.text([report]))")
        #expect(report.violations.first?.expected == "no appearance callbacks for a controller that is not on screen")
    }

    @Test func theDestinationGetsWillAppearThenDidAppearAndNothingElse() throws {
        let report = try replay(
            Self.finishingPop, AnimatorUnderTest(name: "again") { _ in ExtraAppearanceAnimator(.destinationAgain) })
        #expect(contracts(report) == [.appearanceBalanced], "\(ReportWriter.text([report]))")
        let violation = try #require(report.violations.first)
        #expect(violation.expected == "viewWillAppear, viewDidAppear (finished)")
        #expect(violation.found == "viewWillAppear, viewWillDisappear, viewDidDisappear, viewWillAppear, viewDidAppear")
    }

    // MARK: no-calls-after-complete

    @Test func aScreensOwnAnimationsAreNotLeftoversOfTheTransition() throws {
        let file = "traces/synthetic/push-edge-right-finish-60hz.json"
        let subject = CustomSubject(
            animator: { SnapsBackAnimator(.identity) }, controller: { SpinnerViewController(index: $0) })
        let report = try replay(file, subject)
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
    }

    // MARK: no-overlapping-transitions

    @Test func anOverlapIsReportedOnTheTransitionInFlight() throws {
        let file = "traces/synthetic/push-edge-right-finish-60hz.json"
        let subject = CustomSubject(
            animator: { SnapsBackAnimator(.identity) },
            controller: { $0 == 0 ? SceneViewController(index: 0) : TipOnAppearViewController(index: $0) })
        let report = try replay(file, subject)
        #expect(report.sceneViolations.isEmpty)
        let first = try #require(report.transitions.first)
        #expect(first.violations.map(\.contract) == [.noOverlappingTransitions], "\(ReportWriter.text([report]))")
    }
}
