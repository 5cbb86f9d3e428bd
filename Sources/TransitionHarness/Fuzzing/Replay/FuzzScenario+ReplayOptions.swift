import HeadlessUIKit

extension FuzzScenario {
    /// The replay options that apply this scenario on top of `base` (whose policy, velocity
    /// estimator, grace period and time limit are kept): the completion speed, the curve (by
    /// name), the dropped display frames and the refresh rate.
    ///
    /// ``durationOverride`` and ``interruptible`` are not applied: `ReplayOptions` cannot
    /// express them (the animator's own `transitionDuration(using:)` and its choice to vend
    /// an interruptible animator decide both), so a replay runs them as their defaults and
    /// a shrunk finding carries their default values (``unappliedFields``).
    public func replayOptions(base: ReplayOptions = ReplayOptions()) -> ReplayOptions {
        var options = base
        options.completionSpeed = completionSpeed
        options.completionCurve = Self.curve(named: completionCurve) ?? .easeInOut
        options.droppedFrames = Set(droppedFrames)
        options.refreshRate = refreshRate
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

    /// The names of the fields that differ from their defaults but that a replay does not
    /// apply (``replayOptions(base:)``): `durationOverride`, `interruptible`.
    public var unappliedFields: [String] {
        var fields: [String] = []
        if durationOverride != nil { fields.append("durationOverride") }
        if interruptible { fields.append("interruptible") }
        return fields
    }
}
