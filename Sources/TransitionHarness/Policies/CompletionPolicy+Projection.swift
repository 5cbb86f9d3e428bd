import GestureTrace

extension CompletionPolicy {
    /// `UIScrollView.DecelerationRate.normal`, the default rate of ``projection``.
    public static let normalDecelerationRate = 0.998

    /// Projection with the normal deceleration rate, 0.998.
    public static let projection = projection(decelerationRate: normalDecelerationRate)

    /// Where the content would come to rest if the finger's velocity decayed as a scroll
    /// view decelerates: finish iff that point is past halfway.
    ///
    /// finish iff p + project(v) / d ≥ 0.5, where project(v) = (v / 1000) · r / (1 − r) is
    /// the distance travelled when each millisecond keeps the fraction r of the velocity
    /// (the geometric sum of v · rⁿ / 1000 over the milliseconds n ≥ 1). A touch the
    /// system cancelled cancels. No completion duration of its own.
    ///
    /// Source: WWDC18 session 803 "Designing Fluid Interfaces" (the `project` function of its
    /// sample code); r is `UIScrollView.DecelerationRate` (normal 0.998, fast 0.99).
    /// See the design notes, math-reference.md §3.
    ///
    /// - Parameter decelerationRate: r, in (0, 1).
    public static func projection(decelerationRate rate: Double) -> CompletionPolicy {
        precondition(rate > 0 && rate < 1, "a deceleration rate lies strictly between 0 and 1")
        return CompletionPolicy(
            name: rate == normalDecelerationRate ? "projection" : "projection:\(rate)",
            summary:
                "cancelled touch: cancel; finish iff p + (v/1000)·r/(1−r)/d >= 0.5, r = \(rate) (WWDC18 projection)"
        ) { release in
            guard !release.touchCancelled else { return CompletionDecision(outcome: .cancel) }
            // project(v) / d, computed from v / d so that bad input counts as no velocity.
            let projected = release.clampedProgress + (release.progressVelocity / 1000) * rate / (1 - rate)
            return CompletionDecision(outcome: projected >= 0.5 ? .finish : .cancel)
        }
    }

    /// The distance, in points, that velocity `velocity` (points per second) carries under
    /// deceleration rate `rate`: (v / 1000) · r / (1 − r).
    public static func projectedDistance(velocity: Double, decelerationRate rate: Double) -> Double {
        (velocity / 1000) * rate / (1 - rate)
    }
}
