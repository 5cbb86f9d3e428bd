import GestureTrace
import HeadlessUIKit

/// Takes on every transition UIKit begins in an app's scene (push, pop, present, dismiss, tab
/// switch, at any depth), at the moment it begins (the recorder's `.began` event: the container
/// is set up, the animator not yet called), and records what the trace's fingers did to it: a
/// transition is driven by a finger while one is down and it is interactive, and the last
/// finger's lift hands it to its completion.
///
/// The app's own handlers and interaction controllers do all the driving; this only watches.
@MainActor
final class AppDriver: ReplayDriving {
    let scene: AppScene
    let clock: ReplayClock
    private let emit: (DriverEvent) -> Void
    private(set) var transitions: [DrivenTransition] = []
    private var firstUnfinished = 0
    /// Whether a finger is down.
    private var fingersDown = false
    /// The transition a lift is being delivered to, with its progress before the lift.
    private var lifting: (driven: DrivenTransition, progress: Double)?

    init(scene: AppScene, clock: ReplayClock, emit: @escaping (DriverEvent) -> Void) {
        self.scene = scene
        self.clock = clock
        self.emit = emit
        scene.recorder.onEvent = { [weak self] event in self?.noticed(event) }
    }

    var active: DrivenTransition? {
        guard let last = transitions.last, !last.context.isCompleted else { return nil }
        return last
    }

    var unfinishedTransitions: ArraySlice<DrivenTransition> {
        while firstUnfinished < transitions.count, transitions[firstUnfinished].context.isCompleted {
            firstUnfinished += 1
        }
        return transitions[firstUnfinished...]
    }

    /// Adopts a transition that just began.
    private func noticed(_ event: UIKitEvent) {
        guard case .transition(let id, .began) = event.kind,
            let context = scene.recorder.transitions.last(where: { $0.id == id })
        else { return }
        let index = transitions.count
        emit(
            .transitionWillBegin(
                index: index, from: context.viewController(forKey: .from), to: context.viewController(forKey: .to)))
        let (time, frame) = clock.now
        let driven = DrivenTransition(
            index: index, context: context, interactor: HarnessInteractionController(), time: time, frame: frame)
        driven.isDriving = fingersDown
        transitions.append(driven)
        emit(.transitionBegan(driven))
        log(driven, fingersDown ? "began (the app's handler, a finger down)" : "began (the app, no finger down)")
    }

    /// Before the window gets an event: at the last finger's lift, the views as the finger left
    /// them are the first half of the lift's hand-off.
    func willSend(_ event: UIEvent, endsGesture: Bool) {
        guard endsGesture, let driven = active, driven.isDriving, driven.context.state.isInFlight else { return }
        let (time, frame) = clock.now
        let progress = Double(driven.context.percentComplete)
        driven.releaseTime = time
        driven.releaseFrame = frame
        driven.progressBeforeRelease = progress
        driven.lifts.append(
            DrivenTransition.Lift(frame: frame, time: time, fingerProgress: 0, sequence: scene.recorder.sequenceMark))
        log(driven, event.touchList.contains { $0.phase == .cancelled } ? "cancelled" : "ended")
        lifting = (driven, progress)
        emit(.fingerWillLift(driven))
    }

    /// After the window delivered an event: what the app's handlers did with it.
    func didSend(_ event: UIEvent, endsGesture: Bool, fingersDown down: Bool) {
        fingersDown = down
        if let (driven, before) = lifting {
            // The app's handler makes the lift's own update before it finishes or cancels:
            // the finger's last share of progress moves the views after the harness saw them.
            let after = Double(driven.context.percentComplete)
            driven.progress = after
            driven.progressAtRelease = after
            if !driven.lifts.isEmpty {
                driven.lifts[driven.lifts.count - 1].fingerProgress = abs(after - before)
            }
            driven.isDriving = false
            lifting = nil
        }
        for driven in unfinishedTransitions where !driven.context.isCompleted {
            let driving = down && driven.context.isInteractive && driven.context.state.isInFlight
            if driving, !driven.isDriving, driven.releaseTime != nil {
                log(driven, "re-grab")
            }
            driven.isDriving = driving
            if driving { driven.progress = Double(driven.context.percentComplete) }
        }
    }

    private func log(_ driven: DrivenTransition, _ call: String) {
        let (time, frame) = clock.now
        driven.calls.append(CallRecord(time: time, frame: frame, receiver: .gesture, call: call))
    }
}
