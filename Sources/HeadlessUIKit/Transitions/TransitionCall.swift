/// One call in a transition's call log (``UIKitRecorder``): by the container, to the
/// animator, to or by the interaction controller, and to the context. Not UIKit API.
///
/// The log says who called what, in order: whether `completeTransition(_:)` came once, with
/// the Bool `transitionWasCancelled` had at that moment, after the animation, with no call
/// after it, and whether the transition was resolved once.
package enum TransitionCall: Sendable, Equatable, CustomStringConvertible {
    /// The container set the transition up. Boxed: once a transition, and its two names would
    /// otherwise make every call in every log twice as large.
    indirect case began(operation: TransitionContext.Operation, from: String?, to: String?, animated: Bool)
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

    package var description: String {
        switch self {
        case .began(let operation, let from, let to, let animated):
            "began(\(operation), from: \(from ?? "nil"), to: \(to ?? "nil"), animated: \(animated))"
        case .started(let interactive): "started(interactive: \(interactive))"
        case .transitionDuration(let duration): "transitionDuration(\(duration))"
        case .animateTransition: "animateTransition"
        case .interruptibleAnimator(let vended): "interruptibleAnimator" + (vended ? "" : " (none)")
        case .startInteractiveTransition: "startInteractiveTransition"
        case .animationEnded(let completed): "animationEnded(\(completed))"
        case .interactorUpdate(let value): Self.interactorUpdateText(value)
        case .updateInteractiveTransition(let requested, let applied): Self.updateText(requested, applied)
        case .interactorFinish: "interactor.finish"
        case .interactorCancel: "interactor.cancel"
        case .interactorPause: "interactor.pause"
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

    // The two calls of every interactive frame are written without interpolation, each number
    // straight into the text: a report formats one or two of them per frame, and the
    // interpolations made an intermediate string per number and per piece. `CGFloat`'s
    // description is its `Double`'s.

    private static func interactorUpdateText(_ value: CGFloat) -> String {
        var text = "interactor.update("
        text.reserveCapacity(48)
        Double(value).write(to: &text)
        text += ")"
        return text
    }

    private static func updateText(_ requested: CGFloat, _ applied: CGFloat?) -> String {
        var text = "updateInteractiveTransition("
        text.reserveCapacity(64)
        Double(requested).write(to: &text)
        if let applied {
            text += ") -> "
            Double(applied).write(to: &text)
        } else {
            text += ") ignored"
        }
        return text
    }
}
