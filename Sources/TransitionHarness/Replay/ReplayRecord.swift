import GestureTrace
import HeadlessUIKit

/// What a run leaves for its report: the transitions the driver drove, the checker's verdict,
/// the recorder's log, and the timeline when one was asked for.
@MainActor
struct ReplayRecord {
    /// The operation the trace declares.
    var operation: Trace.Transition.Operation
    /// Every transition the driver took on, in the order they began.
    var transitions: [DrivenTransition]
    var verdict: CheckVerdict
    /// The recorder's log: the UIKit events and transition calls, in order.
    var events: [UIKitEvent]
    /// The display time of the replay's start; reports count from it.
    var origin: Double
    var framesPerSecond: Int
    /// Whether a finger was still down when the trace ended.
    var fingerDownAtEnd: Bool
    /// Whether the subject started transitions its own way (a segue).
    var subjectPerforms: Bool
    /// Whether the subject is an app's own scene (``AppUnderTest``): its handlers decide.
    var isApp: Bool
    var timeline: [TimelineRow]?
}
