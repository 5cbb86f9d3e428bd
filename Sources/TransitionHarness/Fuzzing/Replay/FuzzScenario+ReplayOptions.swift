@_spi(Harness) import HeadlessUIKit

extension FuzzScenario {
    /// The replay options that apply this scenario on top of `base` (whose policy, velocity
    /// estimator, grace period and time limit are kept): the completion speed, the curve (by
    /// name), the dropped display frames, the refresh rate, the duration override
    /// (``ReplayOptions/transitionDuration``) and whether a touch during a completion
    /// re-grabs an interruptible transition (``ReplayOptions/regrabsInterruptibleTransitions``).
    ///
    /// Two fields act only where UIKit lets them, so that no scenario makes a correct
    /// transition fail:
    /// - ``durationOverride`` sets the length of UIKit's own animators, the ones a replay
    ///   runs for the operations the subject supplies no animator for. An animator the
    ///   subject supplies keeps its `transitionDuration(using:)`: its animations use it too,
    ///   and a replay that changed one without the other would report the mismatch as the
    ///   animator's.
    /// - ``interruptible`` says whether the app's gesture handling re-grabs a completing
    ///   transition with `pause()`; only a transition whose animator vends an interruptible
    ///   animator can be re-grabbed (UIKit decides that from the animator), so for the others
    ///   it changes nothing.
    public func replayOptions(base: ReplayOptions = ReplayOptions()) -> ReplayOptions {
        var options = base
        options.completionSpeed = completionSpeed
        options.completionCurve = Self.curve(named: completionCurve) ?? .easeInOut
        options.droppedFrames = Set(droppedFrames)
        options.refreshRate = refreshRate
        options.transitionDuration = durationOverride
        options.regrabsInterruptibleTransitions = interruptible
        return options
    }

    /// The curve called `name` (one of ``curveNames``), or nil.
    public static func curve(named name: String) -> UIView.AnimationCurve? {
        switch name {
        case "easeInOut": .easeInOut
        case "easeIn": .easeIn
        case "easeOut": .easeOut
        case "linear": .linear
        default: nil
        }
    }
}
