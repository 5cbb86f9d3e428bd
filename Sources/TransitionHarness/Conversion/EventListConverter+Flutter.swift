import Foundation
import GestureTrace

extension EventListConverter {
    /// Converts a Flutter pointer-event list into a trace.
    ///
    /// Accepted JSON (the shape of the peers' flutter-velocity-data.json and
    /// flutter-cupertino-backswipe-cases.json):
    ///
    /// ```
    /// document = [ event, ... ]  |  { "events": [ event, ... ], ...other keys ignored }
    /// event    = {
    ///   "kind":    "down" | "move" | "up" | "cancel",   PointerDownEvent, PointerMoveEvent, ...
    ///   "t_ms":    number,           the event's timeStamp in milliseconds
    ///   "x", "y":  number,           position in logical pixels
    ///   "pointer": integer >= 0,     optional, default 0: the pointer id
    ///   ...other keys ignored
    /// }
    /// ```
    ///
    /// Phases map down → began, move → moved, up → ended, cancel → cancelled.
    ///
    /// - Parameters:
    ///   - data: the JSON document.
    ///   - screen: the screen of the trace, in points (the list does not say).
    ///   - devicePixelRatio: pixels of the list per point of the trace. Flutter's logical
    ///     pixels are points already: 1, the default. Pass the ratio when the positions are
    ///     physical pixels.
    ///   - name: the trace's name.
    ///   - origin: the trace's `source.origin`; default "Flutter pointer events".
    ///   - transition: the trace's `transition` block.
    public static func convertFlutter(
        _ data: some Collection<UInt8>,
        screen: Trace.Screen,
        devicePixelRatio: Double = 1,
        name: String? = nil,
        origin: String? = nil,
        transition: Trace.Transition = Trace.Transition()
    ) throws(EventListConversionError) -> Trace {
        try checkScale(devicePixelRatio, argument: "devicePixelRatio")
        let document = try parse(data)
        let (elements, listPath) = try eventList(in: document, keys: ["events"])
        var events: [PointerEvent] = []
        events.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let path = listPath.appending(index: index)
            try element.requireObject(at: path, what: "an event object")
            let kinds = "\"down\", \"move\", \"up\", \"cancel\""
            let kind = try element.requireString("kind", at: path, oneOf: kinds)
            let phase: TouchPhase
            switch kind {
            case "down": phase = .began
            case "move": phase = .moved
            case "up": phase = .ended
            case "cancel": phase = .cancelled
            default:
                throw EventListConversionError(
                    location: .jsonPath(path.appending(key: "kind").description),
                    expected: "one of \(kinds)", found: "the string \"\(kind)\"")
            }
            events.append(
                PointerEvent(
                    phase: phase,
                    time: try element.requireNumber("t_ms", at: path, meaning: "milliseconds"),
                    x: try element.requireNumber("x", at: path, meaning: "logical pixels"),
                    y: try element.requireNumber("y", at: path, meaning: "logical pixels"),
                    pointer: try element.optionalPointer("pointer", at: path, default: 0),
                    path: path,
                    timePath: path.appending(key: "t_ms")))
        }
        return try makeTrace(
            events,
            listPath: listPath,
            unitsPerSecond: 1000,
            pixelsPerPoint: devicePixelRatio,
            screen: screen,
            name: name,
            notes: "Converted from \(events.count) Flutter pointer events (ms, logical px / \(devicePixelRatio)).",
            origin: origin ?? "Flutter pointer events",
            transition: transition)
    }
}
