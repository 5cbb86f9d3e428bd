/// The distance a motion at `velocity` (points per second) covers while decelerating at `rate`
/// (UIScrollView's factor per millisecond; its constants are `normal` 0.998 and `fast` 0.99,
/// [OBS] "0.998 and 0.990 in iPhone OS 3.0", the same in Chameleon's `UIScrollView.m`):
/// `(velocity/1000)·r/(1 − r)`, the sum of the per-millisecond steps `velocity·rⁿ/1000`
/// (WWDC 2018 session 803 "Designing Fluid Interfaces", math-reference §3 [OBS]). Add it to the
/// current position to find where a flick is heading. It is 0.1% below the continuous model's
/// `Deceleration.restingDisplacement`; this is the form designers expect.
///
/// Defined results: a rate ≤ 0 gives 0 (stops at once), a rate ≥ 1 gives ±∞ (never slows down;
/// 0 for zero velocity), NaN in either gives NaN.
package func project(velocity: Double, decelerationRate: UIScrollView.DecelerationRate) -> Double {
    let rate = Double(decelerationRate.rawValue)
    if velocity.isNaN || rate.isNaN { return .nan }
    if rate <= 0 || velocity == 0 { return 0 }
    if rate >= 1 { return velocity > 0 ? .infinity : -.infinity }
    return velocity / 1000 * rate / (1 - rate)
}
