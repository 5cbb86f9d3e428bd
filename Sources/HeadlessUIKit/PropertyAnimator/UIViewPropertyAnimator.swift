/// An interruptible, scrubbable animator of UIView property changes (UIKit API).
///
/// Create one with a duration and timing, add animation blocks and completions, then drive it:
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeInOut) { view.center.x += 200 }
/// animator.pauseAnimation()          // active, paused at 0
/// animator.fractionComplete = 0.5    // scrub
/// animator.isReversed = true         // fractionComplete now reads 0.5 along the reverse
/// animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
/// ```
///
/// **States** (uikit-semantics §4.1): public `.inactive`, `.active` (running or paused) and
/// `.stopped`; internally inactive-empty, inactive with pending animations (blocks added
/// before the start, run when the animator starts, pauses or is scrubbed), running, paused,
/// stopped, and completing (while completions run; public `.inactive`).
///
/// **Animations.** The animator's blocks run inside an animation context: each change of a
/// property UIKit animates becomes a real layer animation (keyed by its key path) whose fraction
/// the animator drives, so presentation values, layer time and the display's clock stay one
/// system. While paused, the animations hold the scrubbed fraction; while running, they follow
/// the animator's curve or spring. The animator's own end is a timer on the display (in display
/// time: an animator on a layer whose ancestor is paused by `speed = 0` still completes on time
/// [INF]). A running animator is retained by the display until it completes, as UIKit retains
/// running animators.
///
/// **Rules** (uikit-semantics §4.2, [IMPL] unless noted): a duration of 0 becomes 0.2 s;
/// `fractionComplete` set clamps into [0.00001, 0.99999] and reads 0 while inactive and the
/// clamped [0, 1] value otherwise; flipping `isReversed` flips `fractionComplete` (iOS 11+:
/// the fraction is measured along the current direction); `continueAnimation` runs the
/// remaining motion over `durationFactor × duration` [DOC header], keeping the timing when the
/// parameters are nil; `stopAnimation(true)` discards the completions; `stopAnimation(false)`
/// leaves the model at the current presentation values and waits for `finishAnimation(at:)`,
/// where `.end` and `.start` set the model to the end or start values and `.current` leaves it;
/// natural completion reports `.end`, or `.start` when reversed (and sets the start values);
/// with `pausesOnCompletion` the animator pauses at the end instead, without completions. The
/// cases UIKit raises or asserts on are recorded as diagnostics and ignored (see
/// docs/property-animator.md for the table). Releasing a paused or stopped animator, which
/// UIKit raises on, records `animator.releasedWhilePausedOrStopped`.
///
/// **Approximations** [INF]: with `scrubsLinearly` (the default) a paused animator shows the
/// linear fraction and maps it back through its curve when it continues (for springs, to the
/// first time the spring reaches it); continuing a spring, or continuing with new timing,
/// restarts the motion from the current values to the target with that timing; animations
/// added with a delay factor, or while running, live in a later window of the animator's
/// normalized time.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, @MainActor NSCopying {
    /// The internal states (uikit-semantics §4.1: 0 inactive-empty, 1 running, 2 stopped, 3
    /// pending, 4 paused, 5 completing).
    enum Phase: Sendable, Equatable {
        case inactiveEmpty
        case inactivePending
        case running
        case paused
        case stopped
        case completing
    }

    /// What the animations do while running.
    enum Segment {
        /// The animator's normalized time goes from `fromTime` to `toTime` along its own curve.
        case along(fromTime: Double, toTime: Double)
        /// The visual fraction goes from `from` to `to` along another curve.
        case retimed(AnimatorCurve, from: Double, to: Double)
    }

    /// A property the animator animates on a layer.
    struct TrackedProperty {
        let layer: CALayer
        let key: String
        let recordID: Int
        let property: AnimatableProperty
        /// The value function of the layer animation, shared with its record.
        let driven: DrivenProgram
        /// Where the property's window starts in the animator's normalized time.
        let windowStart: Double

        var from: AnimationValue { driven.from }
        var to: AnimationValue { driven.to }
    }

    let provider: any UITimingCurveProvider
    let curve: AnimatorCurve
    let animatorDuration: TimeInterval
    let lifecycle: AnimatorLifecycle

    var phase: Phase = .inactiveEmpty {
        didSet { lifecycle.mustNotBeReleased = phase == .paused || phase == .stopped }
    }
    var reversedFlag = false
    /// While paused or stopped: the forward-measured progress `fractionComplete` reflects (the
    /// visual fraction when scrubbing linearly, the animator's time otherwise).
    var pausedProgress = 0.0
    var segment = Segment.along(fromTime: 0, toTime: 1)
    /// When the running segment starts, in display time (after a start delay).
    var segmentStart: CFTimeInterval = 0
    /// How long the running segment lasts.
    var segmentDuration: Double = 0
    /// The display timer of the segment's end.
    var endTimer: Int?
    var storedDelay: TimeInterval = 0
    var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var tracked: [TrackedProperty] = []

    var interruptibleFlag = true
    var userInteractionFlag = true
    var manualHitTestingFlag = false
    var scrubsLinearlyFlag = true
    var pausesOnCompletionFlag = false

    // MARK: Initializers

    /// An animator with `duration` (0 becomes 0.2 s) and the timing of `parameters`. A spring
    /// given by mass, stiffness and damping runs for its own settling duration instead.
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        provider = parameters
        let resolved = Self.resolveTiming(parameters, duration: duration)
        curve = resolved.curve
        animatorDuration = resolved.duration
        lifecycle = AnimatorLifecycle(display: HeadlessDisplay.current.shared)
        super.init()
    }

    /// An animator made with `NSObject`'s `init()`: no duration (so 0.2 s, as for any duration
    /// of 0) and the default cubic timing of `UICubicTimingParameters()` [INF: UIKit declares no
    /// initializer of its own without arguments; code uses this one as a placeholder].
    public override convenience init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters())
    }

    /// An animator with one of UIKit's curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier curve.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of damping ratio `ratio` that settles in `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates, configures and starts an animator: `options` give the curve; `delay` the start
    /// delay; the completion gets the final position. Created outside any animation block it is
    /// interruptible; inside one it is not, and takes the block's curve [DOC header]. Returns a
    /// `UIViewPropertyAnimator` (UIKit returns `Self`, which Swift cannot construct here without
    /// a `required` initializer).
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let outer = HeadlessDisplay.current.viewAnimation.contexts.last?.blockParameters
        var curve = options.curve
        if let outer, case .curve(let outerCurve) = outer.timing {
            curve = outerCurve
        }
        let animator = UIViewPropertyAnimator(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        animator.interruptibleFlag = HeadlessDisplay.current.viewAnimation.contexts.isEmpty
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        if delay > 0 {
            animator.startAnimation(afterDelay: delay)
        } else {
            animator.startAnimation()
        }
        return animator
    }

    /// The curve and the duration the animator runs for, from its timing parameters.
    static func resolveTiming(_ parameters: any UITimingCurveProvider, duration: TimeInterval)
        -> (curve: AnimatorCurve, duration: TimeInterval)
    {
        let duration = duration > 0 && duration.isFinite ? duration : 0.2
        if parameters.timingCurveType == .spring || parameters.timingCurveType == .composed,
            let spring = parameters.springTimingParameters
        {
            let x = spring.springTiming(animatorDuration: duration, velocity: Double(spring.initialVelocity.dx))
            let y = spring.springTiming(animatorDuration: duration, velocity: Double(spring.initialVelocity.dy))
            return (.spring(x: x, y: y), x.duration)
        }
        let bezier = parameters.cubicTimingParameters?.unitBezier ?? .default
        return (.cubic(bezier.isLinear ? .linear : .bezier(bezier)), duration)
    }

    deinit {
        if lifecycle.mustNotBeReleased {
            lifecycle.display.post(
                code: .animatorReleasedWhilePausedOrStopped, subject: "UIViewPropertyAnimator",
                message: "It is an error to release a paused or stopped property animator; stop it and call "
                    + "finishAnimation(at:) first (UIKit raises)")
        }
    }

    // MARK: Configuration

    /// The timing parameters the animator was created with.
    open var timingParameters: (any UITimingCurveProvider)? { provider }

    /// How long the animations run: the duration given (0 becomes 0.2 s), or a physical
    /// spring's settling duration.
    open var duration: TimeInterval { animatorDuration }

    /// The delay of the last start.
    open var delay: TimeInterval { storedDelay }

    /// Whether the animated views take touches while animating. Setting it while active is an
    /// error UIKit raises on (diagnostic, ignored).
    open var isUserInteractionEnabled: Bool {
        get { userInteractionFlag }
        set {
            guard state != .active else {
                report(.animatorInvalidConfigurationChange, "isUserInteractionEnabled cannot change while active")
                return
            }
            userInteractionFlag = newValue
        }
    }

    /// Whether hit testing of the animated views is left to the app. Recorded only.
    open var isManualHitTestingEnabled: Bool {
        get { manualHitTestingFlag }
        set { manualHitTestingFlag = newValue }
    }

    /// Whether the animator can be paused, scrubbed and stopped (default true). Setting it
    /// while active raises in UIKit (diagnostic, ignored).
    open var isInterruptible: Bool {
        get { interruptibleFlag }
        set {
            guard state != .active else {
                report(.animatorInvalidConfigurationChange, "isInterruptible cannot change while active")
                return
            }
            interruptibleFlag = newValue
        }
    }

    /// Whether scrubbing a paused animator is linear (default true). Setting it while paused
    /// asserts in UIKit (diagnostic, ignored).
    open var scrubsLinearly: Bool {
        get { scrubsLinearlyFlag }
        set {
            guard phase != .paused else {
                report(.animatorInvalidConfigurationChange, "scrubsLinearly cannot change while paused")
                return
            }
            scrubsLinearlyFlag = newValue
        }
    }

    /// Whether the animator pauses at the end instead of completing (default false). Setting it
    /// on a non-interruptible animator raises in UIKit (diagnostic, ignored).
    open var pausesOnCompletion: Bool {
        get { pausesOnCompletionFlag }
        set {
            guard interruptibleFlag else {
                report(.animatorNotInterruptible, "pausesOnCompletion needs an interruptible animator")
                return
            }
            pausesOnCompletionFlag = newValue
        }
    }

    // MARK: UIViewAnimating (implemented in UIViewPropertyAnimator+Animating.swift)

    /// `.inactive`, `.active` (running or paused) or `.stopped`.
    open var state: UIViewAnimatingState { currentState }

    /// Whether the animations are running (forward or reversed).
    open var isRunning: Bool { isRunningNow }

    /// Whether the animations run from the end values toward the start values; flipping it
    /// while active flips `fractionComplete` and keeps the views where they are.
    open var isReversed: Bool {
        get { reversedDirection }
        set { reversedDirection = newValue }
    }

    /// The completion along the current direction: 0 while inactive; set, clamped into
    /// [0.00001, 0.99999]; read, clamped into [0, 1].
    open var fractionComplete: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }

    /// Starts the animations, or resumes a paused animator with its timing.
    open func startAnimation() {
        performStart()
    }

    /// Starts the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        performStart(afterDelay: delay)
    }

    /// Pauses a running animator, or starts an inactive one paused.
    open func pauseAnimation() {
        performPause()
    }

    /// Stops an active animator where it is; see `UIViewPropertyAnimator+Animating.swift`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        performStop(withoutFinishing: withoutFinishing)
    }

    /// Finishes a stopped animator at `finalPosition` and runs the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        performFinish(at: finalPosition)
    }

    // MARK: UIViewImplicitlyAnimating

    /// Adds an animation block that runs with the animator's timing (queued while inactive).
    open func addAnimations(_ animation: @escaping () -> Void) {
        performAddAnimations(animation, delayFactor: 0)
    }

    /// Adds an animation block that starts at `delayFactor` of the remaining duration.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        performAddAnimations(animation, delayFactor: delayFactor)
    }

    /// Adds a completion, called with the final position; completions run in the order added.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Continues a paused animator over `durationFactor × duration`, with new timing or (nil)
    /// its own.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
    {
        performContinue(withTimingParameters: parameters, durationFactor: durationFactor)
    }

    // MARK: NSCopying

    /// A new inactive animator with the same duration, timing and configuration (not the
    /// animations or completions).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIViewPropertyAnimator(duration: animatorDuration, timingParameters: provider)
        copy.interruptibleFlag = interruptibleFlag
        copy.userInteractionFlag = userInteractionFlag
        copy.manualHitTestingFlag = manualHitTestingFlag
        copy.scrubsLinearlyFlag = scrubsLinearlyFlag
        copy.pausesOnCompletionFlag = pausesOnCompletionFlag
        return copy
    }

    // MARK: Diagnostics

    func report(_ code: HeadlessDiagnostic.Code, _ message: String) {
        HeadlessDisplay.current.record(code, subject: "UIViewPropertyAnimator", message + " (state: \(phase))")
    }
}

extension HeadlessDiagnostic.Code {
    /// A paused or stopped property animator was released.
    public static let animatorReleasedWhilePausedOrStopped = Self("animator.releasedWhilePausedOrStopped")
    /// An operation was called in a state where UIKit raises or asserts.
    public static let animatorInvalidStateTransition = Self("animator.invalidStateTransition")
    /// A configuration property was changed when UIKit forbids it.
    public static let animatorInvalidConfigurationChange = Self("animator.invalidConfigurationChange")
    /// An interruption was requested of a non-interruptible animator.
    public static let animatorNotInterruptible = Self("animator.notInterruptible")
    /// A negative or NaN delay.
    public static let animatorInvalidDelay = Self("animator.invalidDelay")
}
