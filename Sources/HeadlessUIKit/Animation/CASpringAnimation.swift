/// An animation of a layer property driven by a damped spring (QuartzCore API).
///
/// The value moves from the start to the end value as `UnitSpring` moves progress from 0 to 1
/// (math-reference §2.1), evaluated at the animation's local time: the spring's own motion, not
/// stretched to `duration`. `duration` only says when the animation ends (the property then
/// shows its model value), so set it to `settlingDuration` to let the spring come to rest, as on
/// iOS. `timingFunction`, if set, maps normalized local time before the spring [INF].
///
/// Core Animation's constraints (mass > 0, stiffness > 0, damping ≥ 0) are enforced by
/// `UnitSpring`, which replaces values outside them by the defaults. With `allowsOverdamping`
/// false (the default) a damping above critical is reduced to critical [SRC
/// 1amageek/OpenCoreAnimation; MEAS: damping 100 with k = 100 settles in 1.0 s, the critical
/// spring's time].
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object attached to the spring. Default 1; must be > 0.
    open var mass: CGFloat = 1 {
        didSet { refuseIfFrozen(&mass, oldValue, "mass") }
    }

    /// The spring stiffness. Default 100; must be > 0.
    open var stiffness: CGFloat = 100 {
        didSet { refuseIfFrozen(&stiffness, oldValue, "stiffness") }
    }

    /// The damping coefficient. Default 10; must be ≥ 0.
    open var damping: CGFloat = 10 {
        didSet { refuseIfFrozen(&damping, oldValue, "damping") }
    }

    /// The initial velocity, in units of the total change per second; positive moves toward
    /// the end value. Default 0.
    open var initialVelocity: CGFloat = 0 {
        didSet { refuseIfFrozen(&initialVelocity, oldValue, "initialVelocity") }
    }

    /// Whether a damping above critical damping is honoured (iOS 17). Default false.
    open var allowsOverdamping = false {
        didSet { refuseIfFrozen(&allowsOverdamping, oldValue, "allowsOverdamping") }
    }

    public override init() {
        super.init()
    }

    /// A spring with perceptual duration `perceptualDuration` and `bounce` (iOS 17): mass 1,
    /// stiffness (2π/duration)², damping from SwiftUI's bounce mapping, overdamping allowed
    /// (math-reference §2.2).
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let spring = UnitSpring(perceptualDuration: perceptualDuration, bounce: Double(bounce))
        mass = CGFloat(spring.mass)
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
        allowsOverdamping = true
    }

    /// The perceptual duration of the spring (iOS 17): 2π/ω0.
    open var perceptualDuration: TimeInterval {
        2 * Double.pi / unitSpring.naturalAngularFrequency
    }

    /// The bounce of the spring (iOS 17): 1 − ζ when ζ ≤ 1, 1/ζ − 1 when overdamped.
    open var bounce: CGFloat {
        let ratio = unitSpring.dampingRatio
        return CGFloat(ratio <= 1 ? 1 - ratio : 1 / ratio - 1)
    }

    /// The estimated time for the spring to come to rest, from its parameters alone
    /// (`UnitSpring.settlingDuration`, an empirical fit of Core Animation's private formula).
    open var settlingDuration: CFTimeInterval {
        unitSpring.settlingDuration
    }

    /// The spring the animation follows, with overdamping reduced to critical damping unless
    /// allowed.
    var unitSpring: UnitSpring {
        let spring = UnitSpring(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity))
        guard !allowsOverdamping, spring.dampingRatio > 1 else { return spring }
        let critical = 2 * (spring.stiffness * spring.mass).squareRoot()
        return UnitSpring(
            mass: spring.mass, stiffness: spring.stiffness, damping: critical, initialVelocity: spring.initialVelocity)
    }

    override func makeEmptyInstance() -> CAAnimation {
        CASpringAnimation()
    }

    override func copyProperties(from source: CAAnimation) {
        super.copyProperties(from: source)
        guard let source = source as? CASpringAnimation else { return }
        mass = source.mass
        stiffness = source.stiffness
        damping = source.damping
        initialVelocity = source.initialVelocity
        allowsOverdamping = source.allowsOverdamping
    }
}
