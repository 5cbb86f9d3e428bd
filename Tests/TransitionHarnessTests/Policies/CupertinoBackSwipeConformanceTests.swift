// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The decoded fields keep the snake_case keys of the peers' conformance files.

import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing
import TransitionHarness

/// flutter-cupertino-backswipe-cases.json: back-swipe releases from Flutter's route tests
/// and its rules, with the expected pop or cancel and the completion durations.
@Suite(
    .enabled(
        if: ConformanceFiles.isAvailable,
        "../shared/conformance/ is missing: Cupertino back-swipe conformance not checked"))
struct CupertinoBackSwipeConformanceTests {
    struct Release: Decodable, Sendable {
        var controller_value: Double
        var dismiss_progress: Double
        var drag_end_velocity_px_s: Double
        var velocity_screen_widths_per_s: Double
    }

    struct Expected: Decodable, Sendable {
        var outcome: String
        var legacy_duration_ms: Double
        var modern_duration_ms: Double
    }

    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        var name: String
        var screen_width: Double
        var release: Release
        var expected: Expected
        var testDescription: String { name }

        /// pop = finish.
        var outcome: Trace.Outcome? {
            switch expected.outcome {
            case "pop": .finish
            case "cancel": .cancel
            default: nil
            }
        }

        var releaseState: ReleaseState {
            ReleaseState(
                progress: release.dismiss_progress, velocity: release.drag_end_velocity_px_s, distance: screen_width)
        }
    }

    struct File: Decodable {
        var cases: [Case]
    }

    static let cases: [Case] =
        (try? ConformanceFiles.load(File.self, from: "flutter-cupertino-backswipe-cases.json"))?.cases ?? []

    @Test func theFileHoldsElevenCases() {
        #expect(Self.cases.count == 11)
    }

    @Test(arguments: cases)
    func cupertinoDecidesAsFlutter(_ testCase: Case) throws {
        let expected = try #require(testCase.outcome, "unknown outcome \(testCase.expected.outcome)")
        // The file's own units agree with ours: v / d is its screen widths per second.
        #expect(
            testCase.releaseState.progressVelocity.isApproximatelyEqual(
                to: testCase.release.velocity_screen_widths_per_s, absoluteTolerance: 1e-12))
        #expect(
            testCase.releaseState.clampedProgress.isApproximatelyEqual(
                to: 1 - testCase.release.controller_value, absoluteTolerance: 1e-12))
        #expect(CompletionPolicy.cupertino.decide(testCase.releaseState).outcome == expected)
        #expect(CompletionPolicy.cupertino(durations: .legacy).decide(testCase.releaseState).outcome == expected)
    }

    /// The file gives durations in whole milliseconds and no tolerance: they must match to
    /// the nanosecond.
    @Test(arguments: cases)
    func cupertinoReportsFlutterCompletionDurations(_ testCase: Case) throws {
        let modern = try #require(CompletionPolicy.cupertino.decide(testCase.releaseState).completionDuration)
        let legacy = try #require(
            CompletionPolicy.cupertino(durations: .legacy).decide(testCase.releaseState).completionDuration)
        #expect(abs(modern * 1000 - testCase.expected.modern_duration_ms) < 1e-6, "modern: \(modern) s")
        #expect(abs(legacy * 1000 - testCase.expected.legacy_duration_ms) < 1e-6, "legacy: \(legacy) s")
    }
}
