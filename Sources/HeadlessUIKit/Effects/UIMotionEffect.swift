/// A change to a view's properties driven by the device's motion, as UIKit's `UIMotionEffect`.
///
/// The model's device never moves, so motion effects are kept on their views
/// (`UIView.motionEffects`) and never change anything.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
    public override init() {
        super.init()
    }
}

/// A motion effect that moves one key path between two values as the device tilts, as
/// UIKit's `UIInterpolatingMotionEffect` [DOC UIInterpolatingMotionEffect]. Stored only.
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The key path the effect changes [DOC keyPath].
    public let keyPath: String

    /// The tilt axis that drives it [DOC type].
    public let type: EffectType

    /// The value at the tilt's minimum [DOC minimumRelativeValue].
    open var minimumRelativeValue: Any?

    /// The value at the tilt's maximum [DOC maximumRelativeValue].
    open var maximumRelativeValue: Any?

    /// An effect on `keyPath` along the `type` axis [DOC init(keyPath:type:)].
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }
}

extension UIInterpolatingMotionEffect {
    /// The tilt axis of an interpolating effect, with UIKit's raw values
    /// [DOC UIInterpolatingMotionEffect.EffectType].
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis = 0
        case tiltAlongVerticalAxis = 1
    }
}

/// Motion effects applied together, as UIKit's `UIMotionEffectGroup` [DOC UIMotionEffectGroup].
/// Stored only.
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects of the group [DOC motionEffects].
    open var motionEffects: [UIMotionEffect]?
}
