import Foundation
import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing
import TransitionHarness

/// Converting the Android conformance cases keeps their times and positions: LSQ2
/// velocities re-estimated from the converted traces are Android's expected ones.
@Suite(
    .enabled(
        if: ConformanceFiles.isAvailable,
        "../shared/conformance/ is missing: Android conversion conformance not checked"))
struct AndroidEventListConformanceTests {
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        struct Expected: Decodable, Sendable {
            var strategy: String
            var axis: String
            var velocity: Double?
        }
        var name: String
        var expected: [Expected]
        var testDescription: String { name }
    }

    struct File: Decodable { var cases: [Case] }

    static let data = try? ConformanceFiles.data("android-velocity-cases.json")
    static let cases: [Case] = data.flatMap { try? JSONDecoder().decode(File.self, from: $0).cases } ?? []

    static func caseData(_ name: String) throws -> Data {
        for element in try ConformanceReplay.elements("cases", of: try #require(data)) {
            let object = try #require(try JSONSerialization.jsonObject(with: element) as? [String: Any])
            if object["name"] as? String == name { return element }
        }
        throw CancellationError()
    }

    @Test func theFileHoldsTheExpectedCases() {
        #expect(Self.cases.count == 23)
    }

    @Test(arguments: cases)
    func convertedCasesKeepTheirLSQ2Velocities(_ testCase: Case) throws {
        let screen = Trace.Screen(width: 1080, height: 1920)
        let trace = try EventListConverter.convertAndroid(try Self.caseData(testCase.name), screen: screen, density: 1)
        #expect(trace.source?.kind == .converted)
        let velocity = try #require(ConformanceReplay.velocitiesAtEachUp(trace).last).velocity
        for expected in testCase.expected where expected.strategy == "LSQ2" {
            let actual = velocity.map { Double(expected.axis == "X" ? $0.x : $0.y) }
            guard let target = expected.velocity else {
                #expect(actual == nil, "\(expected.axis): expected no velocity")
                continue
            }
            let value = try #require(actual, "\(expected.axis): no velocity")
            #expect(
                abs(value - target) <= max(abs(target * 0.2), 1e-6), "\(expected.axis): \(value), expected \(target)")
        }
    }

    @Test func densityTurnsPixelsIntoPoints() throws {
        let name = try #require(Self.cases.first?.name)
        let screen = Trace.Screen(width: 400, height: 800)
        let pixels = try EventListConverter.convertAndroid(try Self.caseData(name), screen: screen, density: 1)
        let points = try EventListConverter.convertAndroid(try Self.caseData(name), screen: screen, density: 2.5)
        let inPixels = try #require(ConformanceReplay.velocitiesAtEachUp(pixels).last?.velocity)
        let inPoints = try #require(ConformanceReplay.velocitiesAtEachUp(points).last?.velocity)
        #expect(
            inPoints.x.isApproximatelyEqual(to: inPixels.x / 2.5, absoluteTolerance: 1e-9, relativeTolerance: 1e-12))
        #expect(
            inPoints.y.isApproximatelyEqual(to: inPixels.y / 2.5, absoluteTolerance: 1e-9, relativeTolerance: 1e-12))
        #expect(zip(pixels.touches, points.touches).allSatisfy { $0.t == $1.t && $0.x / 2.5 == $1.x })
    }
}
