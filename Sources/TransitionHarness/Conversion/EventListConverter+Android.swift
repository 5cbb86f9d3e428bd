import Foundation
import GestureTrace

extension EventListConverter {
    /// Converts an Android `MotionEvent` list, one pointer per entry, into a trace.
    ///
    /// Accepted JSON (the shape of a case in the peers' android-velocity-cases.json):
    ///
    /// ```
    /// document = [ sample, ... ]
    ///          | { "samples": [ sample, ... ], ... }  |  { "events": [ sample, ... ], ... }
    /// sample   = {
    ///   "action":  "down" | "pointer_down" | "move" | "up" | "pointer_up" | "cancel",
    ///              or the constant's name: "ACTION_DOWN", "ACTION_POINTER_DOWN", ...
    ///   time:      "t_ns": number (nanoseconds, getEventTime) or "t_ms_rel" or "t_ms":
    ///              number (milliseconds); the first sample's choice, in that order of
    ///              preference, must be present in every sample
    ///   "x", "y":  number,           position in pixels (getRawX / getRawY)
    ///   "pointer": integer >= 0,     optional, default 0: the pointer id
    ///   ...other keys ignored
    /// }
    /// ```
    ///
    /// Actions map down and pointer_down → began, move → moved, up and pointer_up → ended,
    /// cancel → cancelled (for that entry's pointer).
    ///
    /// - Parameters:
    ///   - data: the JSON document.
    ///   - screen: the screen of the trace, in points.
    ///   - density: pixels per point: Android's `DisplayMetrics.density` (pixels per dp),
    ///     for example 2.625; required, since raw coordinates are device pixels.
    ///   - name: the trace's name.
    ///   - origin: the trace's `source.origin`; default "Android MotionEvents".
    ///   - transition: the trace's `transition` block.
    public static func convertAndroid(
        _ data: some Collection<UInt8>,
        screen: Trace.Screen,
        density: Double,
        name: String? = nil,
        origin: String? = nil,
        transition: Trace.Transition = Trace.Transition()
    ) throws(EventListConversionError) -> Trace {
        try checkScale(density, argument: "density")
        let document = try parse(data)
        let (elements, listPath) = try eventList(in: document, keys: ["samples", "events"])
        var timeKey: (key: String, unitsPerSecond: Double)?
        var events: [PointerEvent] = []
        events.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let path = listPath.appending(index: index)
            try element.requireObject(at: path, what: "a sample object")
            let actions = "\"down\", \"pointer_down\", \"move\", \"up\", \"pointer_up\", \"cancel\""
            let action = try element.requireString("action", at: path, oneOf: actions)
            let phase: TouchPhase
            var normalized = action.lowercased()
            if normalized.hasPrefix("action_") {
                normalized.removeFirst("action_".count)
            }
            switch normalized {
            case "down", "pointer_down": phase = .began
            case "move": phase = .moved
            case "up", "pointer_up": phase = .ended
            case "cancel": phase = .cancelled
            default:
                throw EventListConversionError(
                    location: .jsonPath(path.appending(key: "action").description),
                    expected: "one of \(actions)", found: "the string \"\(action)\"")
            }
            if timeKey == nil {
                timeKey = [("t_ns", 1e9), ("t_ms_rel", 1e3), ("t_ms", 1e3)].first { element[$0.0] != nil }
            }
            guard let timeKey else {
                throw EventListConversionError(
                    location: .jsonPath(path.description),
                    expected: "a time: \"t_ns\" (nanoseconds), \"t_ms_rel\" or \"t_ms\" (milliseconds)",
                    found: "none of them")
            }
            events.append(
                PointerEvent(
                    phase: phase,
                    time: try element.requireNumber(
                        timeKey.key, at: path, meaning: timeKey.unitsPerSecond == 1e9 ? "nanoseconds" : "milliseconds"),
                    x: try element.requireNumber("x", at: path, meaning: "pixels"),
                    y: try element.requireNumber("y", at: path, meaning: "pixels"),
                    pointer: try element.optionalPointer("pointer", at: path, default: 0),
                    path: path,
                    timePath: path.appending(key: timeKey.key)))
        }
        let unitsPerSecond = timeKey?.unitsPerSecond ?? 1e9
        return try makeTrace(
            events,
            listPath: listPath,
            unitsPerSecond: unitsPerSecond,
            pixelsPerPoint: density,
            screen: screen,
            name: name,
            notes:
                "Converted from \(events.count) Android MotionEvents "
                + "(\(unitsPerSecond == 1e9 ? "ns" : "ms"), px / \(density)).",
            origin: origin ?? "Android MotionEvents",
            transition: transition)
    }
}
