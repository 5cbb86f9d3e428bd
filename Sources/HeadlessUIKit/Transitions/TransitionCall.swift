/// One call in a transition's call log (``UIKitRecorder``): by the container, to the
/// animator, to or by the interaction controller, and to the context. Not UIKit API.
///
/// The checker reads these to judge `complete-once`, `complete-matches-outcome` (the Bool
/// passed vs `transitionWasCancelled` at that moment), `complete-after-animation`,
/// `no-calls-after-complete` and `single-resolution`.
public enum TransitionCall: Sendable, Equatable, CustomStringConvertible {
    /// The container set the transition up.
    case began(operation: TransitionContext.Operation, from: String?, to: String?, animated: Bool)
    /// The context started: the animator or interaction controller was called.
    case started(interactive: Bool)
    /// `transitionDuration(using:)` returned this.
    case transitionDuration(TimeInterval)
    case animateTransition
    /// `interruptibleAnimator(using:)` was called; `vended` when the animator implements it.
    case interruptibleAnimator(vended: Bool)
    case startInteractiveTransition
    case animationEnded(Bool)
    /// The interaction controller's `update(_:)` with the value passed.
    case interactorUpdate(CGFloat)
    /// The interaction controller's `finish()`, with the `completionSpeed` it read then.
    case interactorFinish(completionSpeed: CGFloat)
    /// The interaction controller's `cancel()`, with the `completionSpeed` it read then.
    case interactorCancel(completionSpeed: CGFloat)
    case interactorPause
    /// The context's `updateInteractiveTransition(_:)`: the value passed, and the clamped value
    /// stored, or nil when the context ignored it (not in flight, or not interactive).
    case updateInteractiveTransition(requested: CGFloat, applied: CGFloat?)
    /// `finishInteractiveTransition()`; `pending` when the context was not in flight yet,
    /// `ignored` when it had completed.
    case finishInteractiveTransition(pending: Bool, ignored: Bool)
    case cancelInteractiveTransition(pending: Bool, ignored: Bool)
    /// `pauseInteractiveTransition()`; `applied` when it made the transition interactive.
    case pauseInteractiveTransition(applied: Bool)
    /// `completeTransition(_:)` with the state at the call; `ignored` for a second call.
    case completeTransition(didComplete: Bool, wasCancelled: Bool, percentComplete: CGFloat, ignored: Bool)
    /// The container's completion ran with the committed outcome.
    case ended(committed: Bool)

    public var description: String {
        switch self {
        case .began(let operation, let from, let to, let animated):
            "began(\(operation), from: \(from ?? "nil"), to: \(to ?? "nil"), animated: \(animated))"
        case .started(let interactive): "started(interactive: \(interactive))"
        case .transitionDuration(let duration): "transitionDuration(\(duration))"
        case .animateTransition: "animateTransition"
        case .interruptibleAnimator(let vended): "interruptibleAnimator" + (vended ? "" : " (none)")
        case .startInteractiveTransition: "startInteractiveTransition"
        case .animationEnded(let completed): "animationEnded(\(completed))"
        case .interactorUpdate(let value): "interactor.update(\(value))"
        case .interactorFinish: "interactor.finish"
        case .interactorCancel: "interactor.cancel"
        case .interactorPause: "interactor.pause"
        case .updateInteractiveTransition(let requested, let applied):
            "updateInteractiveTransition(\(requested))" + (applied.map { " -> \($0)" } ?? " ignored")
        case .finishInteractiveTransition(let pending, let ignored):
            "finishInteractiveTransition" + (pending ? " pending" : "") + (ignored ? " ignored" : "")
        case .cancelInteractiveTransition(let pending, let ignored):
            "cancelInteractiveTransition" + (pending ? " pending" : "") + (ignored ? " ignored" : "")
        case .pauseInteractiveTransition(let applied): "pauseInteractiveTransition" + (applied ? "" : " ignored")
        case .completeTransition(let didComplete, let wasCancelled, let percent, let ignored):
            "completeTransition(\(didComplete)) wasCancelled: \(wasCancelled) percent: \(percent)"
                + (ignored ? " ignored" : "")
        case .ended(let committed): "ended(committed: \(committed))"
        }
    }
}
