import HeadlessUIKit

/// The second half of `progress-in-range`: after a finger lift, progress the interaction
/// controller still reports to the context moves monotonically toward the end the transition
/// takes (1 when it finishes, 0 when it cancels), until a re-grab or completeTransition.
///
/// The harness's own controller reports nothing after the lift (UIKit's percent-driven
/// controller runs the completion itself); a controller that animates the completion by
/// reporting progress frame by frame is judged here. Reports at the instant of the lift may
/// follow the finger back as far as the lift itself moved it. A controller whose
/// `timingCurve` is a spring declares that its progress may overshoot and come back: it is
/// not held to monotonic progress.
struct ProgressWatch {
    struct Broken {
        var time: Double
        var from: Double
        var to: Double
        var finishing: Bool
    }

    private struct Phase {
        var lift: DrivenTransition.Lift
        var reference: Double
        var updates: [(time: Double, value: Double)] = []
        var finishing: Bool?
    }

    private let lifts: [DrivenTransition.Lift]
    private let declaresSpring: Bool
    private var nextLift = 0
    private var phase: Phase?

    init(lifts: [DrivenTransition.Lift], declaresSpring: Bool) {
        self.lifts = lifts
        self.declaresSpring = declaresSpring
    }

    /// Feeds the next call of the transition's log (before its own effect on `applied`, the
    /// progress the context holds); returns a break when the call closes a completion phase.
    mutating func observe(_ call: TransitionCall, sequence: Int, time: Double, applied: Double) -> Broken? {
        while nextLift < lifts.count, lifts[nextLift].sequence <= sequence {
            if phase == nil { phase = Phase(lift: lifts[nextLift], reference: applied) }
            nextLift += 1
        }
        guard phase != nil else { return nil }
        switch call {
        case .updateInteractiveTransition(_, let value?):
            phase?.updates.append((time, Double(value)))
        case .interactorFinish, .finishInteractiveTransition(_, ignored: false):
            if phase?.finishing == nil { phase?.finishing = true }
        case .interactorCancel, .cancelInteractiveTransition(_, ignored: false):
            if phase?.finishing == nil { phase?.finishing = false }
        case .pauseInteractiveTransition(applied: true):
            return close(default: nil)
        case .completeTransition(_, let wasCancelled, _, ignored: false):
            return close(default: !wasCancelled)
        default:
            break
        }
        return nil
    }

    /// Closes a phase still open when the log ends; `completed` is the committed outcome if any.
    mutating func finish(completed: Bool?) -> Broken? {
        close(default: completed)
    }

    private mutating func close(default fallback: Bool?) -> Broken? {
        defer { phase = nil }
        guard let phase, !declaresSpring, let finishing = phase.finishing ?? fallback else { return nil }
        let toward: Double = finishing ? 1 : -1
        var previous = phase.reference
        for (time, value) in phase.updates {
            let back = (previous - value) * toward
            let slack = time <= phase.lift.time ? phase.lift.fingerProgress : 0
            if back > slack + 1e-9 {
                return Broken(time: time, from: previous, to: value, finishing: finishing)
            }
            previous = value
        }
        return nil
    }
}
