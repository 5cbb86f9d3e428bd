import Testing

@testable import GestureTrace

/// `Trace.validate` holds values built in code to the rules the reader holds files to.
@Suite struct TraceValidationTests {
    static let valid = Trace(
        screen: Trace.Screen(width: 390, height: 844),
        touches: [
            TouchSample(t: 1, phase: .began, x: 0, y: 0),
            TouchSample(t: 1, phase: .began, x: 9, y: 0, id: 1),
            TouchSample(t: 2, phase: .ended, x: 0, y: 0),
            TouchSample(t: 3, phase: .began, x: 0, y: 0),
        ],
        expect: Trace.Expectation(progressAtRelease: .init(min: 0.25, max: 0.25))
    )

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var change: @Sendable (inout Trace) -> Void
        var path: String
        var fragment: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "zero width", change: { $0.screen.width = 0 }, path: "screen.width", fragment: "found 0.0"),
        Case(
            name: "infinite height", change: { $0.screen.height = .infinity }, path: "screen.height",
            fragment: "found inf"),
        Case(name: "scale 11", change: { $0.screen.scale = 11 }, path: "screen.scale", fragment: "<= 10"),
        Case(
            name: "refresh rate 0.5", change: { $0.screen.refreshRate = 0.5 }, path: "screen.refreshRate",
            fragment: "from 1 to 1000"),
        Case(
            name: "direction 0", change: { $0.transition.direction = 0 }, path: "transition.direction",
            fragment: "1 or -1"),
        Case(
            name: "NaN distance", change: { $0.transition.distance = .nan }, path: "transition.distance",
            fragment: "found nan"),
        Case(name: "no samples", change: { $0.touches = [] }, path: "touches", fragment: "at least one sample"),
        Case(name: "NaN time", change: { $0.touches[2].t = .nan }, path: "touches[2].t", fragment: "found nan"),
        Case(
            name: "time backwards", change: { $0.touches[3].t = 1.5 }, path: "touches[3].t",
            fragment: "time goes backwards (1.5 after 2.0)"),
        Case(
            name: "infinite x", change: { $0.touches[0].x = -.infinity }, path: "touches[0].x", fragment: "found -inf"),
        Case(name: "negative id", change: { $0.touches[1].id = -2 }, path: "touches[1].id", fragment: "found -2"),
        Case(
            name: "negative force", change: { $0.touches[0].force = -1 }, path: "touches[0].force",
            fragment: "found -1.0"),
        Case(
            name: "moved first", change: { $0.touches[0].phase = .moved }, path: "touches[0].phase",
            fragment: "finger 0 is not down"),
        Case(
            name: "began twice", change: { $0.touches[2].phase = .began }, path: "touches[2].phase",
            fragment: "already down"),
        Case(
            name: "progress above 1", change: { $0.expect?.progressAtRelease?.max = 2 },
            path: "expect.progressAtRelease[1]", fragment: "found 2.0"),
        Case(
            name: "progress reversed", change: { $0.expect?.progressAtRelease = .init(min: 0.5, max: 0.25) },
            path: "expect.progressAtRelease", fragment: "min <= max"),
    ]

    @Test func aValidTracePasses() throws {
        try Self.valid.validate()
    }

    @Test(arguments: cases)
    func anInvalidValueIsRefusedAtItsPath(_ testCase: Case) throws {
        var trace = Self.valid
        testCase.change(&trace)
        let error = try #require(throws: TraceError.self) { try trace.validate(file: "built") }
        #expect(error.location == .path(testCase.path))
        #expect(error.kind == .content)
        #expect(error.message.contains(testCase.fragment), "message: \(error.message)")
    }

    @Test func largeFingerIdsAreTrackedLikeSmallOnes() {
        var validator = TouchSequenceValidator()
        #expect(validator.accept(TouchSample(t: 0, phase: .began, x: 0, y: 0, id: .max), at: 0) == nil)
        #expect(validator.accept(TouchSample(t: 0, phase: .began, x: 0, y: 0, id: 64), at: 1) == nil)
        #expect(
            validator.accept(TouchSample(t: 0, phase: .began, x: 0, y: 0, id: .max), at: 2)?.message
                == #"finger 9223372036854775807 began while already down (since touches[0]); expected "moved", "stationary", "ended" or "cancelled""#
        )
        #expect(validator.accept(TouchSample(t: 0, phase: .ended, x: 0, y: 0, id: 64), at: 3) == nil)
        #expect(validator.accept(TouchSample(t: 0, phase: .moved, x: 0, y: 0, id: 64), at: 4)?.key == "phase")
    }
}
