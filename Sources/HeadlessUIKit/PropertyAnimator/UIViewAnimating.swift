/// The state of an animator (UIKit API), `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable, CaseIterable {
    /// Not running: the initial state, and the state after the animations complete or are
    /// stopped without finishing.
    case inactive = 0
    /// Started (running) or paused.
    case active = 1
    /// Stopped by `stopAnimation(false)`; `finishAnimation(at:)` must follow.
    case stopped = 2
}

/// Where an animation ended (UIKit API), `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable, CaseIterable {
    /// At the end values.
    case end = 0
    /// At the start values.
    case start = 1
    /// Wherever the animation was.
    case current = 2
}

/// An object that runs animations that can be started, paused, scrubbed, stopped and finished
/// (UIKit API). `UIViewPropertyAnimator` adopts it; see that class for the state machine.
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    /// The current state.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (forward or in reverse); implies `.active`.
    var isRunning: Bool { get }
    /// Whether the animations run from the end values toward the start values.
    var isReversed: Bool { get set }
    /// The completion, 0 at the start, 1 at the end (measured along the current direction).
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations (starting them paused when inactive).
    func pauseAnimation()
    /// Stops the animations where they are: to `.inactive` without completions when
    /// `withoutFinishing`, else to `.stopped`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator at `finalPosition` and runs its completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations are UIView animation blocks that can be added while it runs
/// (UIKit API). The four methods are optional in UIKit; here they have default
/// implementations that do nothing, so a custom adopter compiles with any subset. (UIKit code
/// that calls them with optional chaining, `animator.addAnimations?(...)`, must call them
/// plainly.)
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds an animation block that runs with the animator's timing.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds an animation block that starts at `delayFactor` of the animator's remaining
    /// duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a completion, called with the final position.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Continues a paused animator with new timing over `durationFactor` of its duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void) {}

    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}

    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}

    public func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {}
}
