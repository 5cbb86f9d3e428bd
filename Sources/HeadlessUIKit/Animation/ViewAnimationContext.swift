// The stack of UIView animation blocks being run, and what a property change inside one makes.
//
// UIKit implements its block animations through Core Animation's actions: while a block runs,
// a view answers `action(for:forKey:)` for its own layer with an animation configured from
// the block (duration, delay, curve, options), whose delegate collects the block's completion
// [OBS objc.io issue 12; Stack Overflow 20521214 shows the keyframe case: delegate
// `UIViewKeyframeAnimationState`, fillMode both]. Outside blocks it answers NSNull.

/// Per-display state of UIView animations (internal).
@MainActor
struct ViewAnimationState {
    /// `UIView.areAnimationsEnabled`.
    var areAnimationsEnabled = true
    /// The animation blocks being run, outermost first.
    var contexts: [ViewAnimationContext] = []
    /// Numbers keys of additive animations per key path, so stacked ones do not replace each
    /// other.
    var additiveKeySerial = 0
}

/// The timing of a UIView animation block.
enum ViewAnimationTiming {
    /// One of UIKit's curves (`UIView.AnimationOptions` bits 16-19).
    case curve(UIView.AnimationCurve)
    /// `usingSpringWithDamping:initialSpringVelocity:`: a spring chosen to settle in the
    /// block's duration.
    case spring(dampingRatio: Double, velocity: Double)
    /// iOS 17 `animate(springDuration:bounce:...)`: a perceptual spring.
    case perceptualSpring(duration: Double, bounce: Double, velocity: Double)
}

/// The parameters of a UIView animation block, after inheritance from enclosing blocks.
struct ViewAnimationParameters {
    var duration: Double
    var delay: Double
    var timing: ViewAnimationTiming
    var options: UIView.AnimationOptions

    /// These parameters nested in `outer`: UIKit's inheritance rules [DOC
    /// UIView.AnimationOptions: without `overrideInheritedDuration` a nested animation
    /// "inherits the remaining duration of the in-flight animation", without
    /// `overrideInheritedCurve` its curve, and `overrideInheritedOptions` inherits neither the
    /// animation type nor any option]. The delay goes with the duration [INF].
    func nested(in outer: ViewAnimationParameters) -> ViewAnimationParameters {
        if options.contains(.overrideInheritedOptions) { return self }
        var result = self
        if !options.contains(.overrideInheritedDuration) {
            result.duration = outer.duration
            result.delay = outer.delay
        }
        if !options.contains(.overrideInheritedCurve) {
            result.timing = outer.timing
        }
        let inherited: UIView.AnimationOptions = [.repeat, .autoreverse, .beginFromCurrentState]
        result.options.formUnion(outer.options.intersection(inherited))
        return result
    }
}

/// One animation block being run (internal).
@MainActor
final class ViewAnimationContext {
    enum Kind {
        /// `UIView.animate`: each change becomes a Core Animation animation.
        case block(ViewAnimationParameters)
        /// `UIView.animateKeyframes`: changes are collected per keyframe.
        case keyframes(KeyframeRecorder)
        /// A `UIViewPropertyAnimator`'s animation block.
        case animator(UIViewPropertyAnimator, windowStart: Double)
    }

    let kind: Kind
    /// Collects the block's animations and calls its completion.
    let completion: ViewAnimationCompletion

    init(kind: Kind, completion: ViewAnimationCompletion) {
        self.kind = kind
        self.completion = completion
    }

    /// The parameters of the innermost `UIView.animate` block, for nested blocks.
    var blockParameters: ViewAnimationParameters? {
        if case .block(let parameters) = kind { return parameters }
        return nil
    }
}

/// Collects the completion of an animation block: it runs when every animation the block made
/// has stopped, with `finished` true only if all of them finished; right away (at the next pass
/// of the event loop) when the block made none (internal).
///
/// UIKit delivers the completion from its animations' delegate (`UIViewAnimationState`), so
/// an animation that is removed or replaced makes `finished` false [OBS Stack Overflow
/// 20521214; WWDC 2014 session 236: with additive animations "completion handlers may stack"
/// and both run, finished]. With no animation, UIKit runs the completion without waiting for
/// the duration [OBS spacemanlabs.com, "Premature Completion", 2012]; it is delivered
/// asynchronously, modelled as the next pass of the display's event loop (the next frame when
/// the block runs between frames) [INF].
@MainActor
final class ViewAnimationCompletion: NSObject, @preconcurrency CAAnimationDelegate {
    /// Whether the block's animations keep touches from the views they animate: true unless
    /// its options contain `allowUserInteraction` (see `UIView+AnimatedInteraction.swift`).
    var blocksUserInteraction = false
    private var completion: ((Bool) -> Void)?
    private var pending = 0
    private var allFinished = true
    private var blockEnded = false
    private var hasRun = false

    init(_ completion: ((Bool) -> Void)?) {
        self.completion = completion
        super.init()
    }

    /// An animation of the block was added to a layer.
    func animationAdded() {
        pending += 1
    }

    /// The block returned: no more animations join.
    func blockDidEnd() {
        blockEnded = true
        guard pending == 0 else { return }
        let display = HeadlessDisplay.current
        display.scheduleSoon { [self] in
            self.run(finished: self.allFinished)
        }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pending -= 1
        allFinished = allFinished && flag
        if blockEnded, pending == 0 {
            run(finished: allFinished)
        }
    }

    private func run(finished: Bool) {
        guard !hasRun else { return }
        hasRun = true
        let block = completion
        completion = nil
        block?(finished)
    }
}
