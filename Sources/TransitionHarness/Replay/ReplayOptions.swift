@_spi(Harness) import HeadlessUIKit

/// How a replay runs; every field has a default, and the trace's own `transition` block
/// supplies the operation and gesture.
public struct ReplayOptions: Sendable {
    /// Decides finish or cancel at release.
    public var policy: CompletionPolicy
    /// Estimates the pan's velocity at release; ``VelocityEstimator/lsq2`` by default. Behind
    /// the `Harness` SPI, as ``VelocityEstimator`` is (docs/velocity-and-policies.md).
    @_spi(Harness) public var velocityEstimator: VelocityEstimator = .lsq2
    /// The interaction controller's `completionSpeed` (values ≤ 0 behave as 1, as UIKit's do).
    public var completionSpeed: Double
    /// The interaction controller's `completionCurve`.
    public var completionCurve: UIView.AnimationCurve
    /// Turns on the harness controller's `restoresViewStateOnCancel` safety net.
    public var restoresViewStateOnCancel: Bool
    /// Virtual seconds after the expected end of a completion animation before a transition
    /// that never completed is reported (contracts.md: 2 s).
    public var gracePeriod: Double
    /// The longest a replay runs past its last touch sample, in virtual seconds, whatever
    /// the animator does; a transition still running then is reported under `complete-once`.
    /// The default, an hour of virtual time, outlasts any completion a completion speed can
    /// stretch a transition to in practice, and costs well under a second to replay.
    public var timeLimit: Double
    /// Records one timeline row per display frame.
    public var recordsTimeline: Bool
    /// With ``recordsTimeline``, takes each timeline row as it is made, and the report's
    /// `timeline` stays empty: a long replay's rows are written out as they come (as
    /// `replay --json --timeline` does) instead of held. Nil keeps them in the report.
    public var timelineSink: (@MainActor @Sendable (TimelineRow) -> Void)?
    /// Display frames (by index) that are dropped: touches due then wait for the next frame.
    public var droppedFrames: Set<Int>
    /// Overrides the display refresh rate of the trace, in Hz.
    public var refreshRate: Double?
    /// The length, in seconds, of UIKit's own animators: the transitions the subject supplies
    /// no animator for (``TransitionUnderTest/animator(for:)`` returns nil: the navigation
    /// slide, the modal transition styles) last this long, in their
    /// `transitionDuration(using:)` and in their animations alike. Nil keeps their own
    /// (0.35 s, 0.3 s, 0.6 s for the flip); a value that is not finite counts as nil and a
    /// negative one as 0.
    ///
    /// An animator the subject supplies keeps its own duration: UIKit reads it from the
    /// animator, and the animator uses it for its animations, so the harness cannot change
    /// one without the other (a proxy that answered `transitionDuration(using:)` differently
    /// would make the animations and the context disagree, and the checker would blame the
    /// animator for the harness's mismatch).
    public var transitionDuration: Double?
    /// Whether a finger that lands while an interruptible transition runs its completion
    /// re-grabs it (`pause()`, then the finger drives it again), as an app whose pan handler
    /// supports interruption does. Off, such a touch is ignored until the transition
    /// completed, as an app whose handler only starts transitions does. Default on.
    ///
    /// Either way the animator decides whether a transition is interruptible, as in UIKit: it
    /// is when the animator vends an interruptible animator (`interruptibleAnimator(using:)`,
    /// driven through `fractionComplete`), otherwise it is driven by layer time and cannot be
    /// paused, and this option changes nothing.
    public var regrabsInterruptibleTransitions: Bool
    /// The limits the contract checker judges by (docs/contracts.md, "The tolerances").
    public var tolerances: CheckerTolerances
    /// For an ``AppUnderTest``: the longest the transitions of its setup
    /// (``AppUnderTest/prepareState(for:in:)``) may run before the first touch, in virtual
    /// seconds. One still in flight then is reported under `complete-once`. Default 10 s.
    public var setupTimeLimit: Double

    public init(
        policy: CompletionPolicy = .default,
        completionSpeed: Double = 1,
        completionCurve: UIView.AnimationCurve = .easeInOut,
        restoresViewStateOnCancel: Bool = false,
        gracePeriod: Double = 2,
        timeLimit: Double = 3600,
        recordsTimeline: Bool = false,
        droppedFrames: Set<Int> = [],
        refreshRate: Double? = nil,
        transitionDuration: Double? = nil,
        regrabsInterruptibleTransitions: Bool = true,
        tolerances: CheckerTolerances = .default,
        setupTimeLimit: Double = 10
    ) {
        self.policy = policy
        self.completionSpeed = completionSpeed
        self.completionCurve = completionCurve
        self.restoresViewStateOnCancel = restoresViewStateOnCancel
        self.gracePeriod = gracePeriod
        self.timeLimit = timeLimit
        self.recordsTimeline = recordsTimeline
        self.droppedFrames = droppedFrames
        self.refreshRate = refreshRate
        self.transitionDuration = transitionDuration
        self.regrabsInterruptibleTransitions = regrabsInterruptibleTransitions
        self.tolerances = tolerances
        self.setupTimeLimit = setupTimeLimit
    }
}
