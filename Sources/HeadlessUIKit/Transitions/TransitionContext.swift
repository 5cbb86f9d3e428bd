/// The model's transition context: one transition between two controllers (a push, pop,
/// presentation, dismissal or tab switch), as UIKit's one-to-one context (uikit-semantics §1, §9.1).
///
/// Containers make one per transition; animators and interaction controllers see it as
/// `any UIViewControllerContextTransitioning`. Its ``state``, its call log (in
/// ``UIKitRecorder``, under ``id``) and ``committedOutcome`` are package API.
///
/// Lifecycle: made `.notStarted`; the container begins appearance transitions (so
/// `transitionCoordinator` is available in `viewWillAppear`), then ``start()`` calls the
/// interaction controller's `startInteractiveTransition(_:)` or else the animator's
/// `animateTransition(using:)`. Interaction calls are in `TransitionContext+Interaction.swift`,
/// `completeTransition(_:)` and its order of work in `TransitionContext+Completion.swift`.
@MainActor
package final class TransitionContext: NSObject, UIViewControllerContextTransitioning {
    /// What kind of transition it is.
    package enum Operation: String, Sendable, Equatable, CustomStringConvertible {
        case push
        case pop
        case present
        case dismiss
        /// A tab bar controller changing its selected controller.
        case tabSwitch

        package var description: String { rawValue }
    }

    /// The §9.1 state machine [INF].
    package enum State: Sendable, Equatable, CustomStringConvertible {
        /// Made, not started: the container is still setting up.
        case notStarted
        /// `finishInteractiveTransition()` arrived before the start; applied at the start.
        case pendingFinish
        /// `cancelInteractiveTransition()` arrived before the start; applied at the start.
        case pendingCancel
        /// In flight and driven by the interaction.
        case inFlightInteractive
        /// In flight and running on its own (no interaction, or after finish or cancel).
        case inFlightNonInteractive
        /// Made interactive again by `pauseInteractiveTransition()` after finish or cancel.
        case interrupted
        /// `completeTransition(_:)` was called with this Bool.
        case completed(didComplete: Bool)

        /// Whether the transition runs: started and not completed.
        package var isInFlight: Bool {
            self == .inFlightInteractive || self == .inFlightNonInteractive || self == .interrupted
        }

        package var description: String {
            switch self {
            case .notStarted: "notStarted"
            case .pendingFinish: "pendingFinish"
            case .pendingCancel: "pendingCancel"
            case .inFlightInteractive: "inFlightInteractive"
            case .inFlightNonInteractive: "inFlightNonInteractive"
            case .interrupted: "interrupted"
            case .completed(let didComplete): "completed(\(didComplete))"
            }
        }
    }

    /// The four frames of `initialFrame(for:)` and `finalFrame(for:)` (§1.1 table).
    struct Frames {
        var initialFrom: CGRect = .zero
        var finalFrom: CGRect = .zero
        var initialTo: CGRect = .zero
        var finalTo: CGRect = .zero
    }

    // MARK: Identity and setting

    /// The transition's number in the recorder's call log.
    package let id: Int
    package let operation: Operation
    package let containerView: UIView
    package let isAnimated: Bool
    package let presentationStyle: UIModalPresentationStyle
    package let targetTransform: CGAffineTransform = .identity
    /// The animator (the user's, or a built-in one).
    package let animator: any UIViewControllerAnimatedTransitioning
    /// The interaction controller, if the transition is interactive.
    package let interactor: (any UIViewControllerInteractiveTransitioning)?
    let fromViewController: UIViewController
    let toViewController: UIViewController
    let fromView: UIView?
    let toView: UIView?
    let frames: Frames

    // MARK: State

    package internal(set) var state: State = .notStarted
    package internal(set) var isInteractive = false
    package internal(set) var transitionWasCancelled = false
    /// Whether the transition started interactive (the coordinator's `initiallyInteractive`).
    package internal(set) var initiallyInteractive = false
    /// The last progress stored by `updateInteractiveTransition(_:)`, clamped to [0, 1].
    package internal(set) var percentComplete: CGFloat = 0
    /// +speed after finish, −speed after cancel (speed ≤ 0 counts as 1) [IMPL §1.2].
    package internal(set) var completionVelocity: CGFloat = 0
    /// The interaction controller's completion curve, recorded at finish or cancel.
    package internal(set) var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The animator's duration, read once at the start.
    package internal(set) var transitionDuration: TimeInterval = 0
    /// The Bool passed to the first `completeTransition(_:)`, or nil before it.
    package internal(set) var committedOutcome: Bool?
    /// How many times `completeTransition(_:)` was called.
    package internal(set) var completeTransitionCallCount = 0
    /// Whether the transition can be interrupted (paused after finish or cancel).
    package internal(set) var isInterruptible = false
    /// The display's ``HeadlessDisplay/sequenceMark`` when the first `completeTransition(_:)`
    /// was called, or nil before it: animations with a larger mark were added after (by the
    /// container's completion, by `viewDidAppear(_:)`). Not UIKit API.
    package internal(set) var completionMark: Int?

    /// The local time, in seconds, that a percent-driven interaction shows this transition's
    /// animations at through layer time (uikit-semantics §3.3 Path B: the animator vends no
    /// interruptible animator): progress × duration while a finger scrubs, the completion's
    /// position once it runs, and the duration once the completion ran out (the layers then
    /// run on from there at speed 1 until the animations end, and this stays at the duration).
    /// Nil when nothing drives the transition through layer time, or after it completed. Not
    /// UIKit API (package): the animation's path is read with it.
    package var drivenLayerTime: CFTimeInterval? { layerDriver?.offset }

    /// Runs `body` with the animations that layer time drives shown at local time `time`
    /// (see ``drivenLayerTime``), then puts their timing back, and returns what `body`
    /// returned; nil, without running `body`, when nothing drives the transition through
    /// layer time. Presentation values read in `body` are the animations' path at `time`,
    /// with the model values and animations as they are now. Not UIKit API.
    package func showingDrivenLayerTime<T>(_ time: CFTimeInterval, _ body: () -> T) -> T? {
        layerDriver?.showing(time: time, body)
    }

    /// For a push or a pop: the navigation stack before the transition began. UIKit updates
    /// `viewControllers` as the transition begins and puts this back if it is cancelled, so a
    /// judge of a cancelled pop compares the stack with this, not with the stack it saw when
    /// the transition began. Nil for presentations and dismissals. Not UIKit API.
    package internal(set) var viewControllersBefore: [UIViewController]?

    /// For a push or a pop: the navigation stack the transition makes, which
    /// `viewControllers` reads from its start and keeps once it finishes. Nil for
    /// presentations and dismissals. Not UIKit API.
    package internal(set) var viewControllersAfter: [UIViewController]?

    /// Drops ``viewControllersBefore`` and ``viewControllersAfter`` once nothing will judge
    /// them: each pop of a deep stack otherwise keeps a copy of it for as long as the context
    /// lives, which grows with the square of the pops. Not UIKit API.
    package func forgetStacks() {
        viewControllersBefore = nil
        viewControllersAfter = nil
    }

    /// Set by the percent-driven controller at its last finish or cancel when it continued an
    /// interruptible `UIViewPropertyAnimator`: that animator's duration and, when it went on
    /// along its own timing (`startAnimation()`), its normalized time then (nil when it was
    /// continued with `continueAnimation(withTimingParameters:durationFactor:)`). The inputs of
    /// ``UIPercentDrivenInteractiveTransition/completionDuration(of:from:cancelled:speed:curveTime:)``
    /// for that completion. Not UIKit API.
    package internal(set) var interruptibleCompletion: (curveTime: CGFloat?, duration: TimeInterval)?

    // MARK: Work registered by the container and the coordinator

    /// Called with each clamped progress the context stores (the interaction controller's
    /// driving hook).
    var progressHandlers: [(CGFloat) -> Void] = []
    /// `notifyWhenInteractionChanges` handlers.
    var interactionChangeHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Alongside animations registered before the start.
    var pendingAlongsideAnimations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Step 4 of §1.3: the system's own coordinator completions.
    var willCompleteHandlers: [(Bool) -> Void] = []
    /// Step 5 of §1.3: the container fixes the hierarchy and ends appearance transitions.
    var containerCompletion: ((Bool) -> Void)?
    /// Step 6 of §1.3: completions of `animate(alongsideTransition:completion:)`.
    var alongsideCompletions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Step 7 of §1.3: for example the completion of `present(_:animated:completion:)`.
    var didCompleteHandlers: [(Bool) -> Void] = []
    /// The animator's interruptible animator, once asked for: `.some(nil)` when it vends none.
    var vendedAnimatorStorage: (any UIViewImplicitlyAnimating)??
    /// The layer-time driver of a percent-driven transition without an interruptible animator
    /// (Path B); released when the transition completes.
    var layerDriver: LayerTimeDriver?
    /// Views outside the container registered with `animateAlongsideTransition(in:...)`, whose
    /// layer time percent-driven interaction also scrubs.
    var alongsideViews: [UIView] = []

    private var coordinatorStorage: TransitionCoordinator?

    init(
        operation: Operation, containerView: UIView, from: UIViewController, to: UIViewController,
        fromView: UIView?, toView: UIView?, frames: Frames, isAnimated: Bool,
        presentationStyle: UIModalPresentationStyle, animator: any UIViewControllerAnimatedTransitioning,
        interactor: (any UIViewControllerInteractiveTransitioning)?
    ) {
        id = UIKitRecorder.current.makeTransitionID()
        self.operation = operation
        self.containerView = containerView
        fromViewController = from
        toViewController = to
        self.fromView = fromView
        self.toView = toView
        self.frames = frames
        self.isAnimated = isAnimated
        self.presentationStyle = presentationStyle
        self.animator = animator
        self.interactor = interactor
        super.init()
        UIKitRecorder.current.register(self)
    }

    /// The coordinator that controllers' `transitionCoordinator` returns for this transition.
    var coordinator: TransitionCoordinator {
        if let coordinatorStorage { return coordinatorStorage }
        let made = TransitionCoordinator(context: self)
        coordinatorStorage = made
        return made
    }

    /// The animator's interruptible animator, or nil when it vends none. Asks the animator once
    /// (UIKit requires the same instance for the whole transition) and sets `isInterruptible`.
    func vendedInterruptibleAnimator() -> (any UIViewImplicitlyAnimating)? {
        if let stored = vendedAnimatorStorage { return stored }
        let vended = animator.interruptibleAnimator(using: self)
        let result: (any UIViewImplicitlyAnimating)? = vended is AbsentInterruptibleAnimator ? nil : vended
        vendedAnimatorStorage = .some(result)
        log(.interruptibleAnimator(vended: result != nil))
        if result != nil {
            isInterruptible = true
        }
        return result
    }

    /// Whether `completeTransition(_:)` was called.
    package var isCompleted: Bool {
        if case .completed = state { return true }
        return false
    }

    // MARK: Accessors

    package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromViewController
        case .to: toViewController
        default: nil
        }
    }

    package func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: fromView
        case .to: toView
        default: nil
        }
    }

    package func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === fromViewController { return frames.initialFrom }
        if vc === toViewController { return frames.initialTo }
        return .zero
    }

    package func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === fromViewController { return frames.finalFrom }
        if vc === toViewController { return frames.finalTo }
        return .zero
    }

    // MARK: Log

    func log(_ call: TransitionCall) {
        UIKitRecorder.current.record(
            .transition(id: id, call), subject: "transition", subjectID: ObjectIdentifier(self))
    }

    /// The coordinator stops being reachable once the transition completed.
    func releaseCoordinator() {
        coordinatorStorage = nil
    }
}
