/// How a replay ended, as the rules' end-of-replay hooks see it.
struct ReplayEnding: Equatable {
    /// The time of the last frame, from the replay's start.
    var time: Double
    /// The last frame.
    var frame: Int
    /// Whether a finger was still down when the trace ended.
    var fingerDownAtEnd: Bool
    /// Whether the replay was cut at its time limit (a transition that never completed).
    var stoppedAtTimeLimit: Bool
}
