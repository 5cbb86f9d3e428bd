extension UIView {
    /// Options of UIView block animations (UIKit API), with the SDK's raw values
    /// (`UIViewAnimationOptions`).
    ///
    /// Modelled: `beginFromCurrentState`, `repeat`, `autoreverse`, the `overrideInherited*`
    /// options, the four curves, the transition styles (timing, hierarchy and completion; no
    /// pixels), and `allowUserInteraction` (without it, hit-testing skips the views a
    /// `UIView.animate` block is animating: `UIView+AnimatedInteraction.swift`). Recorded but
    /// without effect headlessly: `layoutSubviews` (no Auto Layout); `allowAnimatedContent` is
    /// honoured by `transition(with:...)`, `showHideTransitionViews` by `transition(from:to:...)`,
    /// and the preferred frame rates have no effect.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Lay out subviews at commit time so they animate with their parent.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let the user interact with views while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation values, not the model values (for properties
        /// UIKit does not animate additively).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run forward, then backward.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Use this block's duration even when nested in another animation block.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Use this block's curve even when nested in another animation block.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animate content changes during a transition (redrawing, not modelled).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide and show views in `transition(from:to:...)` instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Inherit nothing from an enclosing animation block.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Ease in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// Options of keyframe animations (UIKit API), with the SDK's raw values
    /// (`UIViewKeyframeAnimationOptions`). The curve bits of `AnimationOptions` (bits 16-19)
    /// may be passed through the raw value, as developers do to change the overall curve, which
    /// is ease-in-ease-out otherwise [OBS Stack Overflow 20638956 and 20521214: UIKit's keyframe
    /// animations carry `timingFunction = easeInEaseOut` unless `curveLinear` is passed].
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }
}

extension UIView.AnimationOptions {
    /// The curve encoded in bits 16-19; unknown values are ease-in-ease-out.
    var curve: UIView.AnimationCurve {
        UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
    }

    /// The transition style encoded in bits 20-23 (0: none).
    var transitionStyle: UInt { (rawValue >> 20) & 0xF }
}

extension UIView.KeyframeAnimationOptions {
    /// The calculation mode encoded in bits 10-12; unknown values are linear.
    var calculationMode: CAAnimationCalculationMode {
        switch (rawValue >> 10) & 0x7 {
        case 1: .discrete
        case 2: .paced
        case 3: .cubic
        case 4: .cubicPaced
        default: .linear
        }
    }

    /// The options that have the same bit in `AnimationOptions` (including the curve bits).
    var animationOptions: UIView.AnimationOptions {
        UIView.AnimationOptions(rawValue: rawValue & ~(UInt(0x7) << 10))
    }
}
