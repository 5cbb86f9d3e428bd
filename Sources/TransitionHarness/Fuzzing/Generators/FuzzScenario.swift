/// The conditions a fuzzed gesture is replayed under, drawn along with the trace: how the
/// interaction controller completes (speed, curve), how long the animator says the
/// transition lasts, and how the display link runs.
///
/// The replay applies it; every field's default is what an unconfigured UIKit transition
/// does, and is also what the generator's simplest choices give, so a shrunk failure keeps
/// a non-default value only when the failure needs it.
public struct FuzzScenario: Sendable, Equatable, Hashable {
    /// The curves of `UIView.AnimationCurve`, by name, as `completionCurve` takes them.
    public static let curveNames = ["easeInOut", "easeIn", "easeOut", "linear"]

    /// `UIPercentDrivenInteractiveTransition.completionSpeed`: 1 by default; the generator
    /// also gives 0, negative, tiny and huge values, which UIKit does not forbid.
    public var completionSpeed: Double
    /// `UIPercentDrivenInteractiveTransition.completionCurve`, one of ``curveNames``.
    public var completionCurve: String
    /// The length, in seconds, of UIKit's own animators (the navigation slide, the modal
    /// transition styles) where the transition under test supplies no animator
    /// (``ReplayOptions/transitionDuration``); nil keeps theirs. An animator the transition
    /// supplies keeps its own `transitionDuration(using:)`. The generator draws 1 ms to 5 s,
    /// never 0 (``draw(_:)``); the text form reads any value ≥ 0.
    public var durationOverride: Double?
    /// The display-link rate of the replay, in Hz, 30 to 240. The generated trace's
    /// `screen.refreshRate` carries the same value.
    public var refreshRate: Double
    /// Display frames (0-based, ascending, distinct) at which the display link does not
    /// fire; the next frame that fires sees all the time that passed.
    public var droppedFrames: [Int]
    /// Whether a finger that lands while the transition runs its completion re-grabs it
    /// (`pause()`) when it is interruptible (``ReplayOptions/regrabsInterruptibleTransitions``).
    /// The animator decides whether it is, as in UIKit: it is when it vends an interruptible
    /// animator (`interruptibleAnimator(using:)`, scrubbed through `fractionComplete`);
    /// otherwise layer time drives it, nothing can pause it, and this field changes nothing.
    /// False by default: the touch is ignored until the transition completed.
    public var interruptible: Bool

    public init(
        completionSpeed: Double = 1,
        completionCurve: String = "easeInOut",
        durationOverride: Double? = nil,
        refreshRate: Double = 60,
        droppedFrames: [Int] = [],
        interruptible: Bool = false
    ) {
        self.completionSpeed = completionSpeed
        self.completionCurve = completionCurve
        self.durationOverride = durationOverride
        self.refreshRate = refreshRate
        self.droppedFrames = droppedFrames
        self.interruptible = interruptible
    }

    /// UIKit's defaults at 60 Hz: what the simplest choices draw.
    public static let `default` = FuzzScenario()
}
