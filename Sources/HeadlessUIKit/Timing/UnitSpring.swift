/// A damped harmonic oscillator in normalized form: progress x starts at 0 with velocity
/// `initialVelocity` and is pulled toward 1 (math-reference §2.1).
///
/// `m·x'' + c·x' + k·(x − 1) = 0`, x(0) = 0, x'(0) = v0. Velocities are in "fractions of the
/// total distance per second", UIKit's and Core Animation's unit: 1 covers the whole distance in
/// one second, and a positive velocity moves toward the target (math-reference §2.3). With
/// ω0 = √(k/m), ζ = c/(2√(km)), λ = ζ·ω0 and κ = ω0² − λ², every regime has the form
///
///     x(t) = 1 − e^(−λt)·[C(t) + (λ − v0)·S(t)]
///     x'(t) = e^(−λt)·[v0·C(t) + (ω0² − λ·v0)·S(t)]
///
/// with C = cos(ωd·t), S = sin(ωd·t)/ωd, ωd = √κ when underdamped (ζ < 1); C = 1, S = t when
/// critically damped; and C = cosh(s·t), S = sinh(s·t)/s, s = √(−κ), when overdamped (ζ > 1),
/// which is the closed form of §2.1 (for the overdamped case, `1 − A·e^(r1·t) − B·e^(r2·t)`)
/// written so that the three regimes meet continuously as ζ → 1: C and S depend on κ, not on its
/// square root's branch, and sin(u)/ω and sinh(u)/s are evaluated without cancellation.
/// Overdamped terms switch to the exponential form where s·t ≥ 1 so that nothing overflows.
///
/// Bad input never traps. Core Animation documents mass > 0, stiffness > 0 and damping ≥ 0
/// (uikit-semantics §7.4): a value outside that, or not finite, is replaced by Core Animation's
/// default (mass 1, stiffness 100, damping 10), and a non-finite initial velocity by 0. Mass and
/// stiffness are then clamped into [1e-12, 1e12] and damping into [0, 1e12], which keeps every
/// derived quantity finite. The stored properties are the sanitized values.
package struct UnitSpring: Sendable, Hashable {
    /// The mass m (> 0).
    package let mass: Double
    /// The stiffness k (> 0).
    package let stiffness: Double
    /// The damping coefficient c (≥ 0).
    package let damping: Double
    /// x'(0) in fractions of the total distance per second; positive moves toward the target.
    package let initialVelocity: Double

    /// ω0 = √(k/m), the undamped angular frequency in radians per second.
    package let naturalAngularFrequency: Double
    /// ζ = c/(2√(km)).
    package let dampingRatio: Double
    /// λ = c/(2m) = ζ·ω0, the decay rate of the envelope, per second.
    package let decayRate: Double
    /// κ = ω0² − λ²: positive when underdamped, zero when critical, negative when overdamped.
    let discriminant: Double
    /// √|κ|: ωd when underdamped, s when overdamped, 0 when critical.
    let frequency: Double

    /// The three regimes of the damped oscillator.
    package enum Regime: Sendable, Hashable {
        /// ζ < 1: oscillates about the target with a decaying envelope.
        case underdamped
        /// ζ = 1: the fastest return without oscillation.
        case criticallyDamped
        /// ζ > 1: returns without oscillation, more slowly.
        case overdamped
    }

    /// |ζ − 1| below about 5e-13 (|κ| ≤ 1e-12·ω0²) is treated as exactly critical, so that a
    /// spring specified as critical (damping ratio 1, or k = 64π² with c = 16π) reports that
    /// regime despite rounding. The formulas are continuous across ζ = 1 either way.
    static let criticalTolerance = 1e-12

    /// Core Animation's `CASpringAnimation` defaults: mass 1, stiffness 100, damping 10,
    /// initial velocity 0 (math-reference §2.2 [DOC]).
    package init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        let mass = mass.isFinite && mass > 0 ? mass : 1
        let stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        let damping = damping.isFinite && damping >= 0 ? damping : 10
        self.mass = Swift.min(Swift.max(mass, 1e-12), 1e12)
        self.stiffness = Swift.min(Swift.max(stiffness, 1e-12), 1e12)
        self.damping = Swift.min(damping, 1e12)
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0

        let omega0Squared = self.stiffness / self.mass
        naturalAngularFrequency = omega0Squared.squareRoot()
        dampingRatio = self.damping / (2 * (self.stiffness * self.mass).squareRoot())
        decayRate = self.damping / (2 * self.mass)
        var kappa = omega0Squared - decayRate * decayRate
        if abs(kappa) <= Self.criticalTolerance * omega0Squared { kappa = 0 }
        discriminant = kappa
        frequency = abs(kappa).squareRoot()
    }

    /// The spring's regime, from the sign of κ = ω0² − λ².
    package var regime: Regime {
        if discriminant > 0 { return .underdamped }
        if discriminant < 0 { return .overdamped }
        return .criticallyDamped
    }

    /// Progress x(t). Times before 0 give the state at 0 (x = 0); NaN gives NaN; +∞ gives 1
    /// when the spring is damped and NaN when it oscillates forever (damping 0).
    package func position(at t: Double) -> Double {
        guard let (decayedC, decayedS) = decayedTerms(at: t) else {
            return t.isNaN || decayRate == 0 ? .nan : 1
        }
        return 1 - decayedC - (decayRate - initialVelocity) * decayedS
    }

    /// Velocity x'(t), in fractions of the total distance per second. Times before 0 give the
    /// state at 0 (`initialVelocity`); NaN gives NaN; +∞ gives 0 when damped and NaN when
    /// undamped.
    package func velocity(at t: Double) -> Double {
        guard let (decayedC, decayedS) = decayedTerms(at: t) else {
            return t.isNaN || decayRate == 0 ? .nan : 0
        }
        let omega0Squared = naturalAngularFrequency * naturalAngularFrequency
        return initialVelocity * decayedC + (omega0Squared - decayRate * initialVelocity) * decayedS
    }

    /// (e^(−λt)·C(t), e^(−λt)·S(t)) for finite t (clamped to ≥ 0), or nil for NaN and +∞.
    private func decayedTerms(at t: Double) -> (Double, Double)? {
        guard !t.isNaN, t != .infinity else { return nil }
        let t = Swift.max(t, 0)
        let lambda = decayRate
        let w = frequency
        if discriminant > 0 {
            let envelope = exp(-lambda * t)
            let angle = w * t
            return (envelope * cos(angle), envelope * sin(angle) / w)
        }
        if discriminant == 0 {
            let envelope = exp(-lambda * t)
            return (envelope, envelope * t)
        }
        let st = w * t
        if st < 1 {
            let envelope = exp(-lambda * t)
            return (envelope * cosh(st), envelope * sinh(st) / w)
        }
        // e^(−λt)·cosh(st) = (e^(r1·t) + e^(r2·t))/2 and e^(−λt)·sinh(st)/s = (e^(r1·t) − e^(r2·t))/(2s)
        // with the slow root r1 = −ω0²/(λ + s) (no cancellation) and the fast root r2 = −(λ + s).
        let omega0Squared = naturalAngularFrequency * naturalAngularFrequency
        let slow = exp(-omega0Squared / (lambda + w) * t)
        let fast = exp(-(lambda + w) * t)
        return ((slow + fast) / 2, (slow - fast) / (2 * w))
    }
}

extension UnitSpring {
    /// The spring of SwiftUI's and iOS 17's `(duration, bounce)` parameters with mass 1:
    /// ω0 = 2π/duration; ζ = 1 − bounce for bounce ≥ 0, 1/(1 + bounce) for −1 < bounce < 0
    /// (math-reference §2.2 [SRC OpenSwiftUI]). This is the mapping `UISpringTimingParameters(
    /// duration:bounce:initialVelocity:)` and `CASpringAnimation(perceptualDuration:bounce:)` are
    /// documented to share with SwiftUI.
    ///
    /// Defined results for bad input: a duration that is not a positive finite number is
    /// replaced by 0.5 s (SwiftUI's default); bounce is clamped to [−1, 1], with NaN as 0; and a
    /// bounce of −1 or less, where ζ would be infinite, uses ζ = 1e3.
    package init(perceptualDuration: Double, bounce: Double, initialVelocity: Double = 0) {
        let duration = perceptualDuration.isFinite && perceptualDuration > 0 ? perceptualDuration : 0.5
        let bounce = bounce.isNaN ? 0 : Swift.min(Swift.max(bounce, -1), 1)
        let ratio: Double
        if bounce >= 0 {
            ratio = 1 - bounce
        } else if bounce > -1 {
            ratio = Swift.min(1 / (1 + bounce), 1e3)
        } else {
            ratio = 1e3
        }
        let omega0 = 2 * Double.pi / duration
        self.init(mass: 1, stiffness: omega0 * omega0, damping: 2 * ratio * omega0, initialVelocity: initialVelocity)
    }

    /// The spring of the WWDC 2018 "Designing Fluid Interfaces" parameters with mass 1:
    /// k = (2π/response)², c = 4π·ζ/response (math-reference §2.2). A response that is not a
    /// positive finite number is replaced by 0.5 s; a damping ratio that is negative or not
    /// finite by 1.
    package init(dampingRatio: Double, response: Double, initialVelocity: Double = 0) {
        let response = response.isFinite && response > 0 ? response : 0.5
        let ratio = dampingRatio.isFinite && dampingRatio >= 0 ? dampingRatio : 1
        let omega0 = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega0 * omega0, damping: 2 * ratio * omega0, initialVelocity: initialVelocity)
    }

    /// The velocity in the spring's normalized unit for a property moving at `velocity` (units
    /// per second) from `current` toward `target`: velocity / (target − current), the conversion
    /// UIKit documents for `initialSpringVelocity` (math-reference §2.3). A zero distance, or any
    /// non-finite result, gives 0.
    package static func relativeVelocity(_ velocity: Double, from current: Double, to target: Double) -> Double {
        let distance = target - current
        guard distance != 0 else { return 0 }
        let relative = velocity / distance
        return relative.isFinite ? relative : 0
    }
}

extension UnitSpring: CustomStringConvertible {
    package var description: String {
        "UnitSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), initialVelocity: \(initialVelocity))"
    }
}
