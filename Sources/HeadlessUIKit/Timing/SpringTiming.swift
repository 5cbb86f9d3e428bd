/// A spring together with the duration an animation driven by it runs for: what UIKit's spring
/// animations resolve their parameters to.
///
/// The animation's progress is `spring.position(at: t)` while it runs and exactly 1 from
/// `duration` on, when the animation ends and the model value shows (`progress(at:)`).
package struct SpringTiming: Sendable, Hashable {
    /// The spring, in normalized progress.
    package var spring: UnitSpring
    /// How long the animation runs, in seconds (≥ 0).
    package var duration: Double

    /// Pairs a spring with a duration; a negative or NaN duration becomes 0.
    package init(spring: UnitSpring, duration: Double) {
        self.spring = spring
        self.duration = duration >= 0 ? duration : 0
    }

    /// The duration-driven spring of `UIView.animate(withDuration:delay:usingSpringWithDamping:
    /// initialSpringVelocity:…)`, and of `UISpringTimingParameters(dampingRatio:initialVelocity:)`
    /// in an animator of that duration: the animation runs for `duration` and the spring is
    /// chosen to settle in it (`UnitSpring(settlingIn:dampingRatio:initialVelocity:)`, an
    /// approximate reconstruction of a private UIKit mapping).
    ///
    /// A duration ≤ 0 or NaN gives duration 0: UIKit makes the change without animating
    /// (uikit-semantics §7.4 [DOC]).
    package init(duration: Double, dampingRatio: Double, initialVelocity: Double) {
        self.init(
            spring: UnitSpring(settlingIn: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity),
            duration: duration > 0 ? duration : 0)
    }

    /// A spring given by its physical constants runs for its own settling time, whatever
    /// duration the animator was created with: `UISpringTimingParameters(mass:stiffness:damping:
    /// initialVelocity:)` (uikit-semantics §4.3 [IMPL]: the animator's duration becomes the
    /// spring's `settlingDuration`; [OBS] m1 k100 c10 runs ≈ 1.4727 s though 4 s was passed).
    /// An infinite settling time (damping 0) is kept: such an animation never ends.
    package init(implicitDurationOf spring: UnitSpring) {
        self.init(spring: spring, duration: spring.settlingDuration)
    }

    /// The animation's progress at time t since it started: 0 before it, the spring's position
    /// while it runs, exactly 1 from `duration` on. NaN gives NaN.
    package func progress(at t: Double) -> Double {
        if t.isNaN { return .nan }
        if t >= duration { return 1 }
        if t <= 0 { return 0 }
        return spring.position(at: t)
    }
}
