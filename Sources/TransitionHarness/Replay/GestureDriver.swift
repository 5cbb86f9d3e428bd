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

    /// A finger lift: the last display frame the finger drove; how far the lift's own update
    /// moves progress when the subject's own controller makes it (after the harness has seen
    /// the lift; 0 when the harness drives); where the lift falls in the recorder's sequence
    /// (after the harness's update, before `finish()`/`cancel()`).
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
///
/// A subject that starts transitions its own way (its `perform` hook handled the trigger)
/// may begin them during `.began` or later (a segue that slides first and presents when
/// its slide ends): the driver adopts each when UIKit begins it, with the checker's
/// snapshot taken then, and only one that began during `.began` is driven by the gesture.
@MainActor
final class GestureDriver {
    let scene: ReplayScene
    let options: ReplayOptions
    let transition: Trace.ResolvedTransition
    private(set) var transitions: [DrivenTransition] = []
    private var firstUnfinished = 0

    /// The transitions from the first that has not completed on: what per-frame work needs to
    /// look at, however many transitions a long replay has completed before.
    var unfinishedTransitions: ArraySlice<DrivenTransition> {
        while firstUnfinished < transitions.count, transitions[firstUnfinished].context.isCompleted {
            firstUnfinished += 1
        }
        return transitions[firstUnfinished...]
    }
    /// The replay's clock, counted from its start.
    let clock: ReplayClock
    /// Where the driver's events go, as they happen (the checker).
    private let emit: (DriverEvent) -> Void
    private var ignoringGesture = false
    /// The interaction controller of the gesture that is starting a transition, while the
    /// scene starts it.
    private var triggering: HarnessInteractionController?

    init(
        scene: ReplayScene, options: ReplayOptions, transition: Trace.ResolvedTransition, clock: ReplayClock,
        emit: @escaping (DriverEvent) -> Void
    ) {
        self.scene = scene
        self.options = options
        self.transition = transition
        self.clock = clock
        self.emit = emit
        scene.subjectTransitionBegan = { [weak self] context in self?.adopt(context) }
    }

    var active: DrivenTransition? {
        guard let last = transitions.last, !last.context.isCompleted else { return nil }
        return last
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
        let (time, frame) = clock.now
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
        emit(
            .transitionWillBegin(
                index: transitions.count, from: scene.currentSourceController, to: scene.nextDestinationController))
        let count = transitions.count
        triggering = interactor
        let start = scene.startTransition(interactor: interactor)
        triggering = nil
        guard case .harness(let started) = start, let context = started else {
            // The subject's transitions were adopted as they began; with none begun now, the
            // rest of the gesture drives nothing.
            ignoringGesture = transitions.count == count
            return
        }
        let (time, frame) = clock.now
        let driven = DrivenTransition(
            index: transitions.count, context: context, interactor: interactor, time: time, frame: frame)
        transitions.append(driven)
        emit(.transitionBegan(driven))
        log(driven, .gesture, "began")
    }

    /// Takes on a transition the subject began: driven by the gesture when it began while the
    /// gesture was starting it, otherwise running on its own.
    private func adopt(_ context: TransitionContext) {
        let index = transitions.count
        emit(
            .transitionWillBegin(
                index: index, from: context.viewController(forKey: .from), to: context.viewController(forKey: .to)))
        let (time, frame) = clock.now
        let driven = DrivenTransition(
            index: index, context: context, interactor: triggering ?? HarnessInteractionController(), time: time,
            frame: frame)
        driven.isDriving = triggering != nil
        transitions.append(driven)
        emit(.transitionBegan(driven))
        log(driven, .gesture, triggering != nil ? "began" : "began later (started by the subject)")
    }

    private func changed(_ recognizer: UIPanGestureRecognizer) {
        guard !ignoringGesture, let driven = active, driven.isDriving else { return }
        updateProgress(driven, recognizer)
    }

    private func updateProgress(_ driven: DrivenTransition, _ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: nil)
        let along =
            (transition.axis == .x ? Double(translation.x) : Double(translation.y)) * Double(transition.direction)
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
        let progressBefore = driven.progress
        driven.progressBeforeRelease = progressBefore
        updateProgress(driven, recognizer)
        let velocity = recognizer.velocity(in: nil)
        let along = (transition.axis == .x ? Double(velocity.x) : Double(velocity.y)) * Double(transition.direction)
        let release = ReleaseState(
            progress: driven.progress, velocity: along.isFinite ? along : 0, distance: transition.distance,
            touchCancelled: cancelled)
        let decision = options.policy.decide(release)
        let (time, frame) = clock.now
        driven.isDriving = false
        driven.releaseTime = time
        driven.releaseFrame = frame
        driven.progressAtRelease = driven.progress
        driven.velocityAtRelease = release.velocity
        // A subject's own controller makes its lift's update after this handler: its share
        // of the finger's motion is not in the views yet.
        driven.lifts.append(
            DrivenTransition.Lift(
                frame: frame, time: time,
                fingerProgress: driven.drivesInteractor ? 0 : abs(driven.progress - progressBefore),
                sequence: scene.recorder.sequenceMark))
        log(driven, .gesture, cancelled ? "cancelled" : "ended")
        emit(.fingerWillLift(driven))
        guard driven.drivesInteractor else { return }
        driven.outcome = decision.outcome
        switch decision.outcome {
        case .finish:
            driven.interactor.finish()
        case .cancel:
            driven.interactor.cancel()
        }
        emit(.fingerDidLift(driven))
    }
}
