import Testing

@testable import GestureTrace

@Suite struct TraceErrorTests {
    @Test func descriptionsAreCompilerStyle() {
        let content = TraceError(
            file: "traces/pop-fling.json", location: .path("touches[17].t"), kind: .content,
            message: "time goes backwards (0.412 after 0.43)")
        #expect(
            content.description == "error: traces/pop-fling.json: touches[17].t: time goes backwards (0.412 after 0.43)"
        )
        let syntax = TraceError(
            file: "f.json", location: .syntax(byteOffset: 19, line: 3, column: 8), kind: .syntax,
            message: "unexpected character '?'")
        #expect(syntax.description == "error: f.json:3:8: unexpected character '?' (byte 19)")
        let file = TraceError(file: "big.json", location: .file, kind: .limit, message: "too large")
        #expect(file.description == "error: big.json: too large")
        let root = TraceError(
            file: "f.json", location: .path(""), kind: .content, message: #"missing required key "format""#)
        #expect(root.description == #"error: f.json: missing required key "format""#)
    }

    /// The example measured in toolchain-notes.md §2.1: json-c stops at byte 19, which is
    /// line 3, column 8.
    @Test func aSyntaxErrorIsLocatedByLineAndColumn() throws {
        let error = try #require(throws: TraceError.self) {
            try TraceReader().read(bytes: Array("{\n  \"a\": 1,\n  \"b\": ?\n}".utf8), file: "f.json")
        }
        #expect(error.description == "error: f.json:3:8: unexpected character '?' (byte 19)")
    }

    @Test func warningsDescribeThemselves() {
        let warning = TraceWarning(file: "f.json", path: "transition.speed", message: "unknown key, ignored")
        #expect(warning.description == "warning: f.json: transition.speed: unknown key, ignored")
    }

    @Test(arguments: [
        (JSONPath([.key("touches"), .index(17), .key("t")]), "touches[17].t"),
        (JSONPath([.key("screen"), .key("width")]), "screen.width"),
        (JSONPath([.key("source"), .key("build id")]), #"source["build id"]"#),
        (JSONPath([.key("a\"b")]), #"["a\"b"]"#),
        (JSONPath([.key("9lives")]), #"["9lives"]"#),
        (JSONPath.root, ""),
    ])
    func pathsReadLikeCode(path: JSONPath, text: String) {
        #expect(path.description == text)
    }
}
