import Foundation
import GestureTrace

/// Converts pointer-event lists recorded by other toolkits into gesture traces (source kind
/// `converted`), so that their recordings replay in the harness.
///
/// - ``convertFlutter(_:screen:devicePixelRatio:name:origin:transition:)``: Flutter
///   `PointerEvent` lists (times in ms, logical pixels).
/// - ``convertAndroid(_:screen:density:name:origin:transition:)``: Android `MotionEvent`
///   lists (times in ns or ms, pixels).
///
/// Common rules, whatever the source:
/// - Times become seconds from the first event (a trace's times only matter by their
///   differences); they must not decrease along the list (equal times are fine).
/// - Positions become points: divided by the source's pixels per point.
/// - Each pointer becomes a finger (`id`): it must go down, move any number of times, and go
///   up or be cancelled, before it may go down again; every pointer must be up at the end.
/// - Unknown keys are ignored, so the peers' annotated files convert as they are.
/// - The input is strict JSON (RFC 8259, a UTF-8 byte-order mark allowed).
///
/// Every refusal is an ``EventListConversionError`` that says where (byte offset, line and
/// column for syntax; a JSON path such as `events[17].t_ms` for content) and what was
/// expected and found.
public enum EventListConverter {
    /// One event in the common form both sources are read into.
    struct PointerEvent {
        var phase: TouchPhase
        /// In the source's unit; see `unitsPerSecond`.
        var time: Double
        var x: Double
        var y: Double
        var pointer: Int
        var path: JSONPath
        var timePath: JSONPath
    }

    /// Builds the trace from events already read, in list order.
    static func makeTrace(
        _ events: [PointerEvent],
        listPath: JSONPath,
        unitsPerSecond: Double,
        pixelsPerPoint: Double,
        screen: Trace.Screen,
        name: String?,
        notes: String,
        origin: String,
        transition: Trace.Transition
    ) throws(EventListConversionError) -> Trace {
        guard let first = events.first else {
            throw EventListConversionError(
                location: .jsonPath(listPath.description), expected: "at least one event", found: "an empty array")
        }
        var down: [Int: JSONPath] = [:]
        var previous = first
        var touches: [TouchSample] = []
        touches.reserveCapacity(events.count)
        for event in events {
            if event.time < previous.time {
                throw EventListConversionError(
                    location: .jsonPath(event.timePath.description),
                    expected: "a time at or after \(previous.time) (the time of \(previous.path))",
                    found: "\(event.time)")
            }
            let isDown = down[event.pointer] != nil
            switch (event.phase, isDown) {
            case (.began, false):
                down[event.pointer] = event.path
            case (.began, true):
                throw EventListConversionError(
                    location: .jsonPath(event.path.description),
                    expected: "a move, up or cancel for pointer \(event.pointer), which is down",
                    found: "another down")
            case (_, false):
                throw EventListConversionError(
                    location: .jsonPath(event.path.description),
                    expected:
                        "a down for pointer \(event.pointer) before its \(event.phase == .moved ? "moves" : "end")",
                    found: "\(phaseName(event.phase)) while it is up")
            case (.ended, true), (.cancelled, true):
                down[event.pointer] = nil
            case (_, true):
                break
            }
            touches.append(
                TouchSample(
                    t: (event.time - first.time) / unitsPerSecond,
                    phase: event.phase,
                    x: event.x / pixelsPerPoint,
                    y: event.y / pixelsPerPoint,
                    id: event.pointer))
            previous = event
        }
        if let (pointer, path) = down.min(by: { $0.key < $1.key }) {
            throw EventListConversionError(
                location: .jsonPath(listPath.description),
                expected: "every pointer to end with an up or a cancel",
                found: "pointer \(pointer) still down (it went down at \(path))")
        }
        return Trace(
            name: name,
            notes: notes,
            source: Trace.Source(kind: .converted, origin: origin),
            screen: screen,
            transition: transition,
            touches: touches)
    }

    private static func phaseName(_ phase: TouchPhase) -> String {
        switch phase {
        case .began: "a down"
        case .moved, .stationary: "a move"
        case .ended: "an up"
        case .cancelled: "a cancel"
        }
    }

    /// Refuses a scale that is not a finite number > 0.
    static func checkScale(_ value: Double, argument: String) throws(EventListConversionError) {
        guard value.isFinite, value > 0 else {
            throw EventListConversionError(
                location: .argument(argument), expected: "a finite number greater than 0", found: "\(value)")
        }
    }

    /// The event array of a document that is either the array itself or an object holding
    /// it under the first of `keys` present.
    static func eventList(in document: JSONValue, keys: [String]) throws(EventListConversionError) -> (
        elements: [JSONValue], path: JSONPath
    ) {
        if case .array(let elements) = document {
            return (elements, .root)
        }
        let keyList = keys.map { "\"\($0)\"" }.joined(separator: " or ")
        guard case .object = document else {
            throw EventListConversionError(
                location: .jsonPath(JSONPath.root.description),
                expected: "an array of events or an object with \(keyList)",
                found: document.foundDescription)
        }
        for key in keys {
            guard let value = document[key] else { continue }
            let path = JSONPath.root.appending(key: key)
            guard case .array(let elements) = value else {
                throw EventListConversionError(
                    location: .jsonPath(path.description), expected: "an array of events", found: value.foundDescription
                )
            }
            return (elements, path)
        }
        throw EventListConversionError(
            location: .jsonPath(JSONPath.root.description),
            expected: "an array of events or an object with \(keyList)",
            found: "an object without them")
    }

    /// Parses `data`, mapping syntax errors to located errors.
    static func parse(_ data: some Collection<UInt8>) throws(EventListConversionError) -> JSONValue {
        try JSONValue.parse(data)
    }
}
