// `completeTransition(_:)`, the lifecycle terminator (uikit-semantics §1.3).
//
// Order of work [IMPL, iOS 26.1]:
//   1. first call wins; a second call is ignored (logged, and recorded as a
//      `completeTransitionCalledTwice` diagnostic);
//   2-3. (invalidation handlers and the private `_animationWillEnd`: nothing to model);
//   4. the system's own coordinator completions (`willCompleteHandlers`);
//   5. the container's completion: it fixes the view and controller hierarchy and ends the
//      appearance transitions;
//   6. the completions of `animate(alongsideTransition:completion:)`;
//   7. `didCompleteHandlers` (the completion of `present`/`dismiss`);
//   8. the animator's `animationEnded(_:)`, last, with the same Bool.
//
// UIKit trusts the argument: every step receives `didComplete`, not `transitionWasCancelled`,
// so `completeTransition(true)` after a cancelled interaction commits the transition.

extension TransitionContext {
    package func completeTransition(_ didComplete: Bool) {
        completeTransitionCallCount += 1
        if isCompleted {
            log(
                .completeTransition(
                    didComplete: didComplete, wasCancelled: transitionWasCancelled,
                    percentComplete: percentComplete, ignored: true))
            UIKitRecorder.current.diagnose(
                .completeTransitionCalledTwice,
                "completeTransition(\(didComplete)) called again on a completed transition; ignored.",
                subject: "transition #\(id)")
            return
        }
        log(
            .completeTransition(
                didComplete: didComplete, wasCancelled: transitionWasCancelled,
                percentComplete: percentComplete, ignored: false))
        completionMark = HeadlessDisplay.current.sequenceMark
        state = .completed(didComplete: didComplete)
        committedOutcome = didComplete
        isInteractive = false
        pendingAlongsideAnimations.removeAll()
        layerDriver?.release()
        layerDriver = nil
        for handler in willCompleteHandlers {
            handler(didComplete)
        }
        containerCompletion?(didComplete)
        containerCompletion = nil
        log(.ended(committed: didComplete))
        let coordinator = coordinator
        for completion in alongsideCompletions {
            completion(coordinator)
        }
        for handler in didCompleteHandlers {
            handler(didComplete)
        }
        log(.animationEnded(didComplete))
        animator.animationEnded(didComplete)
        clearHandlers()
    }

    /// Drops everything the transition held on to, so that controllers, views and the
    /// coordinator are released.
    private func clearHandlers() {
        progressHandlers.removeAll()
        interactionChangeHandlers.removeAll()
        willCompleteHandlers.removeAll()
        alongsideCompletions.removeAll()
        didCompleteHandlers.removeAll()
        layerDriver?.release()
        layerDriver = nil
        releaseCoordinator()
        // The interactor holds this context and this context holds it: let go of the cycle.
        (interactor as? UIPercentDrivenInteractiveTransition)?.contextDidComplete(self)
    }
}
