// UIViewAnimating and UIViewImplicitlyAnimating: the operations of the animator's state machine.
// Each one lists, for every internal state, what it does; the raising cases record a diagnostic
// and change nothing.

extension UIViewPropertyAnimator {
    // MARK: State

    /// `.inactive`, `.active` (running or paused) or `.stopped`.
    var currentState: UIViewAnimatingState {
        switch phase {
        case .inactiveEmpty, .inactivePending, .completing: .inactive
        case .running, .paused: .active
        case .stopped: .stopped
        }
    }

    /// Whether the animations are running (forward or reversed).
    var isRunningNow: Bool { phase == .running }

    /// Whether the animations run from the end values toward the start values. Flipping it
    /// while active keeps the views where they are and flips `fractionComplete`; while running
    /// the animations continue toward the new target over the time it takes along the curve.
    /// While inactive it sets the direction of the next start.
    var reversedDirection: Bool {
        get { reversedFlag }
        set {
            guard newValue != reversedFlag else { return }
            switch phase {
            case .running:
                pauseNow()
                reversedFlag = newValue
                resumeAlongCurve(durationFactor: nil)
            default:
                reversedFlag = newValue
            }
        }
    }

    /// The completion of the animations along the current direction: 0 while inactive; set,
    /// clamped into [0.00001, 0.99999] (pausing and resuming a running animator, and starting
    /// an inactive one paused); read, clamped into [0, 1].
    var fraction: CGFloat {
        get {
            switch phase {
            case .inactiveEmpty, .inactivePending, .completing:
                return 0
            case .paused, .stopped:
                return CGFloat(Self.clamped(reversedFlag ? 1 - pausedProgress : pausedProgress))
            case .running:
                let progress = progressIfPausedNow()
                return CGFloat(Self.clamped(reversedFlag ? 1 - progress : progress))
            }
        }
        set {
            guard !newValue.isNaN else { return }
            let fraction = Swift.min(Swift.max(Double(newValue), 0.00001), 0.99999)
            let progress = reversedFlag ? 1 - fraction : fraction
            switch phase {
            case .inactiveEmpty, .inactivePending:
                startPaused()
                setPausedProgress(progress)
            case .paused:
                setPausedProgress(progress)
            case .running:
                pauseNow()
                setPausedProgress(progress)
                resumeAlongCurve(durationFactor: nil)
            case .stopped:
                report(.animatorInvalidStateTransition, "fractionComplete cannot be set on a stopped animator")
            case .completing:
                report(.animatorInvalidStateTransition, "fractionComplete cannot be set while completions run")
            }
        }
    }

    // MARK: Starting, pausing, stopping, finishing

    /// Starts the animations (running the pending blocks) or resumes a paused animator with its
    /// timing for the remaining time.
    func performStart() {
        switch phase {
        case .inactiveEmpty, .inactivePending:
            storedDelay = 0
            startFromBeginning(delay: 0)
        case .paused:
            storedDelay = 0
            resumeAlongCurve(durationFactor: nil)
        case .running:
            break
        case .stopped:
            report(.animatorInvalidStateTransition, "a stopped animator cannot start before finishAnimation(at:)")
        case .completing:
            report(.animatorInvalidStateTransition, "startAnimation() while completions run is ignored")
        }
    }

    /// Starts the animations after `delay` seconds. A negative or NaN delay, or a paused
    /// animator, is refused (UIKit raises and asserts).
    func performStart(afterDelay delay: TimeInterval) {
        guard delay >= 0 else {
            report(.animatorInvalidDelay, "startAnimation(afterDelay: \(delay)) needs a delay ≥ 0")
            return
        }
        switch phase {
        case .inactiveEmpty, .inactivePending:
            storedDelay = delay
            startFromBeginning(delay: delay)
        case .paused:
            report(.animatorInvalidStateTransition, "a paused animator cannot be started with a delay")
        case .running:
            break
        case .stopped:
            report(.animatorInvalidStateTransition, "a stopped animator cannot start before finishAnimation(at:)")
        case .completing:
            report(.animatorInvalidStateTransition, "startAnimation(afterDelay:) while completions run is ignored")
        }
    }

    /// Pauses a running animator where it is, or starts an inactive one paused at 0.
    func performPause() {
        guard interruptibleFlag else {
            report(.animatorNotInterruptible, "pauseAnimation() needs an interruptible animator")
            return
        }
        switch phase {
        case .inactiveEmpty, .inactivePending:
            startPaused()
        case .running:
            pauseNow()
        case .paused:
            break
        case .stopped:
            report(.animatorInvalidStateTransition, "a stopped animator cannot be paused")
        case .completing:
            report(.animatorInvalidStateTransition, "pauseAnimation() while completions run is ignored")
        }
    }

    /// Stops an active animator where it is: the model values become the current presentation
    /// values and the animations are removed. With `withoutFinishing` it becomes inactive and
    /// its completions are discarded; otherwise it becomes `.stopped` until
    /// `finishAnimation(at:)`. Stopping a stopped or a non-interruptible animator is refused
    /// (UIKit asserts); an inactive one does nothing.
    func performStop(withoutFinishing: Bool) {
        guard interruptibleFlag else {
            report(.animatorNotInterruptible, "stopAnimation(_:) needs an interruptible animator")
            return
        }
        switch phase {
        case .running, .paused:
            if phase == .running {
                pausedProgress = progressIfPausedNow()
            }
            cancelEndTimer()
            freezeModelValuesAtPresentation()
            if withoutFinishing {
                clearAnimationState()
                phase = .inactiveEmpty
            } else {
                phase = .stopped
            }
        case .stopped:
            report(.animatorInvalidStateTransition, "the animator is already stopped")
        case .inactiveEmpty, .inactivePending, .completing:
            break
        }
    }

    /// Finishes a stopped animator: the model values go to the end (`.end`) or start
    /// (`.start`) values or stay (`.current`); then the completions run with the position and
    /// the animator becomes inactive. On an active animator UIKit asserts (diagnostic,
    /// ignored); on an inactive one it does nothing.
    func performFinish(at finalPosition: UIViewAnimatingPosition) {
        switch phase {
        case .stopped:
            finish(at: finalPosition, settingModelValues: true)
        case .running, .paused:
            report(.animatorInvalidStateTransition, "finishAnimation(at:) is only valid on a stopped animator")
        case .inactiveEmpty, .inactivePending, .completing:
            break
        }
    }

    // MARK: UIViewImplicitlyAnimating

    /// Adds an animation block that starts at `delayFactor` (0...1) of the remaining duration.
    /// Inactive: queued until the animator starts, pauses or is scrubbed. Active: run now, its
    /// animations lasting the remaining time. Stopped or completing: refused (UIKit asserts).
    func performAddAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isNaN ? 0 : Swift.min(Swift.max(Double(delayFactor), 0), 1)
        switch phase {
        case .inactiveEmpty, .inactivePending:
            pendingBlocks.append((animation, factor))
            phase = .inactivePending
        case .running, .paused:
            let now = currentAnimatorTime()
            runBlock(animation, windowStart: Swift.min(now + factor * (1 - now), 0.999_999))
        case .stopped:
            report(.animatorInvalidStateTransition, "animations cannot be added to a stopped animator")
        case .completing:
            report(.animatorInvalidStateTransition, "animations cannot be added while completions run")
        }
    }

    /// Continues a paused animator: the remaining motion takes `durationFactor × duration`;
    /// nil `parameters` keep the timing, others restart the motion from the current values with
    /// the new timing (a spring's velocity is relative to the remaining distance). On a
    /// non-interruptible animator UIKit asserts (diagnostic); in any state but paused it does
    /// nothing.
    func performContinue(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard interruptibleFlag else {
            report(.animatorNotInterruptible, "continueAnimation needs an interruptible animator")
            return
        }
        guard phase == .paused else { return }
        let factor = durationFactor.isNaN ? 0 : Swift.max(Double(durationFactor), 0)
        storedDelay = 0
        if let parameters {
            resume(with: parameters, remaining: factor * animatorDuration)
        } else {
            resumeAlongCurve(durationFactor: factor)
        }
    }

    static func clamped(_ value: Double) -> Double {
        Swift.min(Swift.max(value, 0), 1)
    }
}
