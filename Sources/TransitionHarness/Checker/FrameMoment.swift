/// A display frame as the rules see it, after it was shown.
struct FrameMoment: Equatable {
    /// The display frame's index.
    var index: Int
    /// Its time, from the replay's start.
    var time: Double
    /// How many transitions the replay has begun so far: a transition whose index is lower
    /// than the last may share its views with a later one.
    var transitionsBegun: Int

    /// Whether `transition` is the last one begun so far: no later transition may be
    /// animating its views.
    @MainActor
    func isLatest(_ transition: CheckedTransition) -> Bool {
        transition.index == transitionsBegun - 1
    }
}
