import GestureTrace
import HeadlessUIKit

/// One transition a replay started, with what the gesture did to it.
@MainActor
final class DrivenTransition {
    let index: Int
    let context: TransitionContext
    let interactor: HarnessInteractionController
    let startTime: Double
    let startFrame: Int
    /// Whether the harness drives the transition's interaction controller. When the subject
    /// handed out its own controller, that controller is the app's code: it listens to the
    /// gesture itself, and the driver only records what the gesture did.
    var drivesInteractor: Bool { context.interactor === interactor }
    /// Progress where the current drag started (0, or the paused progress after a re-grab).
    var baseProgress: Double = 0
    var progress: Double = 0
    var isDriving = true
    var releaseTime: Double?
    var releaseFrame: Int?
    var progressAtRelease: Double?
    /// Progress before the lift's own update: the finger's last move, which the view follows.
    var progressBeforeRelease: Double?
    var velocityAtRelease: Double?
    /// The completion policy's decision, when the harness's controller was driven.
    var outcome: Trace.Outcome?
    var calls: [CallRecord] = []
    /// Every finger lift that handed the transition to its completion, in order: more than one
    /// when the transition was re-grabbed.
    var lifts: [Lift] = []

    /// A finger lift: the last display frame the finger drove, how far the lift's own update
    /// moved progress (the view follows the finger that far in the next frame), and where the
    /// lift falls in the recorder's sequence (after that update, before `finish()`/`cancel()`).
    struct Lift {
        var frame: Int
        var time: Double
        var fingerProgress: Double
        var sequence: Int
    }

    init(index: Int, context: TransitionContext, interactor: HarnessInteractionController, time: Double, frame: Int) {
        self.index = index
        self.context = context
        self.interactor = interactor
        startTime = time
        startFrame = frame
    }
}

/// The harness's gesture handling: what an app's pan handler does with a percent-driven
/// transition. On `.began` it starts the trace's operation (or re-grabs a completing,
/// interruptible transition with `pause()`); on `.changed` it updates progress from the
/// translation as trace-format.md defines it; at release the completion policy decides
/// `finish()` or `cancel()`. A cancelled touch is decided by the policy as cancelled.
@MainActor
final class GestureDriver {
    let scene: ReplayScene
    let options: ReplayOptions
    let transition: Trace.ResolvedTransition
    private(set) var transitions: [DrivenTransition] = []
    /// The clock of the replay, relative to its first frame.
    var now: () -> (time: Double, frame: Int) = { (0, 0) }
    /// Called with the index and the from controller just before a transition starts.
    var willStart: (Int, UIViewController?, UIViewController?) -> Void = { _, _, _ in }
    /// Called when a finger lifts from a transition it drives, before the lift's own update.
    var willRelease: (DrivenTransition) -> Void = { _ in }
    private var ignoringGesture = false

    init(scene: ReplayScene, options: ReplayOptions, transition: Trace.ResolvedTransition) {
        self.scene = scene
        self.options = options
        self.transition = transition
    }

    var active: DrivenTransition? {
        transitions.last.flatMap { $0.context.isCompleted ? nil : $0 }
    }

    func handle(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began: began(recognizer)
        case .changed: changed(recognizer)
        case .ended: released(recognizer, cancelled: false)
        case .cancelled, .failed: released(recognizer, cancelled: true)
        case .possible: break
        }
    }

    private func log(_ driven: DrivenTransition, _ receiver: CallRecord.Receiver, _ call: String) {
        let (time, frame) = now()
        driven.calls.append(CallRecord(time: time, frame: frame, receiver: receiver, call: call))
    }

    private func began(_ recognizer: UIPanGestureRecognizer) {
        ignoringGesture = false
        if let driven = active {
            // A finger lands while a transition completes: re-grab it if it can be paused
            // (and the options say the app's handler does).
            guard options.regrabsInterruptibleTransitions, !driven.isDriving, driven.context.isInterruptible,
                driven.context.state.isInFlight
            else {
                ignoringGesture = true
                return
            }
            log(driven, .gesture, "re-grab")
            guard driven.drivesInteractor else {
                driven.isDriving = true
                return
            }
            driven.interactor.pause()
            driven.baseProgress = Double(driven.interactor.percentComplete)
            driven.progress = driven.baseProgress
            driven.isDriving = true
            return
        }
        let interactor = HarnessInteractionController()
        interactor.completionSpeed = CGFloat(options.completionSpeed)
        interactor.completionCurve = options.completionCurve
        interactor.restoresViewStateOnCancel = options.restoresViewStateOnCancel
        willStart(transitions.count, scene.currentSourceController, scene.nextDestinationController)
        guard let context = scene.startTransition(interactor: interactor) else {
            ignoringGesture = true
            return
        }
        let (time, frame) = now()
        let driven = DrivenTransition(
            index: transitions.count, context: context, interactor: interactor, time: time, frame: frame)
        transitions.append(driven)
        log(driven, .gesture, "began")
    }

    private func changed(_ recognizer: UIPanGestureRecognizer) {
        guard !ignoringGesture, let driven = active, driven.isDriving else { return }
        updateProgress(driven, recognizer)
    }

    private func updateProgress(_ driven: DrivenTransition, _ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: nil)
        let along = (transition.axis == .x ? Double(translation.x) : Double(translation.y)) * Double(transition.direction)
        driven.progress = min(max(driven.baseProgress + along / transition.distance, 0), 1)
        if driven.drivesInteractor {
            driven.interactor.update(CGFloat(driven.progress))
        }
    }

    private func released(_ recognizer: UIPanGestureRecognizer, cancelled: Bool) {
        defer { ignoringGesture = false }
        guard !ignoringGesture, let driven = active, driven.isDriving else { return }
        // Progress at release includes the lift's own location, as a handler that computes
        // progress in every state (Apple's sample does) sees it.
        willRelease(driven)
        let progressBefore = driven.progress
        driven.progressBeforeRelease = progressBefore
        updateProgress(driven, recognizer)
        let velocity = recognizer.velocity(in: nil)
        let along = (transition.axis == .x ? Double(velocity.x) : Double(velocity.y)) * Double(transition.direction)
        let release = ReleaseState(
            progress: driven.progress, velocity: along.isFinite ? along : 0, distance: transition.distance,
            touchCancelled: cancelled)
        let decision = options.policy.decide(release)
        let (time, frame) = now()
        driven.isDriving = false
        driven.releaseTime = time
        driven.releaseFrame = frame
        driven.progressAtRelease = driven.progress
        driven.velocityAtRelease = release.velocity
        driven.lifts.append(
            DrivenTransition.Lift(
                frame: frame, time: time, fingerProgress: abs(driven.progress - progressBefore),
                sequence: scene.recorder.sequenceMark))
        log(driven, .gesture, cancelled ? "cancelled" : "ended")
        guard driven.drivesInteractor else { return }
        driven.outcome = decision.outcome
        switch decision.outcome {
        case .finish:
            driven.interactor.finish()
        case .cancel:
            driven.interactor.cancel()
        }
    }
}
