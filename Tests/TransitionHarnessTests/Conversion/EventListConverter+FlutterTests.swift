import Foundation
import GestureTrace
import Testing
import TransitionHarness

@Suite struct FlutterEventListConverterTests {
    static let screen = Trace.Screen(width: 390, height: 844, scale: 3)

    func convert(_ text: String, devicePixelRatio: Double = 1) throws(EventListConversionError) -> Trace {
        try EventListConverter.convertFlutter(Data(text.utf8), screen: Self.screen, devicePixelRatio: devicePixelRatio)
    }

    @Test func convertsTimesToSecondsFromTheFirstEventAndKeepsPositions() throws {
        let trace = try convert(
            """
            {"events": [
              {"kind": "down", "t_ms": 1000, "x": 5, "y": 300, "pointer": 7},
              {"kind": "move", "t_ms": 1016, "x": 25.5, "y": 301},
              {"kind": "up", "t_ms": 1032, "x": 25.5, "y": 301}
            ]}
            """.replacingOccurrences(of: "\"y\": 301}", with: "\"y\": 301, \"pointer\": 7}"))
        #expect(
            trace.touches == [
                TouchSample(t: 0, phase: .began, x: 5, y: 300, id: 7),
                TouchSample(t: 0.016, phase: .moved, x: 25.5, y: 301, id: 7),
                TouchSample(t: 0.032, phase: .ended, x: 25.5, y: 301, id: 7),
            ])
        #expect(trace.source == Trace.Source(kind: .converted, origin: "Flutter pointer events"))
        #expect(trace.screen == Self.screen)
        #expect(trace.notes?.contains("3 Flutter pointer events") == true)
    }

    @Test func aBareArrayAndTheDevicePixelRatioAreAccepted() throws {
        let trace = try convert(
            #"[{"kind":"down","t_ms":0,"x":30,"y":60},{"kind":"cancel","t_ms":5,"x":33,"y":66}]"#, devicePixelRatio: 3)
        #expect(trace.touches.map(\.x) == [10, 11])
        #expect(trace.touches.map(\.y) == [20, 22])
        #expect(trace.touches.map(\.phase) == [.began, .cancelled])
        #expect(trace.touches.map(\.id) == [0, 0])
    }

    @Test func severalPointersAndRepeatedStrokesOfOnePointerAreAccepted() throws {
        let trace = try convert(
            """
            [{"kind":"down","t_ms":0,"x":0,"y":0,"pointer":1},{"kind":"down","t_ms":1,"x":9,"y":9,"pointer":2},
             {"kind":"up","t_ms":2,"x":0,"y":0,"pointer":1},{"kind":"up","t_ms":2,"x":9,"y":9,"pointer":2},
             {"kind":"down","t_ms":50,"x":1,"y":1,"pointer":1},{"kind":"up","t_ms":60,"x":1,"y":1,"pointer":1}]
            """)
        #expect(trace.touches.map(\.id) == [1, 2, 1, 2, 1, 1])
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        var label: String
        var text: String
        var path: String
        var expected: String
        var testDescription: String { label }
    }

    static let bad: [Bad] = [
        Bad(
            label: "a number document", text: "3", path: "$",
            expected: "an array of events or an object with \"events\""),
        Bad(
            label: "no events key", text: #"{"samples": []}"#, path: "$",
            expected: "an array of events or an object with \"events\""),
        Bad(label: "events not an array", text: #"{"events": {}}"#, path: "events", expected: "an array of events"),
        Bad(label: "no events", text: #"{"events": []}"#, path: "events", expected: "at least one event"),
        Bad(label: "an event that is not an object", text: "[1]", path: "[0]", expected: "an event object"),
        Bad(
            label: "missing kind", text: #"[{"t_ms":0,"x":0,"y":0}]"#, path: "[0].kind",
            expected: #"one of "down", "move", "up", "cancel""#),
        Bad(
            label: "unknown kind", text: #"[{"kind":"hover","t_ms":0,"x":0,"y":0}]"#, path: "[0].kind",
            expected: #"one of "down", "move", "up", "cancel""#),
        Bad(
            label: "time as a string", text: #"[{"kind":"down","t_ms":"0","x":0,"y":0}]"#, path: "[0].t_ms",
            expected: "a number (milliseconds)"),
        Bad(
            label: "missing y", text: #"[{"kind":"down","t_ms":0,"x":0}]"#, path: "[0].y",
            expected: "a number (logical pixels)"),
        Bad(
            label: "fractional pointer", text: #"[{"kind":"down","t_ms":0,"x":0,"y":0,"pointer":1.5}]"#,
            path: "[0].pointer", expected: "a pointer id: an integer from 0 to 2147483647"),
        Bad(
            label: "negative pointer", text: #"[{"kind":"down","t_ms":0,"x":0,"y":0,"pointer":-1}]"#,
            path: "[0].pointer", expected: "a pointer id: an integer from 0 to 2147483647"),
        Bad(
            label: "time going backwards",
            text: #"[{"kind":"down","t_ms":10,"x":0,"y":0},{"kind":"up","t_ms":9,"x":0,"y":0}]"#, path: "[1].t_ms",
            expected: "a time at or after 10.0 (the time of [0])"),
        Bad(
            label: "a move before any down", text: #"[{"kind":"move","t_ms":0,"x":0,"y":0}]"#, path: "[0]",
            expected: "a down for pointer 0 before its moves"),
        Bad(
            label: "a second down",
            text: #"[{"kind":"down","t_ms":0,"x":0,"y":0},{"kind":"down","t_ms":1,"x":0,"y":0}]"#, path: "[1]",
            expected: "a move, up or cancel for pointer 0, which is down"),
        Bad(
            label: "a pointer left down", text: #"{"events":[{"kind":"down","t_ms":0,"x":0,"y":0,"pointer":4}]}"#,
            path: "events", expected: "every pointer to end with an up or a cancel"),
    ]

    @Test(arguments: bad)
    func refusesBadContentAtItsJSONPath(_ bad: Bad) {
        #expect {
            try convert(bad.text)
        } throws: { error in
            guard let error = error as? EventListConversionError else { return false }
            return error.location == .jsonPath(bad.path) && error.expected == bad.expected
        }
    }

    @Test(arguments: [0.0, -1, .nan, .infinity])
    func refusesADevicePixelRatioThatIsNotPositive(ratio: Double) {
        #expect {
            try convert(
                #"[{"kind":"down","t_ms":0,"x":0,"y":0},{"kind":"up","t_ms":0,"x":0,"y":0}]"#, devicePixelRatio: ratio)
        } throws: { error in
            (error as? EventListConversionError)?.location == .argument("devicePixelRatio")
        }
    }

    @Test func errorsReadLikeCompilerDiagnostics() {
        do {
            _ = try convert(#"[{"kind":"down","t_ms":"soon","x":0,"y":0}]"#)
            Issue.record("no error")
        } catch {
            #expect(error.description == #"[0].t_ms: expected a number (milliseconds), found the string "soon""#)
        }
        do {
            _ = try convert("[\n  {\"kind\": }]")
            Issue.record("no error")
        } catch {
            #expect(error.description == "line 2, column 12 (byte 13): expected a value, found '}'")
        }
    }
}
