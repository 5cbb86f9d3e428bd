#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

// A drop-in gesture recorder for iOS apps.
//
// This file uses only UIKit and Foundation API, so the same file compiles in an iOS app
// (where it imports UIKit) and here, against HeadlessUIKit, where the harness tests it by
// replaying traces through it. To record on a device: add this file (or the
// TransitionHarnessAppSupport library) to the app, make the
// app's window a `TraceRecordingWindow`, perform the gesture, then write
// `traceJSON(name:scale:refreshRate:)` somewhere you can fetch it (the app's Documents
// directory, or the console). The output is a gesture trace (format version 1, see the
// harness's docs/trace-format.md) that the harness replays.

/// A window that records every touch it is sent, as gesture-trace samples, then delivers
/// the event as usual.
///
/// For each touch event: each finger's phase, location in the window, timestamp (the
/// touch's, on the system's clock), force (when the device reports force) and a finger id.
/// Finger ids are the smallest number not used by a finger that is down, as Android's
/// pointer ids are: a lone finger is 0, a second finger while it is down is 1, and a finger
/// that lands after all lifted is 0 again. Fingers that land in the same event get ids in
/// order of their x, then y, coordinate; samples of one event are written in id order.
///
/// Not recorded: touches that began before recording started (until they lift), pointer
/// hover phases, and stationary fingers whose timestamp did not change since their last
/// sample (UIKit lists every finger that is down in each event; one that did not change is
/// not a sample).
open class TraceRecordingWindow: UIWindow {
    /// One recorded sample, with the trace format's field names.
    public struct Sample: Equatable, Sendable {
        /// Seconds, the touch's timestamp.
        public var t: Double
        /// `began`, `moved`, `stationary`, `ended` or `cancelled`.
        public var phase: String
        /// Points in the window's coordinate space.
        public var x: Double
        public var y: Double
        /// The finger.
        public var id: Int
        /// The touch's force, when the device reports one.
        public var force: Double?

        public init(t: Double, phase: String, x: Double, y: Double, id: Int, force: Double? = nil) {
            self.t = t
            self.phase = phase
            self.x = x
            self.y = y
            self.id = id
            self.force = force
        }
    }

    /// The samples recorded so far, in delivery order.
    public private(set) var recordedSamples: [Sample] = []

    /// Whether events are recorded; they are delivered either way.
    public var isRecording = true

    /// The finger id of each touch that is down, by the touch's identity.
    private var fingerIDs: [ObjectIdentifier: Int] = [:]
    /// The timestamp of each finger's last sample.
    private var lastSampleTimes: [Int: Double] = [:]

    private static let phaseNames: [UITouch.Phase: String] = [
        .began: "began", .moved: "moved", .stationary: "stationary", .ended: "ended", .cancelled: "cancelled",
    ]

    open override func sendEvent(_ event: UIEvent) {
        if isRecording {
            record(event)
        }
        super.sendEvent(event)
    }

    /// Forgets the samples recorded so far (fingers that are down keep their ids).
    public func clearRecording() {
        recordedSamples.removeAll()
    }

    private func record(_ event: UIEvent) {
        guard event.type == .touches, let touches = event.allTouches else { return }
        var fingers: [(id: Int, touch: UITouch)] = []
        var landing: [UITouch] = []
        for touch in touches where touch.window == nil || touch.window === self {
            if let id = fingerIDs[ObjectIdentifier(touch)] {
                fingers.append((id, touch))
            } else if touch.phase == .began {
                landing.append(touch)
            }
        }
        landing.sort { first, second in
            let a = first.location(in: self)
            let b = second.location(in: self)
            return a.x != b.x ? a.x < b.x : a.y < b.y
        }
        for touch in landing {
            let id = lowestFreeFingerID()
            fingerIDs[ObjectIdentifier(touch)] = id
            fingers.append((id, touch))
        }
        fingers.sort { $0.id < $1.id }
        for (id, touch) in fingers {
            guard let phase = Self.phaseNames[touch.phase] else { continue }
            let time = Double(touch.timestamp)
            if touch.phase == .stationary, let last = lastSampleTimes[id], time <= last { continue }
            let location = touch.location(in: self)
            let force = touch.maximumPossibleForce > 0 ? Double(touch.force) : nil
            recordedSamples.append(
                Sample(t: time, phase: phase, x: Double(location.x), y: Double(location.y), id: id, force: force))
            lastSampleTimes[id] = time
            if touch.phase == .ended || touch.phase == .cancelled {
                fingerIDs[ObjectIdentifier(touch)] = nil
                lastSampleTimes[id] = nil
            }
        }
    }

    private func lowestFreeFingerID() -> Int {
        let used = Set(fingerIDs.values)
        var id = 0
        while used.contains(id) {
            id += 1
        }
        return id
    }

    // MARK: Writing the trace

    /// The recording as a gesture-trace JSON document.
    ///
    /// - Parameters:
    ///   - name: the trace's name; none when nil.
    ///   - scale: pixels per point of the screen (`UIScreen.main.scale` on a device).
    ///   - refreshRate: the display's frame rate in Hz (`UIScreen.main.maximumFramesPerSecond`).
    ///   - timesFromZero: subtract the first sample's time from every time (the format only
    ///     needs differences; the raw timestamps are written when false).
    /// - Returns: the JSON text: the screen is the window's bounds size, `source.kind` is
    ///   `recorded`, numbers are written so they read back exactly.
    public func traceJSON(name: String? = nil, scale: Double = 1, refreshRate: Double = 60, timesFromZero: Bool = false)
        -> String
    {
        let origin = timesFromZero ? (recordedSamples.first?.t ?? 0) : 0
        var json = "{\n  \"format\": \"gesture-trace\",\n  \"version\": 1,\n"
        if let name {
            json += "  \"name\": \(Self.jsonString(name)),\n"
        }
        json += "  \"source\": {\"kind\": \"recorded\", \"software\": \"TraceRecordingWindow\"},\n"
        json += "  \"screen\": {\"width\": \(Self.jsonNumber(Double(bounds.width))), "
        json += "\"height\": \(Self.jsonNumber(Double(bounds.height))), "
        json += "\"scale\": \(Self.jsonNumber(scale)), \"refreshRate\": \(Self.jsonNumber(refreshRate))},\n"
        json += "  \"touches\": ["
        for (index, sample) in recordedSamples.enumerated() {
            json += index == 0 ? "\n" : ",\n"
            json += "    {\"t\": \(Self.jsonNumber(sample.t - origin)), \"phase\": \"\(sample.phase)\", "
            json += "\"x\": \(Self.jsonNumber(sample.x)), \"y\": \(Self.jsonNumber(sample.y)), \"id\": \(sample.id)"
            if let force = sample.force {
                json += ", \"force\": \(Self.jsonNumber(force))"
            }
            json += "}"
        }
        json += recordedSamples.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return json
    }

    /// ``traceJSON(name:scale:refreshRate:timesFromZero:)`` as UTF-8 data, to write to a file.
    public func traceJSONData(
        name: String? = nil, scale: Double = 1, refreshRate: Double = 60, timesFromZero: Bool = false
    )
        -> Data
    {
        Data(traceJSON(name: name, scale: scale, refreshRate: refreshRate, timesFromZero: timesFromZero).utf8)
    }

    /// A finite number in the shortest form that reads back exactly (Swift's
    /// `description`); 0 for a non-finite value, which JSON cannot hold.
    private static func jsonNumber(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "0"
    }

    /// A JSON string literal, as Foundation's encoder writes it (slashes as they are).
    private static func jsonString(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        // Encoding a string cannot fail; the empty literal stands in all the same.
        return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }
}
