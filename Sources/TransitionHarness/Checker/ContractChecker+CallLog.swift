import HeadlessUIKit

extension ContractChecker {
    /// The rules read from the recorder's call log, per transition.
    func judgeCallLog(transitions: [DrivenTransition], endTime: Double, endFrame: Int) {
        let fingerDownAtEnd = self.fingerDownAtEnd
        let fps = Double(scene.display.framesPerSecond)
        func frame(_ time: Double) -> Int { Int(((time + origin) * fps).rounded()) }
        // One pass over the log, grouped by transition, rather than one pass per transition.
        var callsByID: [Int: [(time: Double, call: TransitionCall)]] = [:]
        for event in scene.recorder.events {
            if case .transition(let id, let call) = event.kind {
                callsByID[id, default: []].append((event.time - origin, call))
            }
        }
        for driven in transitions {
            let events = callsByID[driven.context.id] ?? []
            func violation(_ contract: Contract, _ time: Double, _ subject: String, _ expected: String, _ found: String) {
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
            var regrabbed = false
            for (time, call) in events {
                if completions.isEmpty {
                    switch call {
                    case .updateInteractiveTransition(_, let value?): applied = Double(value)
                    case .interactorFinish, .interactorCancel:
                        if resolution == nil {
                            resolution = Resolution(
                                outcome: call == .interactorFinish ? .finish : .cancel, time: time, progress: applied)
                        }
                    case .pauseInteractiveTransition(applied: true):
                        resolution = nil
                        regrabbed = true
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
                    let name = call == .interactorFinish ? "finish()" : "cancel()"
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
                        violation(.noCallsAfterComplete, time, "interaction", "no calls after completeTransition", "pause()")
                    }
                default:
                    break
                }
            }
            if var found = resolution {
                // The completion a percent-driven controller runs: the rest of the duration,
                // or the part done, over the completion speed (≤ 0 behaves as 1).
                let interactor = driven.context.interactor as? UIPercentDrivenInteractiveTransition
                let speed = Double(interactor?.completionSpeed ?? 1)
                let remaining = found.outcome == .finish ? 1 - found.progress : found.progress
                found.expectedDuration = Double(driven.context.transitionDuration) * remaining / (speed > 0 ? speed : 1)
                resolution = found
                resolutions[driven.index] = found
            }
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
            } else if let resolution, let expected = resolution.expectedDuration, !regrabbed,
                driven.context.transitionDuration > 0
            {
                let actual = completions[0].time - resolution.time
                if abs(actual - expected) > framePeriod + 1e-9 {
                    violation(
                        .completionTiming, completions[0].time, "transitionContext",
                        "completion after \(rounded(expected)) s (within one frame, \(rounded(framePeriod)) s)",
                        "completion after \(rounded(actual)) s")
                }
            }
        }
    }

    /// UIKit's refusals and warnings, recorded as diagnostics, become violations.
    func judgeDiagnostics(transitions: [DrivenTransition]) {
        let fps = Double(scene.display.framesPerSecond)
        for diagnostic in scene.recorder.diagnostics {
            let contract: Contract
            switch diagnostic.kind {
            case .unbalancedAppearanceTransition: contract = .appearanceBalanced
            case .presentationInProgress, .dismissalInProgress, .alreadyPresenting, .presentingActiveController,
                .navigationTransitionInProgress:
                contract = .noOverlappingTransitions
            default: continue
            }
            let owner = transitions.last { $0.startTime <= diagnostic.time - origin }?.index
            record(
                Violation(
                    contract: contract, time: diagnostic.time - origin, frame: Int((diagnostic.time * fps).rounded()),
                    subject: diagnostic.subject, expected: "no \(diagnostic.kind.rawValue)", found: diagnostic.message),
                transition: contract == .noOverlappingTransitions ? nil : owner)
        }
    }
}
