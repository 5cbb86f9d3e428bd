// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The decoded fields keep the snake_case keys of the peers' conformance files.

@_spi(Harness) import HeadlessUIKit
import TestSupport
import Testing

/// android-velocity-cases.json: 23 cases from AOSP's VelocityTracker_test.cpp, with the
/// velocities its LSQ2 and IMPULSE strategies produce.
@Suite(
    .enabled(
        if: ConformanceFiles.isAvailable,
        "../shared/conformance/ is missing: Android velocity conformance not checked"))
struct AndroidVelocityConformanceTests {
    struct Sample: Decodable, Sendable {
        var action: String
        var t_ns: Double
        var x: Double
        var y: Double
    }

    struct Expected: Decodable, Sendable {
        var strategy: String
        var axis: String
        var velocity: Double?
        var reimpl_current_algorithm: Double?
    }

    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        var name: String
        var samples: [Sample]
        var expected: [Expected]
        var testDescription: String { name }
    }

    struct File: Decodable {
        struct Harness: Decodable {
            struct Tolerance: Decodable {
                var value: Double
                var zero_target_abs_tolerance: Double
            }
            var tolerance: Tolerance
        }
        var harness: Harness
        var cases: [Case]
    }

    static let file: File? = try? ConformanceFiles.load(File.self, from: "android-velocity-cases.json")
    static var cases: [Case] { file?.cases ?? [] }

    /// The file's `harness.event_mapping`: the first sample is ACTION_DOWN (tracker
    /// cleared, then added), the last is ACTION_UP (not added; the velocity is read at its
    /// time, so an up more than 40 ms after the previous event finds none), the others are
    /// ACTION_MOVE (added).
    ///
    /// With `float32Positions`, coordinates are first rounded to `Float`, as the C++ test
    /// harness stores them (the file's notes).
    static func estimate(_ testCase: Case, with estimator: VelocityEstimator, float32Positions: Bool = false)
        -> VelocityEstimate?
    {
        var tracker = VelocityTracker(estimator: estimator)
        var upTime: Double?
        for (index, original) in testCase.samples.enumerated() {
            var sample = original
            if float32Positions {
                sample.x = Double(Float(sample.x))
                sample.y = Double(Float(sample.y))
            }
            let time = sample.t_ns / 1e9
            if index == 0 {
                tracker.reset()
                tracker.add(VelocitySample(time: time, x: sample.x, y: sample.y))
            } else if index == testCase.samples.count - 1 {
                upTime = time
            } else {
                tracker.add(VelocitySample(time: time, x: sample.x, y: sample.y))
            }
        }
        return tracker.estimate(at: upTime)
    }

    static func component(_ estimate: VelocityEstimate?, _ axis: String) -> Double? {
        guard let velocity = estimate?.velocity else { return nil }
        return Double(axis == "X" ? velocity.x : velocity.y)
    }

    @Test func theFileHoldsTwentyThreeCases() throws {
        let file = try #require(Self.file)
        #expect(file.cases.count == 23)
        #expect(file.cases.flatMap(\.expected).contains { $0.strategy == "LSQ2" })
    }

    /// abs(actual - expected) <= abs(expected * 0.2), nil where nil is expected.
    @Test(arguments: cases)
    func lsq2MatchesAndroidWithinTheFileTolerance(_ testCase: Case) throws {
        let tolerance = try #require(Self.file).harness.tolerance
        let estimate = Self.estimate(testCase, with: .lsq2)
        for expected in testCase.expected where expected.strategy == "LSQ2" {
            let actual = Self.component(estimate, expected.axis)
            guard let target = expected.velocity else {
                #expect(actual == nil, "\(expected.axis): expected no velocity")
                continue
            }
            let value = try #require(actual, "\(expected.axis): no velocity")
            let allowed = max(abs(target * tolerance.value), tolerance.zero_target_abs_tolerance)
            #expect(abs(value - target) <= allowed, "\(expected.axis): \(value), expected \(target)")
            // Android computes in float32 and a float32 reimplementation lands within 0.03%
            // of every value; a double-precision fit must land within 0.1%.
            #expect(
                abs(value - target) <= max(abs(target) * 1e-3, tolerance.zero_target_abs_tolerance),
                "\(expected.axis): \(value) vs \(target)")
        }
    }

    @Test(arguments: cases)
    func impulseMatchesAndroidWithinTheFileTolerance(_ testCase: Case) throws {
        let tolerance = try #require(Self.file).harness.tolerance
        let estimate = Self.estimate(testCase, with: .impulse)
        for expected in testCase.expected where expected.strategy == "IMPULSE" {
            let actual = Self.component(estimate, expected.axis)
            guard let target = expected.velocity else {
                #expect(actual == nil, "\(expected.axis): expected no velocity")
                continue
            }
            let value = try #require(actual, "\(expected.axis): no velocity")
            let allowed = max(abs(target * tolerance.value), tolerance.zero_target_abs_tolerance)
            #expect(abs(value - target) <= allowed, "\(expected.axis): \(value), expected \(target)")
        }
    }

    /// Not upstream data: the file's reimplementation of the current (post-2017) impulse
    /// algorithm, which the upstream values (mostly from the earlier variant) only bound.
    @Test(arguments: cases)
    func impulseMatchesTheCurrentAlgorithmClosely(_ testCase: Case) throws {
        let estimate = Self.estimate(testCase, with: .impulse, float32Positions: true)
        for expected in testCase.expected where expected.strategy == "IMPULSE" {
            let actual = Self.component(estimate, expected.axis)
            guard let target = expected.reimpl_current_algorithm else {
                #expect(actual == nil, "\(expected.axis): expected no velocity")
                continue
            }
            let value = try #require(actual, "\(expected.axis): no velocity")
            #expect(abs(value - target) <= max(abs(target) * 1e-6, 1e-6), "\(expected.axis): \(value) vs \(target)")
        }
    }
}
