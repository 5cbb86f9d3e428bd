import GestureTrace

/// The first `finish()` or `cancel()` of an interaction controller after its last `pause()`:
/// the decision, when it came, the progress then, and the completion it implies.
struct Resolution {
    var outcome: Trace.Outcome
    var time: Double
    var progress: Double
    /// The controller's `completionSpeed` when it was called, as it latched it.
    var completionSpeed: Double
    /// How long the completion a percent-driven controller runs from there lasts.
    var expectedDuration: Double?
}
