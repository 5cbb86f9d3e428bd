// Progress reporting at the context level (uikit-semantics §1.2 [IMPL]):
//
// - `updateInteractiveTransition(_:)` clamps to [0, 1] and has an effect only while the
//   transition is in flight and currently interactive. NaN is ignored [INF].
// - `finishInteractiveTransition()` / `cancelInteractiveTransition()` record the completion
//   velocity (+speed / −speed, speed ≤ 0 counting as 1) and curve from the interaction
//   controller, make the transition non-interactive, set (cancel) or clear (finish) the
//   cancelled flag, and call the `notifyWhenInteractionChanges` handlers when the
//   interactivity changed. Before the start they only record a pending finish or cancel;
//   after completion they are ignored.
// - `pauseInteractiveTransition()` acts only on an interruptible transition that is in flight
//   and not interactive: it makes it interactive again and calls the handlers.
//
// Ignored calls are logged with their reason, and recorded as `ignoredInteractiveCall`
// diagnostics when they come after completion (contract `no-calls-after-complete`).

extension TransitionContext {
    package func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard !percentComplete.isNaN, state.isInFlight, isInteractive else {
            log(.updateInteractiveTransition(requested: percentComplete, applied: nil))
            reportIfCompleted("updateInteractiveTransition")
            return
        }
        let clamped = Swift.min(Swift.max(percentComplete, 0), 1)
        log(.updateInteractiveTransition(requested: percentComplete, applied: clamped))
        let changed = clamped != self.percentComplete
        self.percentComplete = clamped
        guard changed else { return }
        for handler in progressHandlers {
            handler(clamped)
        }
    }

    package func finishInteractiveTransition() {
        resolveInteraction(cancelled: false)
    }

    package func cancelInteractiveTransition() {
        resolveInteraction(cancelled: true)
    }

    package func pauseInteractiveTransition() {
        let applies = isInterruptible && state.isInFlight && !isInteractive
        log(.pauseInteractiveTransition(applied: applies))
        guard applies else {
            reportIfCompleted("pauseInteractiveTransition")
            return
        }
        isInteractive = true
        state = .interrupted
        notifyInteractionChanged()
    }

    private func resolveInteraction(cancelled: Bool) {
        let call: (Bool, Bool) -> TransitionCall =
            cancelled
            ? { .cancelInteractiveTransition(pending: $0, ignored: $1) }
            : { .finishInteractiveTransition(pending: $0, ignored: $1) }
        switch state {
        case .notStarted, .pendingFinish, .pendingCancel:
            log(call(true, false))
            state = cancelled ? .pendingCancel : .pendingFinish
        case .completed:
            log(call(false, true))
            reportIfCompleted(cancelled ? "cancelInteractiveTransition" : "finishInteractiveTransition")
        case .inFlightInteractive, .inFlightNonInteractive, .interrupted:
            log(call(false, false))
            let speed = interactor?.completionSpeed ?? 1
            let effectiveSpeed = speed > 0 ? speed : 1
            completionVelocity = cancelled ? -effectiveSpeed : effectiveSpeed
            completionCurve = interactor?.completionCurve ?? .easeInOut
            transitionWasCancelled = cancelled
            let wasInteractive = isInteractive
            isInteractive = false
            state = .inFlightNonInteractive
            if wasInteractive {
                notifyInteractionChanged()
            }
        }
    }

    func notifyInteractionChanged() {
        let coordinator = coordinator
        for handler in interactionChangeHandlers {
            handler(coordinator)
        }
    }

    private func reportIfCompleted(_ call: String) {
        guard isCompleted else { return }
        UIKitRecorder.current.diagnose(
            .ignoredInteractiveCall, "\(call) called after completeTransition; ignored.",
            subject: "transition #\(id)")
    }
}
