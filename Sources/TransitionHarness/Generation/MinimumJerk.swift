import Foundation

/// The minimum-jerk trajectory, the classic model of a human point-to-point hand movement
/// (Flash and Hogan, "The coordination of arm movements", J. Neuroscience 5(7), 1985): the
/// path between two points that minimises the integral of squared jerk, with zero velocity
/// and acceleration at both ends.
///
/// With τ = t/T in [0, 1], the fraction of the way covered is `10τ³ − 15τ⁴ + 6τ⁵`; its rate
/// is `30τ²(1 − τ)²` per unit τ, peaking at 1.875 times the mean speed at τ = 0.5.
enum MinimumJerk {
    /// The fraction of the movement covered at normalised time `tau` (clamped to [0, 1]).
    static func fraction(at tau: Double) -> Double {
        let s = min(max(tau, 0), 1)
        return s * s * s * (10 + s * (-15 + 6 * s))
    }

    /// The rate of `fraction(at:)` with respect to τ.
    static func rate(at tau: Double) -> Double {
        let s = min(max(tau, 0), 1)
        return 30 * s * s * (1 - s) * (1 - s)
    }
}
