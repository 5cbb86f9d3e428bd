import Foundation
import Testing

@testable import TransitionHarness

@Suite struct JSONValueParsingTests {
    func parse(_ text: String) throws(EventListConversionError) -> JSONValue {
        try JSONValue.parse(Array(text.utf8))
    }

    @Test func readsEveryKindOfValue() throws {
        let value = try parse(#" { "a": [1, -2.5e1, true, false, null, "x\"\u00e9\ud83d\ude00\n"], "b": {} } "#)
        guard case .array(let elements)? = value["a"] else {
            Issue.record("no array")
            return
        }
        #expect(elements.count == 6)
        if case .number(let number) = elements[1] { #expect(number == -25) } else { Issue.record("not a number") }
        if case .string(let string) = elements[5] {
            #expect(string == "x\"é😀\n")
        } else {
            Issue.record("not a string")
        }
        if case .object(let members)? = value["b"] { #expect(members.isEmpty) } else { Issue.record("not an object") }
    }

    @Test func acceptsAUTF8ByteOrderMark() throws {
        let value = try JSONValue.parse([0xEF, 0xBB, 0xBF] + Array("[0]".utf8))
        guard case .array(let elements) = value else {
            Issue.record("not an array")
            return
        }
        #expect(elements.count == 1)
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        var text: String
        var line: Int
        var column: Int
        var expected: String
        var testDescription: String { text.debugDescription }
    }

    static let bad: [Bad] = [
        Bad(text: "", line: 1, column: 1, expected: "a JSON value"),
        Bad(text: "  \n ", line: 2, column: 2, expected: "a JSON value"),
        Bad(text: "[1,", line: 1, column: 4, expected: "a value"),
        Bad(text: "[1 2]", line: 1, column: 4, expected: "',' or ']'"),
        Bad(text: "{\n  \"a\" 1}", line: 2, column: 7, expected: "':'"),
        Bad(text: "[\n 1,\n x]", line: 3, column: 2, expected: "a value"),
        Bad(text: "[NaN]", line: 1, column: 2, expected: "a value"),
        Bad(text: "[1e400]", line: 1, column: 2, expected: "a number a Double can hold"),
        Bad(text: "[01]", line: 1, column: 3, expected: "',' or ']'"),
        Bad(text: "[1.]", line: 1, column: 4, expected: "a digit after the decimal point"),
        Bad(text: "[tru]", line: 1, column: 2, expected: "true"),
        Bad(text: "[\"a\tb\"]", line: 1, column: 4, expected: "an escaped control character"),
        Bad(text: "[\"\\q\"]", line: 1, column: 4, expected: "an escape character (\" \\ / b f n r t u)"),
        Bad(text: "[\"\\udc00\"]", line: 1, column: 3, expected: "a high surrogate before a low one"),
        Bad(text: "[\"\\ud83d\\u0041\"]", line: 1, column: 9, expected: "a low surrogate (DC00-DFFF)"),
        Bad(text: "[\"\\ud83d\"]", line: 1, column: 9, expected: "a low surrogate escape after a high surrogate"),
        Bad(text: "{\"a\": 1, \"a\": 2}", line: 1, column: 10, expected: "a key not already in this object"),
        Bad(text: "[1] [2]", line: 1, column: 5, expected: "the end of the document"),
        Bad(text: "{1: 2}", line: 1, column: 2, expected: "a key string"),
        Bad(text: "[\"open", line: 1, column: 2, expected: "a closing '\"' for this string"),
    ]

    @Test(arguments: bad)
    func refusesBadSyntaxWithItsLineAndColumn(_ bad: Bad) {
        #expect {
            try parse(bad.text)
        } throws: { error in
            guard let error = error as? EventListConversionError,
                case .byteOffset(_, let line, let column) = error.location
            else { return false }
            return line == bad.line && column == bad.column && error.expected == bad.expected
        }
    }

    @Test func refusesInvalidUTF8AndNestingDeeperThanTheLimit() {
        #expect(throws: EventListConversionError.self) { try JSONValue.parse([0x5B, 0x22, 0xFF, 0x22, 0x5D]) }
        let deep =
            String(repeating: "[", count: JSONValue.maximumDepth + 1)
            + String(repeating: "]", count: JSONValue.maximumDepth + 1)
        #expect(throws: EventListConversionError.self) { try parse(deep) }
        let deepest =
            String(repeating: "[", count: JSONValue.maximumDepth)
            + String(repeating: "]", count: JSONValue.maximumDepth)
        #expect(throws: Never.self) { try parse(deepest) }
    }
}
