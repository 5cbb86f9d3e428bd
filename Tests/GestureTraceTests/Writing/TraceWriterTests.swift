import Testing

@testable import GestureTrace

@Suite struct TraceWriterTests {
    static let full = Trace(
        name: "pop-fling",
        notes: "Fast \"back\" swipe\nline two",
        source: Trace.Source(kind: .recorded, device: "iPhone 15", software: nil, origin: "lab/é"),
        screen: Trace.Screen(width: 393, height: 852, scale: 3, refreshRate: 120),
        transition: Trace.Transition(operation: .pop, edge: .left, direction: 1, distance: 196.5),
        touches: [
            TouchSample(t: 345678.1, phase: .began, x: 2, y: 400.25),
            TouchSample(t: 345678.116, phase: .moved, x: 40.125, y: 401, id: 0, force: 0.5),
            TouchSample(t: 345678.116, phase: .began, x: 100, y: -0.0, id: 3),
            TouchSample(t: 345678.2, phase: .cancelled, x: 1e-05, y: 1e+16, id: 3),
        ],
        expect: Trace.Expectation(outcome: [.finish], policy: "cupertino", progressAtRelease: .init(min: 0, max: 0.25))
    )

    @Test func aFullTraceIsWrittenInCanonicalForm() {
        let expected = #"""
            {
              "format": "gesture-trace",
              "version": 1,
              "name": "pop-fling",
              "notes": "Fast \"back\" swipe\nline two",
              "source": {"kind": "recorded", "device": "iPhone 15", "origin": "lab/é"},
              "screen": {"width": 393, "height": 852, "scale": 3, "refreshRate": 120},
              "transition": {"operation": "pop", "edge": "left", "direction": 1, "distance": 196.5},
              "touches": [
                {"t": 345678.1, "phase": "began", "x": 2, "y": 400.25},
                {"t": 345678.116, "phase": "moved", "x": 40.125, "y": 401, "force": 0.5},
                {"t": 345678.116, "phase": "began", "x": 100, "y": -0.0, "id": 3},
                {"t": 345678.2, "phase": "cancelled", "x": 1e-05, "y": 1e+16, "id": 3}
              ],
              "expect": {"outcome": "finish", "policy": "cupertino", "progressAtRelease": [0, 0.25]}
            }

            """#
        #expect(TraceWriter.write(Self.full) == expected)
        #expect(TraceWriter.bytes(Self.full) == Array(expected.utf8))
    }

    @Test func absentValuesAreLeftOutAndEmptyBlocksKept() {
        var trace = Trace(
            screen: Trace.Screen(width: 1, height: 2), touches: [TouchSample(t: 0, phase: .began, x: 0, y: 0)])
        #expect(
            TraceWriter.write(trace) == """
                {
                  "format": "gesture-trace",
                  "version": 1,
                  "screen": {"width": 1, "height": 2, "scale": 1, "refreshRate": 60},
                  "touches": [
                    {"t": 0, "phase": "began", "x": 0, "y": 0}
                  ]
                }

                """)
        trace.source = Trace.Source()
        trace.expect = Trace.Expectation(outcome: [])
        let text = TraceWriter.write(trace)
        #expect(text.contains(#""source": {},"#))
        #expect(text.contains(#""expect": {"outcome": []}"#))
    }

    @Test func severalOutcomesAreAnArray() {
        var trace = Self.full
        trace.expect = Trace.Expectation(outcome: [.finish, .cancel])
        #expect(TraceWriter.write(trace).contains(#""expect": {"outcome": ["finish", "cancel"]}"#))
    }

    @Test(arguments: [
        (390.0, "390"), (-390.0, "-390"), (0.1, "0.1"), (0.0, "0"), (-0.0, "-0.0"), (1e-05, "1e-05"),
        (1e16, "1e+16"), (9_007_199_254_740_992.0, "9007199254740992"), (.leastNonzeroMagnitude, "5e-324"),
        (.greatestFiniteMagnitude, "1.7976931348623157e+308"), (0.1 + 0.2, "0.30000000000000004"),
        (.nan, "null"), (.infinity, "null"),
    ])
    func numbersAreShortestRoundTripText(value: Double, text: String) {
        #expect(JSONText.number(value) == text)
    }

    @Test(arguments: [
        ("plain", #""plain""#), ("a\"b", #""a\"b""#), ("back\\slash", #""back\\slash""#), ("/", #""/""#),
        ("\u{8}\u{C}\n\r\t", #""\b\f\n\r\t""#), ("\u{0}\u{1}\u{1F}", #""\u0000\u0001\u001f""#),
        ("\u{7F}", "\"\u{7F}\""),
        ("é😀\u{2028}", "\"é😀\u{2028}\""),
    ])
    func stringsAreEscapedOnlyWhereJSONRequires(string: String, json: String) {
        #expect(JSONText.quoted(string) == json)
    }

    @Test func aNonFiniteNumberIsWrittenAsNullWhichTheReaderRefuses() throws {
        var trace = Self.full
        trace.touches[1].x = .nan
        #expect(TraceWriter.write(trace).contains(#""x": null"#))
        let error = try #require(throws: TraceError.self) {
            try TraceReader().read(bytes: TraceWriter.bytes(trace), file: "nan.json")
        }
        #expect(error.location == .path("touches[1].x"))
        #expect(error.message == "expected a number, found null")
        #expect(throws: TraceError.self) { try trace.validate() }
    }

    @Test func theWrittenFullTraceReadsBackExactly() throws {
        let document = try TraceReader().read(bytes: TraceWriter.bytes(Self.full), file: "full.json")
        #expect(document.trace == Self.full)
        #expect(document.trace.numberBits == Self.full.numberBits)
    }
}
