// How the percent-driven controller moves the animations (uikit-semantics §3.3 [IMPL]).
//
// Path A, the animator vends an interruptible animator: the start pauses it (interactive
// start) or starts it, and `animateTransition(using:)` is not called; progress sets its
// `fractionComplete`; finish or cancel sets `isReversed = cancelled` and then, with no
// `timingCurve` and a completion speed of 1, `startAnimation()` (the rest of the animator's
// normalized time along its own curve: with linear scrubbing, the time at which the curve
// reaches the fraction shown, so an ease-out animator pulled to p has more than (1 − p) of its
// duration left), else `continueAnimation(withTimingParameters: timingCurve,
// durationFactor:)` with (1 − p)/s to finish and p/s to cancel. `pause()` pauses it, sets
// `isReversed = false`, copies its `fractionComplete` into the context and calls the
// context's `pauseInteractiveTransition()`.
//
// Path B, no interruptible animator: the layers' time (see `LayerTimeDriver`), with
// `animateTransition(using:)` called at the start, after the container's layer stopped. With
// `wantsInteractiveStart == false` the animations run on their own from the start.

extension UIPercentDrivenInteractiveTransition {
    /// Starts the animations of the transition.
    func beginDriving(
        _ context: any UIViewControllerContextTransitioning, animator: (any UIViewControllerAnimatedTransitioning)?
    ) {
        guard let model = context as? TransitionContext else {
            animator?.animateTransition(using: context)
            return
        }
        if let vended = model.vendedInterruptibleAnimator() {
            if model.initiallyInteractive {
                vended.pauseAnimation()
            } else {
                vended.startAnimation()
            }
            return
        }
        if model.initiallyInteractive {
            let driver = LayerTimeDriver(duration: CFTimeInterval(storedDuration))
            driver.include(model.containerView.layer)
            for view in model.alongsideViews {
                driver.include(view.layer)
            }
            model.layerDriver = driver
        }
        model.log(.animateTransition)
        model.animator.animateTransition(using: model)
    }

    /// Moves the animations to `percent` (clamped).
    func scrub(to percent: CGFloat) {
        guard let model = context as? TransitionContext else { return }
        if let vended = model.vendedAnimatorStorage ?? nil {
            vended.fractionComplete = percent
        } else {
            model.layerDriver?.scrub(to: percent)
        }
    }

    /// Runs the rest of the animation forward (finish) or back (cancel).
    func completeDriving(_ context: any UIViewControllerContextTransitioning, cancelled: Bool) {
        guard let model = context as? TransitionContext else { return }
        let percent = model.percentComplete
        let speed = completionSpeed
        if let vended = model.vendedAnimatorStorage ?? nil {
            let alongOwnTiming = timingCurve == nil && speed == 1
            model.interruptibleCompletion = (vended as? UIViewPropertyAnimator).map { animator in
                (curveTime: alongOwnTiming ? CGFloat(animator.currentAnimatorTime()) : nil, duration: animator.duration)
            }
            vended.isReversed = cancelled
            if alongOwnTiming {
                vended.startAnimation()
            } else {
                let factor = (cancelled ? percent : 1 - percent) / speed
                vended.continueAnimation(withTimingParameters: timingCurve, durationFactor: factor)
            }
        } else {
            model.layerDriver?.complete(from: percent, cancelled: cancelled, speed: speed, curve: completionCurve)
        }
    }

    /// Stops a running completion and hands control back to the gesture (Path A only).
    func pauseDriving(_ context: any UIViewControllerContextTransitioning) {
        guard let model = context as? TransitionContext, let vended = model.vendedAnimatorStorage ?? nil,
            model.state.isInFlight
        else {
            context.pauseInteractiveTransition()
            return
        }
        vended.pauseAnimation()
        vended.isReversed = false
        model.percentComplete = vended.fractionComplete
        context.pauseInteractiveTransition()
    }
}
