import GestureTrace
import HeadlessUIKit

/// What every subject of a replay declares: its name, and the gestures it answers.
///
/// Conform to one of its two refinements, not to this protocol itself: ``AppUnderTest`` for
/// your app's own scene (its containers, delegates and gesture recognizers), or
/// ``TransitionUnderTest`` for an animator (and, optionally, an interaction controller)
/// that the harness's own scene stages. ``Replayer`` and ``TransitionFuzzer`` take either.
@MainActor
public protocol ReplaySubject: AnyObject {
    /// The name reports, fuzz findings and command-line tools use.
    var name: String { get }

    /// The gestures the subject answers, each with the transition it begins: what a fuzzer
    /// generates for it, and what a command-line tool lists. The first is the subject's
    /// main gesture.
    var supportedGestures: [SupportedGesture] { get }
}

extension ReplaySubject {
    /// The operations of ``supportedGestures``.
    public var supportedOperations: Set<Trace.Transition.Operation> {
        Set(supportedGestures.map(\.operation))
    }
}

/// One gesture a subject answers: a trace `transition` block (operation, gesture, edge, axis,
/// direction, distance, edge width), where on the screen the gesture must start to reach the
/// subject's recognizer, and the kind of transition UIKit begins for it.
public struct SupportedGesture: Sendable, Equatable {
    /// The trace `transition` block of the gesture; its operation is the one a trace declares.
    public var transition: Trace.Transition
    /// Where the first finger goes down, in fractions of the screen's width and height
    /// (`(0, 0.4, 1, 0.6)`: the lower 60 %); nil for anywhere. An edge pan starts at its
    /// edge, whatever this says.
    public var startRegion: CGRect?
    /// The kind of transition UIKit begins for the gesture: the trace's operation, except for
    /// a tab switch, which the trace format declares as a push (the new tab's view comes in
    /// over the old one, as a pushed controller's does).
    public var begins: TransitionKind

    /// A gesture that begins the transition its trace block declares, or `begins`.
    public init(
        _ transition: Trace.Transition, startRegion: CGRect? = nil, begins: TransitionKind? = nil
    ) {
        self.transition = transition
        self.startRegion = startRegion
        self.begins = begins ?? TransitionKind(transition.operation ?? .pop)
    }

    /// The trace operation the gesture is declared with.
    public var operation: Trace.Transition.Operation { transition.operation ?? .pop }

    /// The gestures the harness's own scene answers for every operation, and the fuzzer's
    /// default table: the back swipe (pop, left edge, all defaults), a push from the right
    /// edge, a pull-down dismissal, a presentation from the bottom edge, a full-screen pop pan,
    /// a dismissal from the top edge.
    public static let standard: [SupportedGesture] = [
        SupportedGesture(Trace.Transition()),
        SupportedGesture(Trace.Transition(operation: .push, gesture: .edgePan, edge: .right)),
        SupportedGesture(Trace.Transition(operation: .dismiss, gesture: .pan, axis: .y, direction: 1)),
        SupportedGesture(Trace.Transition(operation: .present, gesture: .edgePan, edge: .bottom)),
        SupportedGesture(Trace.Transition(operation: .pop, gesture: .pan)),
        SupportedGesture(Trace.Transition(operation: .dismiss, gesture: .edgePan, edge: .top)),
    ]
}
