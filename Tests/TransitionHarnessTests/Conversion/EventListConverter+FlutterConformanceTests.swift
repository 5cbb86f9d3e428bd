// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The decoded fields keep the snake_case keys of the peers' conformance files.

import Foundation
import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing
import TransitionHarness

/// Converting the Flutter conformance strokes keeps their times and positions: velocities
/// re-estimated from the converted traces are Flutter's expected ones.
@Suite(
    .enabled(
        if: ConformanceFiles.isAvailable,
        "../shared/conformance/ is missing: Flutter conversion conformance not checked"))
struct FlutterEventListConformanceTests {
    struct Expected: Decodable {
        var velocity_x: Double
        var velocity_y: Double
    }

    struct VelocityFile: Decodable {
        struct Interrupted: Decodable { var expected: [Expected] }
        var expected: [Expected]
        var interrupted: Interrupted
    }

    static let screen = Trace.Screen(width: 400, height: 800)

    func expectVelocities(_ trace: Trace, _ expected: [Expected], resetOnDown: Bool) throws {
        let results = ConformanceReplay.velocitiesAtEachUp(trace, resetOnDown: resetOnDown)
        try #require(results.count == expected.count)
        for (result, expectation) in zip(results, expected) {
            let velocity = try #require(result.velocity, "no velocity at touches[\(result.touchIndex)]")
            #expect(
                ConformanceFiles.isRelativelyClose(Double(velocity.x), expectation.velocity_x, tolerance: 0.001),
                "x at touches[\(result.touchIndex)]: \(velocity.x), expected \(expectation.velocity_x)")
            #expect(
                ConformanceFiles.isRelativelyClose(Double(velocity.y), expectation.velocity_y, tolerance: 0.001),
                "y at touches[\(result.touchIndex)]: \(velocity.y), expected \(expectation.velocity_y)")
        }
    }

    @Test(arguments: [true, false])
    func theThirteenRecordedStrokesKeepTheirVelocities(resetOnDown: Bool) throws {
        let data = try ConformanceFiles.data("flutter-velocity-data.json")
        let expected = try JSONDecoder().decode(VelocityFile.self, from: data).expected
        let trace = try EventListConverter.convertFlutter(
            data, screen: Self.screen, origin: "flutter-velocity-data.json")
        #expect(trace.touches.count == 306)
        #expect(trace.source == Trace.Source(kind: .converted, origin: "flutter-velocity-data.json"))
        #expect(trace.touches.first?.t == 0)
        #expect(Set(trace.touches.map(\.id)) == Set(1...13))
        try expectVelocities(trace, expected, resetOnDown: resetOnDown)
    }

    @Test func theInterruptedStrokeKeepsItsVelocity() throws {
        let data = try ConformanceFiles.data("flutter-velocity-data.json")
        let expected = try JSONDecoder().decode(VelocityFile.self, from: data).interrupted.expected
        let trace = try EventListConverter.convertFlutter(
            ConformanceReplay.member("interrupted", of: data), screen: Self.screen)
        #expect(trace.touches.count == 12)
        // The 40 ms gap survives conversion: 216698414 − 216698366 ms.
        #expect(abs((trace.touches[6].t - trace.touches[5].t) - 0.048) < 1e-12)
        try expectVelocities(trace, expected, resetOnDown: true)
    }
}
