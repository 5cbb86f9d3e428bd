import GestureTrace
@_spi(Harness) import HeadlessUIKit

/// The stage of one replay as the run and the checker see it, whoever built it: the harness's
/// own scene (``ReplayScene``, for a ``TransitionUnderTest``) or the app's (``AppScene``, for
/// an ``AppUnderTest``).
@MainActor
protocol ReplayStage: AnyObject {
    /// The display, on its virtual clock.
    var display: HeadlessDisplay { get }
    /// The key window: everything on screen.
    var window: UIWindow { get }
    /// The log of UIKit's calls and diagnostics for this replay.
    var recorder: UIKitRecorder { get }
    /// The operation the trace declares.
    var operation: Trace.Transition.Operation { get }
    /// The kinds of transition the trace's gesture is meant to begin: those of the subject's
    /// gestures with the trace's operation (``SupportedGesture/begins``), or the operation's
    /// own kind when it declares none.
    var expectedKinds: Set<TransitionKind> { get }
}

extension ReplayStage {
    /// The kinds of transition `subject`'s gestures of `operation` begin.
    static func expectedKinds(of subject: any ReplaySubject, for operation: Trace.Transition.Operation)
        -> Set<TransitionKind>
    {
        let kinds = Set(subject.supportedGestures.filter { $0.operation == operation }.map(\.begins))
        return kinds.isEmpty ? [TransitionKind(operation)] : kinds
    }
}
