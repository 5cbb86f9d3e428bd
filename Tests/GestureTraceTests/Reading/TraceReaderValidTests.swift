import Testing

@testable import GestureTrace

@Suite struct TraceReaderValidTests {
    let reader = TraceReader()

    @Test func aMinimalTraceGetsEveryDefault() throws {
        let document = try reader.read(Fixture.document())
        let trace = document.trace
        #expect(trace.name == "test")
        #expect(trace.notes == nil)
        #expect(trace.source == nil)
        #expect(trace.screen == Trace.Screen(width: 390, height: 844, scale: 1, refreshRate: 60))
        #expect(trace.transition == Trace.Transition())
        #expect(trace.touches == [TouchSample(t: 0, phase: .began, x: 1, y: 2, id: 0, force: nil)])
        #expect(trace.expect == nil)
        #expect(document.warnings.isEmpty)
    }

    @Test func aFullTraceReadsEveryField() throws {
        let text = """
            {
              "format": "gesture-trace",
              "version": 1,
              "name": "pop-fling",
              "notes": "A fast back swipe.",
              "source": {"kind": "recorded", "device": "iPhone 15", "software": "iOS 17.4", "origin": "lab"},
              "screen": {"width": 393, "height": 852, "scale": 3, "refreshRate": 120},
              "transition": {"operation": "pop", "gesture": "edgePan", "edge": "right", "axis": "x",
                             "direction": -1, "distance": 300.5, "edgeWidth": 24},
              "touches": [
                {"t": 0.5, "phase": "began", "x": 390, "y": 400, "force": 0.25},
                {"t": 0.516, "phase": "moved", "x": 350.75, "y": 401, "id": 0},
                {"t": 0.532, "phase": "ended", "x": 300, "y": 402}
              ],
              "expect": {"outcome": ["finish"], "policy": "cupertino", "progressAtRelease": [0.1, 0.5]}
            }
            """
        let trace = try reader.read(text).trace
        #expect(trace.name == "pop-fling")
        #expect(trace.notes == "A fast back swipe.")
        #expect(trace.source == Trace.Source(kind: .recorded, device: "iPhone 15", software: "iOS 17.4", origin: "lab"))
        #expect(trace.screen == Trace.Screen(width: 393, height: 852, scale: 3, refreshRate: 120))
        #expect(
            trace.transition
                == Trace.Transition(
                    operation: .pop, gesture: .edgePan, edge: .right, axis: .x, direction: -1, distance: 300.5,
                    edgeWidth: 24))
        #expect(
            trace.touches == [
                TouchSample(t: 0.5, phase: .began, x: 390, y: 400, force: 0.25),
                TouchSample(t: 0.516, phase: .moved, x: 350.75, y: 401),
                TouchSample(t: 0.532, phase: .ended, x: 300, y: 402),
            ])
        #expect(
            trace.expect
                == Trace.Expectation(
                    outcome: [.finish], policy: "cupertino", progressAtRelease: Trace.ProgressRange(min: 0.1, max: 0.5))
        )
    }

    @Test func aByteOrderMarkIsSkippedButCountedInOffsets() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let plain = try reader.read(Fixture.document()).trace
        let marked = try reader.read(bytes: bom + Array(Fixture.document().utf8), file: "test.json").trace
        #expect(marked == plain)
        let error = try #require(throws: TraceError.self) {
            try reader.read(bytes: bom + Array("{?".utf8), file: "test.json")
        }
        #expect(error.location == .syntax(byteOffset: 4, line: 1, column: 5))
    }

    @Test func equalTimestampsAndBootClockTimesAreAllowed() throws {
        let touches =
            #"[{"t":345678.123,"phase":"began","x":1,"y":2},{"t":345678.123,"phase":"moved","x":2,"y":2},"#
            + #"{"t":345678.139,"phase":"ended","x":3,"y":2}]"#
        let trace = try reader.read(Fixture.document(touches: touches)).trace
        #expect(trace.touches.map(\.t) == [345678.123, 345678.123, 345678.139])
    }

    @Test func unknownKeysAreWarningsWithTheirPaths() throws {
        let touches =
            #"[{"t":0,"phase":"began","x":1,"y":2,"pressure":1},{"t":1,"phase":"moved","x":1,"y":2,"pressure":{"a":1}}]"#
        let text =
            #"{"format":"gesture-trace","version":1,"future":[1,2],"screen":{"width":390,"height":844,"ppi":460},"#
            + #""transition":{"speed":2},"touches":"# + touches
            + #","expect":{"note":"x","outcome":"cancel"},"source":{"build id":"7"}}"#
        let document = try reader.read(text)
        #expect(
            document.warnings.map(\.description) == [
                "warning: test.json: future: unknown key, ignored",
                "warning: test.json: screen.ppi: unknown key, ignored",
                "warning: test.json: transition.speed: unknown key, ignored",
                "warning: test.json: touches[0].pressure: unknown key, ignored (in 2 samples)",
                "warning: test.json: expect.note: unknown key, ignored",
                #"warning: test.json: source["build id"]: unknown key, ignored"#,
            ])
        #expect(document.trace.expect?.outcome == [.cancel])
    }

    @Test func twoFingersInterleave() throws {
        let touches =
            #"[{"t":0,"phase":"began","x":1,"y":2},{"t":0,"phase":"began","x":5,"y":2,"id":1},"#
            + #"{"t":1,"phase":"moved","x":2,"y":2},{"t":1,"phase":"stationary","x":5,"y":2,"id":1},"#
            + #"{"t":2,"phase":"ended","x":2,"y":2,"id":1},{"t":2,"phase":"cancelled","x":2,"y":2}]"#
        let trace = try reader.read(Fixture.document(touches: touches)).trace
        #expect(trace.touches.map(\.id) == [0, 1, 0, 1, 1, 0])
        #expect(trace.touches.map(\.phase) == [.began, .began, .moved, .stationary, .ended, .cancelled])
    }

    @Test func aFingerStillDownAtTheEndAndAFingerBeginningAgainAreValid() throws {
        let touches =
            #"[{"t":0,"phase":"began","x":1,"y":2,"id":7},{"t":1,"phase":"ended","x":1,"y":2,"id":7},"#
            + #"{"t":2,"phase":"began","x":1,"y":2,"id":7},{"t":3,"phase":"moved","x":1,"y":2,"id":7},"#
            + #"{"t":4,"phase":"began","x":1,"y":2,"id":1000000}]"#
        let trace = try reader.read(Fixture.document(touches: touches)).trace
        #expect(trace.touches.count == 5)
        #expect(trace.touches.last?.id == 1_000_000)
    }

    @Test func integersWhereNumbersAreExpected() throws {
        let touches = #"[{"t":2,"phase":"began","x":-3,"y":9007199254740993,"force":1}]"#
        let trace = try reader.read(Fixture.document(touches: touches)).trace
        #expect(trace.touches[0] == TouchSample(t: 2, phase: .began, x: -3, y: 9_007_199_254_740_992, force: 1))
    }

    @Test func numbersAtTheEdgesOfDouble() throws {
        let touches =
            #"[{"t":5e-324,"phase":"began","x":-0.0,"y":1.7976931348623157e308},"#
            + #"{"t":1e-400,"phase":"moved","x":18446744073709551615,"y":-9223372036854775808}]"#
        // 1e-400 is below the smallest subnormal: it reads as 0, which then goes backwards.
        let error = try #require(throws: TraceError.self) { try reader.read(Fixture.document(touches: touches)) }
        #expect(error.location == .path("touches[1].t"))
        let first = try reader.read(Fixture.document(touches: String(touches.prefix { $0 != "}" }) + "}]")).trace
            .touches[0]
        #expect(first.t == .leastNonzeroMagnitude)
        #expect(first.x == 0 && first.x.sign == .minus)
        #expect(first.y == .greatestFiniteMagnitude)
        let large = try reader.read(
            Fixture.document(
                touches: #"[{"t":0,"phase":"began","x":18446744073709551615,"y":-9223372036854775808}]"#)
        ).trace.touches[0]
        #expect(large.x == 18_446_744_073_709_551_615.0)
        #expect(large.y == -9_223_372_036_854_775_808.0)
    }

    @Test(arguments: [
        ("[]", [Trace.Outcome]()), ("\"finish\"", [.finish]),
        ("[\"finish\",\"cancel\",\"cancel\"]", [.finish, .cancel, .cancel]),
    ])
    func outcomeIsAStringOrAnArray(json: String, outcomes: [Trace.Outcome]) throws {
        let trace = try reader.read(Fixture.document(extra: #""expect":{"outcome":"# + json + "},")).trace
        #expect(trace.expect?.outcome == outcomes)
    }

    @Test func escapesInStringsDecode() throws {
        let text = Fixture.document(
            extra: #""name":"caf\u00e9 \ud83d\ude00 \"q\" \\ \/ \b\f\n\r\t","notes":"a\u0000b","#)
        let trace = try reader.read(text).trace
        #expect(trace.name == "café 😀 \"q\" \\ / \u{8}\u{C}\n\r\t")
        #expect(trace.notes == "a\u{0}b")
        #expect(trace.notes?.utf8.count == 3)
    }

    @Test func whitespaceOfEveryKindIsAllowed() throws {
        let text =
            "\r\n\t {\r\n\t\"format\" :\t\"gesture-trace\" ,\n\"version\"\n:\n1,\"screen\":{ \"width\" : 1 , \"height\":1 },"
            + "\"touches\" : [ \n " + Fixture.sample + " \r\n ] \n} \n\t"
        #expect(try reader.read(text).trace.touches.count == 1)
    }

    @Test func nestingOfExactly32LevelsIsAllowed() throws {
        // The top-level object is level 1, so 31 arrays reach level 32.
        let deep = String(repeating: "[", count: 31) + String(repeating: "]", count: 31)
        let document = try reader.read(Fixture.document(extra: #""deep":"# + deep + ","))
        #expect(document.warnings.map(\.path) == ["deep"])
        // A sample is level 3: its values may hold 28 more arrays around a number at 32.
        let sampleDeep = String(repeating: "[", count: 28) + "1" + String(repeating: "]", count: 28)
        let sample = #"[{"t":0,"phase":"began","x":1,"y":2,"deep":"# + sampleDeep + "}]"
        #expect(try reader.read(Fixture.document(touches: sample)).warnings.map(\.path) == ["touches[0].deep"])
    }

    @Test func keysThatShareAPrefixAreDistinct() throws {
        let keys = [
            "abcdefg", "abcdefgh", "abcdefgi", "abcdefghijklmnop", "abcdefghijklmnoq", "", "é", #"e\u0301"#,
            #"\u00e9x"#,
        ]
        let object = "{" + keys.enumerated().map { #""\#($1)":\#($0)"# }.joined(separator: ",") + "}"
        let document = try reader.read(Fixture.document(extra: #""extra":"# + object + ","))
        #expect(document.warnings.map(\.path) == ["extra"])
    }

    /// Objects with many keys switch from linear search to a set: reading stays fast.
    @Test func anObjectWithManyKeysReadsInLinearTime() throws {
        let object = "{" + (0..<20_000).map { #""key\#($0)":\#($0)"# }.joined(separator: ",") + "}"
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            _ = try reader.read(Fixture.document(extra: #""extra":"# + object + ","))
        }
        #expect(elapsed < .seconds(10), "a quadratic search over 20,000 keys takes minutes")
    }

    @Test(arguments: [
        ("traces/pop-fling.json", "pop-fling"), ("a.b.json", "a.b"), ("noextension", "noextension"),
        (".hidden", ".hidden"), ("/abs/dir/x.trace.json", "x.trace"), ("<stdin>", "<stdin>"),
    ])
    func theDefaultNameIsTheFileNameWithoutExtension(file: String, name: String) throws {
        #expect(TraceReader.defaultName(forFile: file) == name)
        #expect(try reader.read(bytes: Array(Fixture.document().utf8), file: file).trace.name == name)
    }

    @Test func bytesComeFromAnyCollection() throws {
        let bytes = Array(Fixture.document().utf8)
        let expected = try reader.read(bytes: bytes, file: "test.json")
        #expect(try reader.read(bytes: bytes.lazy.map { $0 }, file: "test.json") == expected)  // not contiguous
        #expect(try reader.read(bytes: bytes[...], file: "test.json") == expected)
        #expect(
            try bytes.withUnsafeBytes { buffer throws(TraceError) in try reader.read(buffer: buffer, file: "test.json")
            } == expected)
    }

    @Test func aNameInTheFileWins() throws {
        #expect(try reader.read(Fixture.document(extra: #""name":"","#)).trace.name == "")
    }

    static let windowCases = [
        Fixture.document(),
        Fixture.document(
            extra: #""name":"é 😀 ü 中文 \u00e9\ud83d\ude00","notes":"\n","extra":{"a":[1.5,-2e-3,true,false,null]},"#),
        "\u{FEFF}"
            + Fixture.document(
                touches:
                    #"[{"t":0,"phase":"began","x":1,"y":2,"force":0.5},{"t":1,"phase":"moved","x":-1e5,"y":22.25,"p":1}]"#
            ),
    ]

    /// The same document read through windows of every small size gives the same result.
    @Test(arguments: windowCases)
    func theResultDoesNotDependOnTheWindowSize(text: String) throws {
        let expected = try reader.read(text)
        for chunkSize in 1...9 {
            let document = try TraceReader(limits: .standard, chunkSize: chunkSize).read(
                bytes: Array(text.utf8), file: "test.json")
            #expect(document == expected, "chunk size \(chunkSize)")
        }
    }
}
