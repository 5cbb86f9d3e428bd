import GestureTrace
@_spi(Harness) import HeadlessUIKit

/// What a rule may read about the replay it judges: the scene (its window, display and
/// recorder), the trace's operation and expectation, where its touches went, the limits, and
/// the replay's clock.
@MainActor
struct ReplayUnderCheck {
    /// The stage of the replay.
    let scene: any ReplayStage
    /// The display time of the replay's start; reports count from it.
    let origin: Double
    /// The limits the rules judge by (sanitized).
    let tolerances: CheckerTolerances
    /// Where the trace's touches went: each gesture's view and recognizers.
    var touches = TouchRouteLog()
    /// Whether the trace declares that it starts no transition (`expect.outcome` is `[]`).
    var declaresNoTransition = false
    /// The transitions of an app's setup still in flight when the replay began, described
    /// (`present Card from Feed`); empty when the setup settled.
    var unsettledSetup: [String] = []
    /// How long the setup was given to settle, in seconds.
    var setupTimeLimit: Double = 0
    /// The scale at which a screen contract also renders what it expected, for a report's
    /// pictures (``Violation/expectedPicture``); nil when nothing films the replay.
    var referencePictureScale: Double?

    var display: HeadlessDisplay { scene.display }
    /// The key window: everything on screen.
    var window: UIWindow { scene.window }
    /// The operation the trace declares.
    var operation: Trace.Transition.Operation { scene.operation }
    /// The kinds of transition the trace's gesture is meant to begin.
    var expectedKinds: Set<TransitionKind> { scene.expectedKinds }
    /// The log of UIKit's calls and diagnostics.
    var recorder: UIKitRecorder { scene.recorder }
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
