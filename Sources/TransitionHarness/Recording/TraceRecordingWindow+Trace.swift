import GestureTrace
import HeadlessUIKit
import TransitionHarnessAppSupport

// The harness side of the recorder: its samples as a `Trace` value, without going through
// JSON. (`TraceRecordingWindow` itself lives in TransitionHarnessAppSupport, free of
// GestureTrace, so that it builds in an iOS app.)

extension TraceRecordingWindow {
    /// The recorded samples as trace samples; samples with an unknown phase are left out.
    public var recordedTouchSamples: [TouchSample] {
        recordedSamples.compactMap { sample in
            TouchPhase(rawValue: sample.phase).map { phase in
                TouchSample(t: sample.t, phase: phase, x: sample.x, y: sample.y, id: sample.id, force: sample.force)
            }
        }
    }

    /// The recording as a trace on a screen the size of the window's bounds.
    public func recordedTrace(
        name: String? = nil,
        scale: Double = Trace.Screen.defaultScale,
        refreshRate: Double = Trace.Screen.defaultRefreshRate,
        transition: Trace.Transition = Trace.Transition()
    ) -> Trace {
        Trace(
            name: name,
            source: Trace.Source(kind: .recorded, software: "TraceRecordingWindow"),
            screen: Trace.Screen(
                width: Double(bounds.width), height: Double(bounds.height), scale: scale, refreshRate: refreshRate),
            transition: transition,
            touches: recordedTouchSamples
        )
    }
}
