/// The timing of an animation as a spring acting on the animated property (UIKit API), for
/// `UIViewPropertyAnimator` and `UIViewAnimating` adopters.
///
/// Two kinds of spring, which decide how long the animation runs (`springTiming(...)`):
/// - duration-driven: `init()`, `init(dampingRatio:)`, `init(dampingRatio:initialVelocity:)`.
///   The animator's duration is kept and stiffness and damping (mass 1) are derived so that the
///   spring settles in it (uikit-semantics §4.3 [IMPL]); the derivation is private to UIKit and
///   approximated here (`UnitSpring(settlingIn:dampingRatio:initialVelocity:)`).
/// - physical: `init(mass:stiffness:damping:initialVelocity:)` and iOS 17's
///   `init(duration:bounce:initialVelocity:)`. The animator's duration is replaced by the
///   spring's `settlingDuration` (uikit-semantics §4.3 [IMPL], [OBS] forums.swift.org 10480). For
///   `(duration, bounce)` that replacement is inferred: the parameters are converted to mass 1
///   and SwiftUI's stiffness and damping (math-reference §2.2) and treated as physical.
///
/// `init()` is the "default system spring", documented (in the text mirrored by swift-win32) as
/// damping ratio 4.56 and zero velocity; modelled as duration-driven with ζ = 4.56. It matches
/// the mass 3, stiffness 1000, damping 500 developers report for UIKit's private curve 7
/// (ζ = 4.564) [OBS].
///
/// `initialVelocity` is in units of the total animation distance per second; 1-D properties use
/// `dx` [DOC header], which `springTiming(animatorDuration:)` uses by default.
///
/// Immutable: `@unchecked Sendable` because the class is `open`, as UIKit's is, which rules out
/// a checked conformance; every stored property is a `let` of a `Sendable` type. `copy(with:)`
/// returns the object itself. Equality is NSObject identity.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    /// How the spring's constants are chosen (not in UIKit).
    package enum Model: Sendable, Hashable {
        /// Mass 1, this damping ratio, stiffness chosen to settle in the animator's duration.
        case durationDriven(dampingRatio: Double)
        /// These constants; the animation runs for their settling duration.
        case physical(mass: Double, stiffness: Double, damping: Double)
    }

    /// The damping ratio of `init()`, "the default system spring" (see the type's documentation).
    package static let defaultDampingRatio = 4.56

    /// How the spring's constants are chosen.
    package let model: Model
    private let storedInitialVelocity: CGVector

    /// The default system spring: damping ratio 4.56, zero initial velocity, in the animator's
    /// duration.
    public override init() {
        model = .durationDriven(dampingRatio: Self.defaultDampingRatio)
        storedInitialVelocity = .zero
        super.init()
    }

    /// A spring with damping ratio `ratio` and zero initial velocity that settles in the
    /// animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring with damping ratio `ratio` (1 does not oscillate, less oscillates more) and
    /// initial velocity `velocity`, which settles in the animator's duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        model = .durationDriven(dampingRatio: Double(ratio))
        storedInitialVelocity = velocity
        super.init()
    }

    /// A spring with these physical constants; the animation runs for its settling duration,
    /// whatever duration the animator was created with. Its damping ratio is
    /// damping / (2·√(stiffness·mass)).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        model = .physical(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        storedInitialVelocity = velocity
        super.init()
    }

    /// A spring with perceptual duration `duration` and `bounce` (0 none, toward 1 more, negative
    /// overdamped) and zero initial velocity (iOS 17).
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    /// A spring with perceptual duration `duration`, `bounce` and initial velocity (iOS 17):
    /// mass 1, ω0 = 2π/duration and SwiftUI's mapping of bounce to damping ratio
    /// (`UnitSpring(perceptualDuration:bounce:)`).
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity: CGVector) {
        let spring = UnitSpring(perceptualDuration: duration, bounce: Double(bounce))
        model = .physical(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
        storedInitialVelocity = initialVelocity
        super.init()
    }

    /// The rate of change of the animated property at the start, in units of the total animation
    /// distance per second.
    open var initialVelocity: CGVector { storedInitialVelocity }

    // MARK: UITimingCurveProvider

    open var timingCurveType: UITimingCurveType { .spring }

    open var cubicTimingParameters: UICubicTimingParameters? { nil }

    open var springTimingParameters: UISpringTimingParameters? { self }

    // MARK: Harness

    /// The spring and the duration an animator created with `animatorDuration` runs it for (not
    /// in UIKit): the animator's duration for duration-driven springs, the settling duration for
    /// physical ones. `velocity` is the initial velocity of the animated component, in the
    /// normalized unit; by default `initialVelocity.dx`, what 1-D properties use.
    package func springTiming(animatorDuration: TimeInterval, velocity: Double? = nil) -> SpringTiming {
        let velocity = velocity ?? Double(initialVelocity.dx)
        switch model {
        case .durationDriven(let ratio):
            return SpringTiming(duration: animatorDuration, dampingRatio: ratio, initialVelocity: velocity)
        case .physical(let mass, let stiffness, let damping):
            return SpringTiming(
                implicitDurationOf: UnitSpring(
                    mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity))
        }
    }

    /// The model and velocity, without an address, so that reports stay byte-identical.
    open override var description: String {
        let velocity = "initialVelocity: (\(initialVelocity.dx), \(initialVelocity.dy))"
        switch model {
        case .durationDriven(let ratio):
            return "UISpringTimingParameters(dampingRatio: \(ratio), \(velocity))"
        case .physical(let mass, let stiffness, let damping):
            return "UISpringTimingParameters(mass: \(mass), stiffness: \(stiffness), damping: \(damping), \(velocity))"
        }
    }

    // MARK: NSCoding, NSCopying

    private enum CodingKey {
        static let kind = "kind"
        static let dampingRatio = "dampingRatio"
        static let mass = "mass"
        static let stiffness = "stiffness"
        static let damping = "damping"
        static let velocityX = "initialVelocity.dx"
        static let velocityY = "initialVelocity.dy"
    }

    /// Decodes what `encode(with:)` wrote; fails when a key is missing or the kind is unknown.
    public required init?(coder: NSCoder) {
        let common = [CodingKey.kind, CodingKey.velocityX, CodingKey.velocityY]
        guard common.allSatisfy({ coder.containsValue(forKey: $0) }) else { return nil }
        switch coder.decodeInteger(forKey: CodingKey.kind) {
        case 0:
            guard coder.containsValue(forKey: CodingKey.dampingRatio) else { return nil }
            model = .durationDriven(dampingRatio: coder.decodeDouble(forKey: CodingKey.dampingRatio))
        case 1:
            let keys = [CodingKey.mass, CodingKey.stiffness, CodingKey.damping]
            guard keys.allSatisfy({ coder.containsValue(forKey: $0) }) else { return nil }
            model = .physical(
                mass: coder.decodeDouble(forKey: CodingKey.mass),
                stiffness: coder.decodeDouble(forKey: CodingKey.stiffness),
                damping: coder.decodeDouble(forKey: CodingKey.damping))
        default:
            return nil
        }
        storedInitialVelocity = CGVector(
            dx: coder.decodeDouble(forKey: CodingKey.velocityX), dy: coder.decodeDouble(forKey: CodingKey.velocityY))
        super.init()
    }

    open func encode(with coder: NSCoder) {
        switch model {
        case .durationDriven(let ratio):
            coder.encode(0, forKey: CodingKey.kind)
            coder.encode(ratio, forKey: CodingKey.dampingRatio)
        case .physical(let mass, let stiffness, let damping):
            coder.encode(1, forKey: CodingKey.kind)
            coder.encode(mass, forKey: CodingKey.mass)
            coder.encode(stiffness, forKey: CodingKey.stiffness)
            coder.encode(damping, forKey: CodingKey.damping)
        }
        coder.encode(Double(storedInitialVelocity.dx), forKey: CodingKey.velocityX)
        coder.encode(Double(storedInitialVelocity.dy), forKey: CodingKey.velocityY)
    }

    /// The object itself: it is immutable.
    open func copy(with zone: NSZone? = nil) -> Any {
        self
    }
}
