// Starting a transition [DOC UIViewControllerAnimatedTransitioning header; IMPL §2, §3.1]:
// the animator's duration is read once; with an interaction controller UIKit calls its
// `startInteractiveTransition(_:)` (interactive unless `wantsInteractiveStart` is false) and
// the interaction controller decides whether to call `animateTransition(using:)`; without
// one UIKit calls `animateTransition(using:)` itself. Alongside animations registered before
// the start run right after it [INF for the order]. A finish or cancel that arrived before
// the start (the pending states) is applied once the transition is in flight.

extension TransitionContext {
    /// Starts the transition. Does nothing once started.
    public func start() {
        let pending = state
        guard pending == .notStarted || pending == .pendingFinish || pending == .pendingCancel else { return }
        transitionDuration = animator.transitionDuration(using: self)
        log(.transitionDuration(transitionDuration))
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

    /// Runs one alongside animation: inside the animation layer's wrapper when it set one
    /// (which gives the block the transition's duration and curve), else directly.
    func runAlongsideAnimation(_ animation: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        let coordinator = coordinator
        if let runAlongside {
            runAlongside { animation(coordinator) }
        } else {
            animation(coordinator)
        }
    }
}
