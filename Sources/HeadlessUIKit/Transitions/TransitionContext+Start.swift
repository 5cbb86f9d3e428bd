// Starting a transition [DOC UIViewControllerAnimatedTransitioning header; IMPL §2, §3.1]:
// the animator's duration is read once; its interruptible animator is asked for once (so
// `isInterruptible` is known); with an interaction controller UIKit calls its
// `startInteractiveTransition(_:)` (interactive unless `wantsInteractiveStart` is false) and
// the interaction controller decides whether to call `animateTransition(using:)`; without
// one UIKit calls `animateTransition(using:)` itself. Alongside animations registered before
// the start run right after it [INF for the order]. A finish or cancel that arrived before
// the start (the pending states) is applied once the transition is in flight.

extension TransitionContext {
    /// Starts the transition. Does nothing once started.
    package func start() {
        let pending = state
        guard pending == .notStarted || pending == .pendingFinish || pending == .pendingCancel else { return }
        transitionDuration = animator.transitionDuration(using: self)
        log(.transitionDuration(transitionDuration))
        _ = vendedInterruptibleAnimator()
        if let interactor {
            initiallyInteractive = interactor.wantsInteractiveStart
            isInteractive = initiallyInteractive
            state = isInteractive ? .inFlightInteractive : .inFlightNonInteractive
            log(.started(interactive: isInteractive))
            log(.startInteractiveTransition)
            interactor.startInteractiveTransition(self)
        } else {
            state = .inFlightNonInteractive
            log(.started(interactive: false))
            log(.animateTransition)
            animator.animateTransition(using: self)
        }
        runPendingAlongsideAnimations()
        switch pending {
        case .pendingFinish: finishInteractiveTransition()
        case .pendingCancel: cancelInteractiveTransition()
        default: break
        }
    }

    /// Runs the alongside animations registered before the start.
    func runPendingAlongsideAnimations() {
        let animations = pendingAlongsideAnimations
        pendingAlongsideAnimations.removeAll()
        guard !isCompleted else { return }
        for animation in animations {
            runAlongsideAnimation(animation)
        }
    }

    /// Runs one alongside animation [IMPL §2, §7.2]: added to the interruptible animator when
    /// the animator vends one; otherwise in a `UIView` animation block with the transition's
    /// duration, linear while interactive and with the completion curve otherwise (so the
    /// percent-driven controller scrubs it with the container's layer time when its views are
    /// in the container); run plainly when the transition is not animated.
    func runAlongsideAnimation(_ animation: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        let coordinator = coordinator
        if let vended = vendedAnimatorStorage ?? nil {
            vended.addAnimations { animation(coordinator) }
        } else if isAnimated {
            let curve: UIView.AnimationOptions = isInteractive ? .curveLinear : completionCurve.animationOption
            UIView.animate(withDuration: transitionDuration, delay: 0, options: curve) { animation(coordinator) }
        } else {
            animation(coordinator)
        }
    }
}

extension UIView.AnimationCurve {
    /// The `UIView.AnimationOptions` curve bits of the curve (uikit-semantics §7.2).
    var animationOption: UIView.AnimationOptions {
        switch self {
        case .easeInOut: .curveEaseInOut
        case .easeIn: .curveEaseIn
        case .easeOut: .curveEaseOut
        case .linear: .curveLinear
        }
    }
}
