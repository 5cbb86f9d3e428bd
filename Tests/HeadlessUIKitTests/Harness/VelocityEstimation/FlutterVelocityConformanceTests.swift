// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The decoded fields keep the snake_case keys of the peers' conformance files.

@_spi(Harness) import HeadlessUIKit
import TestSupport
import Testing

/// flutter-velocity-data.json: 13 strokes recorded on a device and the velocities
/// Flutter's least-squares `VelocityTracker` produces for them, plus an "interrupted"
/// stroke (flutter/flutter packages/flutter/test/gestures/velocity_tracker_test.dart).
@Suite(
    .enabled(
        if: ConformanceFiles.isAvailable,
        "../shared/conformance/ is missing: Flutter velocity conformance not checked"))
struct FlutterVelocityConformanceTests {
    struct Event: Decodable {
        var kind: String
        var t_ms: Double
        var x: Double
        var y: Double
    }

    struct Expected: Decodable {
        var after_event_index: Int
        var velocity_x: Double
        var velocity_y: Double
    }

    struct Derived: Decodable {
        var after_event_index: Int
        var lsq2_confidence: Double?
        var lsq2_samples_used: Int
        var lsq2_duration_ms: Double?
    }

    struct Stroke: Decodable {
        var events: [Event]
        var expected: [Expected]
    }

    struct File: Decodable {
        struct Check: Decodable {
            struct Tolerance: Decodable { var value: Double }
            var tolerance: Tolerance
        }
        struct DerivedSet: Decodable {
            var main: [Derived]
            var interrupted: Derived
        }
        var events: [Event]
        var expected: [Expected]
        var interrupted: Stroke
        var check: Check
        var derived_by_reimplementation: DerivedSet
    }

    let file: File

    init() throws {
        file = try ConformanceFiles.load(File.self, from: "flutter-velocity-data.json")
    }

    /// The file's `check.procedure`: one tracker for the whole list, never reset; down and
    /// move events are added, up events are not; at each up, read the velocity. Returns
    /// one estimate per up event, with its index in `events`.
    static func replay(_ events: [Event]) -> [(index: Int, estimate: VelocityEstimate?)] {
        var tracker = VelocityTracker(estimator: .lsq2)
        var results: [(Int, VelocityEstimate?)] = []
        for (index, event) in events.enumerated() {
            let time = event.t_ms / 1000
            switch event.kind {
            case "down", "move":
                tracker.add(VelocitySample(time: time, x: event.x, y: event.y))
            case "up":
                // The up time is 14-16 ms after the last move here, so the 40 ms stopped
                // check at the up time does not trip (check.note).
                results.append((index, tracker.estimate(at: time)))
            default:
                Issue.record("unexpected event kind \(event.kind) at events[\(index)]")
            }
        }
        return results
    }

    func expectMatches(
        _ results: [(index: Int, estimate: VelocityEstimate?)], _ expected: [Expected], tolerance: Double
    ) throws {
        try #require(results.count == expected.count, "one velocity per up event")
        for (result, expectation) in zip(results, expected) {
            #expect(result.index == expectation.after_event_index)
            let velocity = try #require(result.estimate?.velocity, "no velocity after events[\(result.index)]")
            #expect(
                ConformanceFiles.isRelativelyClose(
                    Double(velocity.x), expectation.velocity_x, tolerance: tolerance),
                "x after events[\(result.index)]: \(velocity.x), expected \(expectation.velocity_x)")
            #expect(
                ConformanceFiles.isRelativelyClose(
                    Double(velocity.y), expectation.velocity_y, tolerance: tolerance),
                "y after events[\(result.index)]: \(velocity.y), expected \(expectation.velocity_y)")
        }
    }

    @Test func lsq2ReproducesAllThirteenRecordedVelocities() throws {
        #expect(file.expected.count == 13)
        try expectMatches(Self.replay(file.events), file.expected, tolerance: file.check.tolerance.value)
    }

    @Test func lsq2ReproducesTheInterruptedStrokeAfterItsFortyMillisecondGap() throws {
        #expect(file.interrupted.expected.count == 1)
        try expectMatches(
            Self.replay(file.interrupted.events), file.interrupted.expected, tolerance: file.check.tolerance.value)
    }

    /// Not upstream data: sample counts, durations and confidences from the file's
    /// reimplementation of Flutter (which reproduces every upstream velocity bit for bit).
    @Test func lsq2UsesTheSameSamplesAndReportsTheSameConfidenceAsFlutter() throws {
        let results = Self.replay(file.events) + Self.replay(file.interrupted.events)
        let derived = file.derived_by_reimplementation.main + [file.derived_by_reimplementation.interrupted]
        try #require(results.count == derived.count)
        for (result, expectation) in zip(results, derived) {
            let estimate = try #require(result.estimate)
            #expect(estimate.sampleCount == expectation.lsq2_samples_used, "samples after events[\(result.index)]")
            if let duration = expectation.lsq2_duration_ms {
                #expect(abs(estimate.duration * 1000 - duration) < 1e-6, "duration after events[\(result.index)]")
            }
            if let confidence = expectation.lsq2_confidence {
                let actual = try #require(estimate.confidence)
                #expect(abs(actual - confidence) < 1e-9, "confidence after events[\(result.index)]: \(actual)")
            }
        }
    }
}
