// UIView's block animations (UIKit API): `animate` in all its forms, `performWithoutAnimation`,
// `areAnimationsEnabled`, `inheritedAnimationDuration`.
//
// Semantics, as modelled:
// - The animations block runs at once and changes model values at once; each change of a
//   property UIKit animates becomes a Core Animation animation on the view's layer (see
//   UIView+Actions.swift), so presentation values come from the display's clock.
// - A duration ≤ 0 makes the changes without animation [DOC], as does a block run while
//   `areAnimationsEnabled` is false; the completion then runs with `finished == true` at the
//   next pass of the display's event loop [INF: UIKit calls it asynchronously].
// - The delay is honoured with the animations' `beginTime`, and fill mode `both` shows the
//   start value during the delay, as UIKit's animations do [OBS gist d-ronnqvist].
// - The completion runs when the block's last animation stops: at the frame its active
//   duration ends, with `finished == true`, or with false when an animation of the block was
//   removed or replaced first.
// - Nested blocks inherit the enclosing block's duration, delay, curve and options unless
//   told otherwise (`ViewAnimationParameters.nested(in:)`).

extension UIView {
    /// Animates the changes `animations` makes, with a duration, delay, options and completion.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimationBlock(
            ViewAnimationParameters(duration: duration, delay: delay, timing: .curve(options.curve), options: options),
            animations: animations, completion: completion)
    }

    /// Animates with a duration and completion, no delay and the default options.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates with a duration, no delay, the default options and no completion.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates with a spring that settles in `duration`: `dampingRatio` 1 does not overshoot,
    /// less oscillates more; `velocity` is in units of the whole change per second (200 pt at
    /// 100 pt/s is 0.5) [DOC]. The spring's stiffness is chosen to settle in the duration
    /// (`UnitSpring(settlingIn:dampingRatio:initialVelocity:)`, an approximate reconstruction of
    /// UIKit's private mapping).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimationBlock(
            ViewAnimationParameters(
                duration: duration, delay: delay,
                timing: .spring(dampingRatio: Double(dampingRatio), velocity: Double(velocity)), options: options),
            animations: animations, completion: completion)
    }

    /// Animates with a spring of perceptual duration `duration` and `bounce` (iOS 17): the
    /// spring of `UnitSpring(perceptualDuration:bounce:initialVelocity:)`, running until it
    /// settles (its `settlingDuration`) [INF: UIKit's duration for these springs is not
    /// documented].
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0,
        delay: TimeInterval = 0.0, options: UIView.AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = UnitSpring(
            perceptualDuration: duration, bounce: Double(bounce), initialVelocity: Double(initialSpringVelocity))
        runAnimationBlock(
            ViewAnimationParameters(
                duration: duration > 0 ? spring.settlingDuration : 0, delay: delay,
                timing: .perceptualSpring(
                    duration: duration, bounce: Double(bounce), velocity: Double(initialSpringVelocity)),
                options: options),
            animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled: its changes are not animated,
    /// even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let display = HeadlessDisplay.current
        let wereEnabled = display.viewAnimation.areAnimationsEnabled
        display.viewAnimation.areAnimationsEnabled = false
        actionsWithoutAnimation()
        display.viewAnimation.areAnimationsEnabled = wereEnabled
    }

    /// Whether animation blocks animate (per display; true by default).
    public class var areAnimationsEnabled: Bool {
        HeadlessDisplay.current.viewAnimation.areAnimationsEnabled
    }

    /// Turns block animations on or off for the current display.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        HeadlessDisplay.current.viewAnimation.areAnimationsEnabled = enabled
    }

    /// The duration of the animation block being run, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        HeadlessDisplay.current.viewAnimation.contexts.last?.blockParameters?.duration ?? 0
    }

    // MARK: Running a block

    /// Runs an animation block with the given parameters.
    static func runAnimationBlock(
        _ parameters: ViewAnimationParameters, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let display = HeadlessDisplay.current
        let tracker = ViewAnimationCompletion(completion)
        guard parameters.duration > 0, display.viewAnimation.areAnimationsEnabled else {
            performWithoutAnimation(animations)
            tracker.blockDidEnd()
            return
        }
        var effective = parameters
        if let outer = display.viewAnimation.contexts.last?.blockParameters {
            effective = parameters.nested(in: outer)
        }
        tracker.blocksUserInteraction = !effective.options.contains(.allowUserInteraction)
        runInContext(ViewAnimationContext(kind: .block(effective), completion: tracker), animations)
        tracker.blockDidEnd()
    }

    /// Runs `body` with `context` as the innermost animation block.
    static func runInContext(_ context: ViewAnimationContext, _ body: () -> Void) {
        let display = HeadlessDisplay.current
        display.viewAnimation.contexts.append(context)
        body()
        if let index = display.viewAnimation.contexts.lastIndex(where: { $0 === context }) {
            display.viewAnimation.contexts.remove(at: index)
        }
    }
}
