import GestureTrace
@_spi(Harness) import HeadlessUIKit

extension ContractChecker {
    /// The rules read from the recorder's call log, per transition.
    func judgeCallLog(transitions: [DrivenTransition], endTime: Double, endFrame: Int) {
        let fingerDownAtEnd = self.fingerDownAtEnd
        let fps = Double(scene.display.framesPerSecond)
        func frame(_ time: Double) -> Int { Int(((time + origin) * fps).rounded()) }
        // One pass over the log, grouped by transition, rather than one pass per transition.
        var callsByID: [Int: [(time: Double, sequence: Int, call: TransitionCall)]] = [:]
        for event in scene.recorder.events {
            if case .transition(let id, let call) = event.kind {
                callsByID[id, default: []].append((event.time - origin, event.sequence, call))
            }
        }
        for driven in transitions {
            let events = callsByID[driven.context.id] ?? []
            func violation(_ contract: Contract, _ time: Double, _ subject: String, _ expected: String, _ found: String)
            {
                record(
                    Violation(
                        contract: contract, time: time, frame: frame(time), subject: subject, expected: expected,
                        found: found),
                    transition: driven.index)
            }
            var completions: [(time: Double, didComplete: Bool, wasCancelled: Bool)] = []
            var driving = driven.context.initiallyInteractive
            var resolved: String?
            var applied: Double = 0
            var resolution: Resolution?
            var progress = ProgressWatch(
                lifts: driven.lifts,
                declaresSpring: (driven.context.interactor as? UIPercentDrivenInteractiveTransition)?.timingCurve
                    is UISpringTimingParameters)
            for (time, sequence, call) in events {
                if completions.isEmpty {
                    if let broken = progress.observe(call, sequence: sequence, time: time, applied: applied) {
                        violation(
                            .progressInRange, broken.time, "transitionContext",
                            "progress moving toward \(broken.finishing ? 1 : 0) during the completion, "
                                + "from \(rounded(broken.from))",
                            "updateInteractiveTransition(\(rounded(broken.to)))")
                    }
                    switch call {
                    case .updateInteractiveTransition(_, let value?): applied = Double(value)
                    case .interactorFinish(let speed), .interactorCancel(let speed):
                        if resolution == nil {
                            var outcome = Trace.Outcome.cancel
                            if case .interactorFinish = call { outcome = .finish }
                            resolution = Resolution(
                                outcome: outcome, time: time, progress: applied, completionSpeed: Double(speed))
                        }
                    case .pauseInteractiveTransition(applied: true):
                        resolution = nil
                    default: break
                    }
                }
                switch call {
                case .completeTransition(let didComplete, let wasCancelled, _, _):
                    completions.append((time, didComplete, wasCancelled))
                    if completions.count == 1 {
                        if didComplete == wasCancelled {
                            violation(
                                .completeMatchesOutcome, time, "transitionContext",
                                "completeTransition(\(!wasCancelled)) (transitionWasCancelled is \(wasCancelled))",
                                "completeTransition(\(didComplete))")
                        }
                        if driving {
                            violation(
                                .completeAfterAnimation, time, "transitionContext",
                                "completeTransition after finishInteractiveTransition() or cancelInteractiveTransition()",
                                "completeTransition(\(didComplete)) while the interaction still drives progress")
                        }
                    } else if completions.count == 2 {
                        violation(
                            .completeOnce, time, "transitionContext", "completeTransition called once",
                            "a second completeTransition(\(didComplete)), which UIKit ignores")
                    }
                case .finishInteractiveTransition(_, let ignored), .cancelInteractiveTransition(_, let ignored):
                    if !completions.isEmpty {
                        violation(
                            .noCallsAfterComplete, time, "transitionContext", "no calls after completeTransition",
                            "\(call)")
                    } else if !ignored {
                        driving = false
                    }
                case .pauseInteractiveTransition(let applied):
                    if !completions.isEmpty {
                        violation(
                            .noCallsAfterComplete, time, "transitionContext", "no calls after completeTransition",
                            "\(call)")
                    } else if applied {
                        driving = true
                        // A pause that took effect re-opens the interaction (a re-grab).
                        resolved = nil
                    }
                case .updateInteractiveTransition(let requested, _):
                    if !completions.isEmpty {
                        violation(
                            .noCallsAfterComplete, time, "transitionContext", "no calls after completeTransition",
                            "\(call)")
                    }
                    if !(0...1).contains(requested) {
                        violation(
                            .progressInRange, time, "transitionContext", "progress in [0, 1]",
                            "updateInteractiveTransition(\(requested))")
                    }
                case .interactorUpdate(let value):
                    if !completions.isEmpty {
                        violation(
                            .noCallsAfterComplete, time, "interaction", "no calls after completeTransition",
                            "update(\(value))")
                    }
                    if !(0...1).contains(value) {
                        violation(.progressInRange, time, "interaction", "progress in [0, 1]", "update(\(value))")
                    }
                case .interactorFinish, .interactorCancel:
                    var name = "cancel()"
                    if case .interactorFinish = call { name = "finish()" }
                    if !completions.isEmpty {
                        violation(
                            .noCallsAfterComplete, time, "interaction", "no calls after completeTransition", name)
                    } else if let previous = resolved {
                        violation(
                            .singleResolution, time, "interaction", "one finish() or cancel() per gesture end",
                            "\(name) after \(previous) without pause()")
                    }
                    resolved = name
                case .interactorPause:
                    if !completions.isEmpty {
                        violation(
                            .noCallsAfterComplete, time, "interaction", "no calls after completeTransition", "pause()")
                    }
                default:
                    break
                }
            }
            if let broken = progress.finish(completed: completions.first.map { !$0.wasCancelled }) {
                violation(
                    .progressInRange, broken.time, "transitionContext",
                    "progress moving toward \(broken.finishing ? 1 : 0) during the completion, from \(rounded(broken.from))",
                    "updateInteractiveTransition(\(rounded(broken.to)))")
            }
            if var found = resolution {
                // The completion a percent-driven controller runs: the rest of the duration,
                // or the part done, over the completion speed it read at finish() or cancel()
                // (≤ 0 behaves as 1).
                found.expectedDuration = UIPercentDrivenInteractiveTransition.completionDuration(
                    of: driven.context.transitionDuration, from: CGFloat(found.progress),
                    cancelled: found.outcome == .cancel, speed: CGFloat(found.completionSpeed))
                resolution = found
                resolutions[driven.index] = found
            }
            completionTimes[driven.index] = completions.first?.time
            if completions.isEmpty {
                // A transition still driven by a finger when the trace ends has no completion
                // animation to wait for: the report says the finger stayed down instead.
                let stillDriven = driven.releaseTime == nil && resolution == nil && fingerDownAtEnd
                if !stillDriven {
                    violation(
                        .completeOnce, endTime, "transitionContext", "completeTransition called once",
                        stoppedAtTimeLimit
                            ? "transition still running at the replay's time limit (\(rounded(endTime)) s)"
                            : "transition never completed")
                }
            } else if let resolution, let expected = resolution.expectedDuration,
                driven.context.transitionDuration > 0
            {
                let actual = completions[0].time - resolution.time
                let frames = tolerances.completionTimingFrames
                let slack = frames * framePeriod
                if abs(actual - expected) > slack + 1e-9 {
                    let within = frames == 1 ? "one frame" : "\(rounded(frames)) frames"
                    violation(
                        .completionTiming, completions[0].time, "transitionContext",
                        "completion after \(rounded(expected)) s (within \(within), \(rounded(slack)) s)",
                        "completion after \(rounded(actual)) s")
                }
            }
        }
    }

    /// The contract a UIKit diagnostic of `kind` breaks, if a contract covers it.
    static func contract(for kind: UIKitDiagnostic.Kind) -> Contract? {
        switch kind {
        case .unbalancedAppearanceTransition: .appearanceBalanced
        case .presentationInProgress, .dismissalInProgress, .alreadyPresenting, .presentingActiveController,
            .navigationTransitionInProgress:
            .noOverlappingTransitions
        default: nil
        }
    }

    /// The display's diagnostics that no violation reports (those of UIKit's refusals that a
    /// contract covers become violations, ``judgeDiagnostics(transitions:)``), with times
    /// counted from the replay's start.
    func unjudgedDiagnostics() -> [HeadlessDiagnostic] {
        scene.display.diagnostics.compactMap { diagnostic in
            let uikit = diagnostic.code.rawValue.hasPrefix("uikit.") ? diagnostic.code.rawValue.dropFirst(6) : nil
            // A second completeTransition is complete-once's, and a call that reached a completed
            // context no-calls-after-complete's, both judged from the call log.
            if let uikit, let kind = UIKitDiagnostic.Kind(rawValue: String(uikit)),
                Self.contract(for: kind) != nil || kind == .completeTransitionCalledTwice
                    || kind == .ignoredInteractiveCall
            {
                return nil
            }
            var shifted = diagnostic
            shifted.time -= origin
            return shifted
        }
    }

    /// UIKit's refusals and warnings, recorded as diagnostics, become violations.
    func judgeDiagnostics(transitions: [DrivenTransition]) {
        let fps = Double(scene.display.framesPerSecond)
        for diagnostic in scene.recorder.diagnostics {
            guard let contract = Self.contract(for: diagnostic.kind) else { continue }
            let time = diagnostic.time - origin
            // The transition it concerns: the one in flight then (an overlap is reported on the
            // transition it would have overlapped); the scene's when none was.
            let inFlight = transitions.last { driven in
                driven.startTime <= time && (completionTimes[driven.index].map { time <= $0 } ?? true)
            }
            let owner =
                contract == .noOverlappingTransitions
                ? inFlight?.index : (inFlight ?? transitions.last { $0.startTime <= time })?.index
            record(
                Violation(
                    contract: contract, time: time, frame: Int((diagnostic.time * fps).rounded()),
                    subject: diagnostic.subject, expected: "no \(diagnostic.kind.rawValue)", found: diagnostic.message),
                transition: owner)
        }
    }
}

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
