@testable import GestureTrace

/// Small JSON documents to build test inputs from.
enum Fixture {
    /// The required top-level keys before `touches`, ending with a comma.
    static let head = #"{"format":"gesture-trace","version":1,"screen":{"width":390,"height":844},"#
    static let sample = #"{"t":0,"phase":"began","x":1,"y":2}"#

    /// A one-line document: `head`, then `extra` (which must end with a comma if not
    /// empty), then `"touches":` and `touches`, then `}`.
    static func document(extra: String = "", touches: String = "[" + sample + "]") -> String {
        head + extra + #""touches":"# + touches + "}"
    }

    /// A document whose top level holds `fields` (the required ones are added around them).
    static func document(screen: String) -> String {
        #"{"format":"gesture-trace","version":1,"screen":"# + screen + #","touches":["# + sample + "]}"
    }
}

/// Bytes for a test, from text and raw bytes; a `‸` in the text marks the byte where an
/// error is expected and is removed.
struct MarkedBytes: Sendable {
    enum Part: Sendable, ExpressibleByStringLiteral {
        case text(String)
        case raw([UInt8])

        init(stringLiteral value: String) { self = .text(value) }
    }

    static let marker = Array("‸".utf8)

    private(set) var bytes: [UInt8] = []
    private(set) var mark: Int?

    init(_ parts: [Part]) {
        for part in parts {
            switch part {
            case .raw(let raw):
                bytes += raw
            case .text(let text):
                var rest = Array(text.utf8)[...]
                while let start = rest.firstRange(of: Self.marker) {
                    bytes += rest[..<start.lowerBound]
                    mark = bytes.count
                    rest = rest[start.upperBound...]
                }
                bytes += rest
            }
        }
    }

    init(_ text: String) { self.init([.text(text)]) }

    /// The location of the mark, with line and column counted here independently of the
    /// reader: lines start after each line feed, columns count bytes from 1.
    var markedLocation: TraceError.Location? {
        guard let mark else { return nil }
        let before = bytes[..<mark]
        let line = before.filter { $0 == 0x0A }.count + 1
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return .syntax(byteOffset: mark, line: line, column: mark - lineStart + 1)
    }
}

extension TraceReader {
    /// Reads a test document named `test.json`.
    func read(_ text: String, chunkSize: Int? = nil) throws(TraceError) -> TraceDocument {
        try read(bytes: Array(text.utf8), file: "test.json")
    }
}
