/// UIKit's percent-driven interaction controller: a gesture reports progress with
/// `update(_:)` and ends with `finish()` or `cancel()` (uikit-semantics §3).
///
/// - `startInteractiveTransition(_:)` reads the animator's duration once (``duration``) and
///   starts the animations; `update(_:)` clamps to [0, 1] and acts only while the context is in
///   flight and interactive [IMPL §3.2].
/// - `finish()`/`cancel()` before the transition started only record a pending finish or
///   cancel, applied when it starts [IMPL]; in flight they run the completion and then call
///   the context's finish or cancel.
/// - `completionSpeed` reads 1 when set to a value ≤ 0 [IMPL]; `completionCurve` defaults to
///   `.easeInOut` [DOC] (iOS 26 uses a private spring curve, §3.1, which has no public case).
/// - Subclasses that override a method must call `super` [DOC].
///
/// The completion animation and the scrubbing (layer time, or an interruptible animator's
/// `fractionComplete`) are in `UIPercentDrivenInteractiveTransition+Driving.swift`.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// A finish or cancel that came before the transition started.
    enum Pending {
        case finish
        case cancel
    }

    private var storedCompletionSpeed: CGFloat = 1
    private var storedPercent: CGFloat = 0
    var pending: Pending?
    /// The context of the transition being driven: held until it completes, then only
    /// while something else holds it (``contextDidComplete(_:)``), so that a finished
    /// transition does not keep itself, its controllers and its views alive through its
    /// interactor (which it holds); a late `update(_:)` still reaches a context the
    /// container or a test holds. UIKit does not document when it lets go [INF].
    var context: (any UIViewControllerContextTransitioning)? {
        get { heldContext ?? completedContext }
        set {
            heldContext = newValue
            completedContext = nil
        }
    }
    private var heldContext: (any UIViewControllerContextTransitioning)?
    private weak var completedContext: (any UIViewControllerContextTransitioning)?

    /// Called by a context this controller drives once it completed: held weakly from then.
    func contextDidComplete(_ completed: any UIViewControllerContextTransitioning) {
        guard let held = heldContext, held === completed else { return }
        completedContext = held
        heldContext = nil
    }
    /// The duration read at the start.
    var storedDuration: CGFloat = 0

    public override init() {
        super.init()
    }

    /// The animator's `transitionDuration(using:)` when the transition started; 0 before.
    open var duration: CGFloat { storedDuration }

    /// The last progress: the context's clamped value while driving, else the last value
    /// passed to `update(_:)`, clamped [IMPL §3.1].
    open var percentComplete: CGFloat {
        (context as? TransitionContext)?.percentComplete ?? storedPercent
    }

    /// The completion animation's speed; reads 1 when set ≤ 0. Default 1.
    open var completionSpeed: CGFloat {
        get { storedCompletionSpeed > 0 ? storedCompletionSpeed : 1 }
        set { storedCompletionSpeed = newValue }
    }

    /// How long the completion from `percent` lasts: the rest of `duration` (finish) or the
    /// part done (cancel), over `speed`, which behaves as 1 when ≤ 0 (uikit-semantics §3.1).
    ///
    /// With `curveTime`, the completion of an interruptible animator that continues along its
    /// own timing (no `timingCurve`, speed 1: `startAnimation()`): the rest of its normalized
    /// time from `curveTime` (finish) or the time done (cancel), so a curved animator scrubbed
    /// linearly takes longer or shorter than the fraction left. `duration` is then the
    /// animator's own duration. See docs/transitions.md, "How long the completion lasts".
    /// Not UIKit API (package): the one formula the controller and the readers of its timing
    /// share.
    package nonisolated static func completionDuration(
        of duration: TimeInterval, from percent: CGFloat, cancelled: Bool, speed: CGFloat,
        curveTime: CGFloat? = nil
    ) -> TimeInterval {
        let position = Double(curveTime.map { Swift.min(Swift.max($0, 0), 1) } ?? percent)
        let remaining = cancelled ? position : 1 - position
        return duration * remaining / Double(speed > 0 ? speed : 1)
    }

    /// The completion animation's curve. Default `.easeInOut`.
    open var completionCurve: UIView.AnimationCurve = .easeInOut

    /// The timing used to continue an interruptible animator; nil keeps its own.
    open var timingCurve: (any UITimingCurveProvider)?

    /// Whether the transition starts interactive. Default true.
    open var wantsInteractiveStart = true

    /// Starts driving `transitionContext`: reads the duration, starts the animations, then
    /// applies a pending finish or cancel.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        let animator = (transitionContext as? TransitionContext)?.animator
        storedDuration = CGFloat(animator?.transitionDuration(using: transitionContext) ?? 0)
        beginDriving(transitionContext, animator: animator)
        switch pending {
        case .finish?: finish()
        case .cancel?: cancel()
        case nil: break
        }
        pending = nil
    }

    /// Reports progress: clamped to [0, 1], ignored unless the transition is in flight and
    /// interactive.
    open func update(_ percentComplete: CGFloat) {
        log(.interactorUpdate(percentComplete))
        guard !percentComplete.isNaN else { return }
        let clamped = Swift.min(Swift.max(percentComplete, 0), 1)
        guard let context, isDrivable(context), context.isInteractive else { return }
        storedPercent = clamped
        context.updateInteractiveTransition(clamped)
        scrub(to: clamped)
    }

    /// Finishes the interaction: runs the rest of the animation and calls the context's
    /// `finishInteractiveTransition()`; before the start, records a pending finish.
    open func finish() {
        log(.interactorFinish(completionSpeed: completionSpeed))
        resolve(cancelled: false)
    }

    /// Cancels the interaction: runs the animation back and calls the context's
    /// `cancelInteractiveTransition()`; before the start, records a pending cancel.
    open func cancel() {
        log(.interactorCancel(completionSpeed: completionSpeed))
        resolve(cancelled: true)
    }

    /// Pauses an interruptible transition during its completion (a finger down again) and
    /// makes it interactive [DOC]; does nothing otherwise.
    open func pause() {
        log(.interactorPause)
        guard let context, isDrivable(context) else { return }
        pauseDriving(context)
    }

    private func resolve(cancelled: Bool) {
        guard let context else {
            pending = cancelled ? .cancel : .finish
            return
        }
        guard isDrivable(context) else {
            if let model = context as? TransitionContext, !model.state.isInFlight, !model.isCompleted {
                pending = cancelled ? .cancel : .finish
                return
            }
            if cancelled {
                context.cancelInteractiveTransition()
            } else {
                context.finishInteractiveTransition()
            }
            return
        }
        completeDriving(context, cancelled: cancelled)
        if cancelled {
            context.cancelInteractiveTransition()
        } else {
            context.finishInteractiveTransition()
        }
    }

    /// Whether the context is one this controller can drive now: in flight (a foreign context
    /// is assumed to be).
    func isDrivable(_ context: any UIViewControllerContextTransitioning) -> Bool {
        (context as? TransitionContext)?.state.isInFlight ?? true
    }

    func log(_ call: TransitionCall) {
        (context as? TransitionContext)?.log(call)
    }
}
