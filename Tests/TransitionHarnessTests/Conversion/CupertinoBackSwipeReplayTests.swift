// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The decoded fields keep the snake_case keys of the peers' conformance files.

import Foundation
import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing
import TransitionHarness

/// The whole chain on the Cupertino back-swipe cases: convert each case's events, take
/// progress from the pan's translation and velocity from `.lsq2` at the up event, and let
/// the `cupertino` policy decide: it must pop (finish) or cancel as the file expects.
@Suite(
    .enabled(
        if: ConformanceFiles.isAvailable,
        "../shared/conformance/ is missing: Cupertino back-swipe replay not checked"))
struct CupertinoBackSwipeReplayTests {
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        struct Release: Decodable, Sendable {
            var dismiss_progress: Double
            var lsq_velocity_px_s: Double?
        }
        struct Expected: Decodable, Sendable { var outcome: String }
        var name: String
        var screen_width: Double
        var release: Release
        var expected: Expected
        var testDescription: String { name }
    }

    struct File: Decodable { var cases: [Case] }

    static let data = try? ConformanceFiles.data("flutter-cupertino-backswipe-cases.json")
    static let cases: [Case] = data.flatMap { try? JSONDecoder().decode(File.self, from: $0).cases } ?? []

    static func events(of name: String) throws -> Data {
        let caseData = try ConformanceReplay.elements("cases", of: try #require(data))
        for element in caseData {
            let object = try #require(try JSONSerialization.jsonObject(with: element) as? [String: Any])
            if object["name"] as? String == name { return element }
        }
        throw CancellationError()
    }

    @Test func theFileHoldsTheExpectedCases() {
        #expect(Self.cases.count == 11)
    }

    @Test(arguments: cases)
    func convertedEventsDecideAsFlutter(_ testCase: Case) throws {
        let screen = Trace.Screen(width: testCase.screen_width, height: 600)
        let trace = try EventListConverter.convertFlutter(Self.events(of: testCase.name), screen: screen)
        let began = try #require(trace.touches.first)
        let ended = try #require(trace.touches.last)
        #expect(ended.phase == .ended)
        let transition = trace.resolvedTransition
        let progress = transition.progress(translationX: ended.x - began.x, y: ended.y - began.y)
        #expect(progress.isApproximatelyEqual(to: testCase.release.dismiss_progress, absoluteTolerance: 1e-12))

        let velocity = ConformanceReplay.velocitiesAtEachUp(trace).last?.velocity ?? .zero
        if let lsq = testCase.release.lsq_velocity_px_s {
            // Derived, not upstream: the file's float-millisecond reimplementation drops a
            // sample whose age is 100 ms up to rounding (333.333 − 233.333), which Flutter's
            // integer-microsecond clock and this tracker's 1 ns slack keep: 4e-6 apart.
            #expect(Double(velocity.x).isApproximatelyEqual(to: lsq, absoluteTolerance: 1e-6, relativeTolerance: 1e-5))
        }
        let release = ReleaseState(
            progress: progress, velocity: Double(velocity.x) * Double(transition.direction),
            distance: transition.distance)
        let outcome = CompletionPolicy.cupertino.decide(release).outcome
        #expect(outcome == (testCase.expected.outcome == "pop" ? .finish : .cancel))
    }
}
