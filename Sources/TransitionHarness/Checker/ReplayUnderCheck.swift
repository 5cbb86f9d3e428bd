import GestureTrace
@_spi(Harness) import HeadlessUIKit

/// What a rule may read about the replay it judges: the scene (its window, display, stack and
/// recorder), the trace's operation, the limits, and the replay's clock.
@MainActor
struct ReplayUnderCheck {
    /// The stage of the replay.
    let scene: ReplayScene
    /// The display time of the replay's start; reports count from it.
    let origin: Double
    /// The limits the rules judge by (sanitized).
    let tolerances: CheckerTolerances

    var display: HeadlessDisplay { scene.display }
    /// The key window: everything on screen.
    var window: UIWindow { scene.window }
    /// The operation the trace declares.
    var operation: Trace.Transition.Operation { scene.operation }
    /// The length of one display frame, in seconds.
    var framePeriod: Double { display.framePeriod }
    /// The display frame shown last.
    var currentFrame: Int { display.frameIndex }
    /// The time now, from the replay's start.
    var currentTime: Double { display.currentTime - origin }

    /// The time of display frame `frame`, from the replay's start.
    func time(ofFrame frame: Int) -> Double {
        display.time(ofFrame: frame) - origin
    }

    /// The display frame nearest `time` (from the replay's start).
    func frame(at time: Double) -> Int {
        Int(((time + origin) * Double(display.framesPerSecond)).rounded())
    }

    /// The display frame at which the checker saw `transition` completed, and its time; the
    /// last frame for a transition that never completed.
    func completionMoment(of transition: CheckedTransition) -> (time: Double, frame: Int) {
        let frame = transition.completionFrame ?? currentFrame
        return (time(ofFrame: frame), frame)
    }
}
