import CJSONC

/// One read of one input: the top-level scanner, the json-c tokeners, the lexical checker
/// and the warnings. Made and dropped inside ``TraceReader``; nothing of it escapes.
///
/// The top-level object is scanned here, byte by byte (keys, `:`, `,`, whitespace). Each
/// key and each top-level value except `touches` is parsed by json-c, converted to a
/// ``JSONValue`` and freed; `touches` is streamed one sample at a time
/// (ReadSession+Touches.swift). Memory is the input window, the largest single value's
/// json-c tree, and the samples.
final class ReadSession {
    let limits: TraceLimits
    let file: String
    var feed: JSONCFeed
    var warnings: [TraceWarning] = []
    /// Whether samples of the common shape skip json-c (FastSample.swift).
    let fastSamples: Bool

    init(stream: ByteStream, file: String, limits: TraceLimits, fastSamples: Bool) throws(ReadFailure) {
        self.file = file
        self.limits = limits
        self.fastSamples = fastSamples
        var stream = stream
        guard let value = JSONCFeed.makeTokener(depth: limits.effectiveDepth - 1) else {
            stream.close()
            throw ReadFailure(place: .file, kind: .io, message: "cannot allocate the json-c tokener")
        }
        guard let sample = JSONCFeed.makeTokener(depth: limits.effectiveDepth - 2) else {
            json_tokener_free(value)
            stream.close()
            throw ReadFailure(place: .file, kind: .io, message: "cannot allocate the json-c tokener")
        }
        feed = JSONCFeed(
            stream: stream,
            checker: LexicalChecker(maxStringBytes: limits.maxStringBytes),
            valueTokener: value,
            sampleTokener: sample,
            maxDepth: limits.effectiveDepth
        )
    }

    deinit {
        json_tokener_free(feed.valueTokener)
        json_tokener_free(feed.sampleTokener)
        feed.stream.close()
    }

    /// Reads the whole input, or fails at the first problem.
    func read() -> Result<TraceDocument, TraceError> {
        do {
            let trace = try document()
            return .success(TraceDocument(trace: trace, warnings: warnings))
        } catch {
            return .failure(traceError(error))
        }
    }

    func traceError(_ failure: ReadFailure) -> TraceError {
        let location: TraceError.Location
        switch failure.place {
        case .offset(let offset):
            let (line, column) = feed.stream.lineAndColumn(of: offset)
            location = .syntax(byteOffset: offset, line: line, column: column)
        case .path(let path):
            location = .path(path.description)
        case .file:
            location = .file
        }
        return TraceError(file: file, location: location, kind: failure.kind, message: failure.message)
    }

    func warn(_ path: JSONPath, _ message: String) {
        warnings.append(TraceWarning(file: file, path: path.description, message: message))
    }

    // MARK: - The top-level object

    private func document() throws(ReadFailure) -> Trace {
        try skipByteOrderMark()
        try feed.stream.skipWhitespace()
        guard let first = try feed.stream.peek() else {
            let found =
                feed.stream.offset == 0
                ? "an empty file" : "only whitespace (\(feed.stream.offset) bytes), no JSON value"
            throw .syntax(at: feed.stream.offset, "unexpected end of data: expected a JSON object, found \(found)")
        }
        guard first == UInt8(ascii: "{") else {
            throw .syntax(
                at: feed.stream.offset, "expected a JSON object at the top level, found \(try describeRootValue())")
        }
        feed.stream.position += 1
        var assembler = TraceAssembler()
        var keys = Set<[UInt8]>()
        try feed.stream.skipWhitespace()
        if try feed.stream.peek() == UInt8(ascii: "}") {
            feed.stream.position += 1
        } else {
            while true {
                try feed.stream.skipWhitespace()
                let keyOffset = feed.stream.offset
                let key = try readKey()
                guard keys.insert(Array(key.utf8)).inserted else {
                    throw .syntax(at: keyOffset, "duplicate key \(JSONText.excerpt(key))")
                }
                try feed.stream.skipWhitespace()
                try expect(UInt8(ascii: ":"), "':' after the key")
                try feed.stream.skipWhitespace()
                if key == "touches" {
                    assembler.touches = try readTouches()
                } else {
                    let value = try readValue(at: .key(key))
                    try assembler.accept(key: key, value: value, session: self)
                }
                try feed.stream.skipWhitespace()
                let separatorOffset = feed.stream.offset
                guard let separator = try feed.stream.peek() else {
                    throw .syntax(
                        at: separatorOffset,
                        "unexpected end of data: expected ',' or '}' after the value of \(JSONText.excerpt(key))")
                }
                feed.stream.position += 1
                if separator == UInt8(ascii: ",") { continue }
                if separator == UInt8(ascii: "}") { break }
                throw .syntax(
                    at: separatorOffset,
                    "expected ',' or '}' after the value of \(JSONText.excerpt(key)), found \(JSONText.describe(byte: separator))"
                )
            }
        }
        try feed.stream.skipWhitespace()
        if let extra = try feed.stream.peek() {
            throw .syntax(
                at: feed.stream.offset,
                "expected the end of the file after the top-level object, found \(JSONText.describe(byte: extra))")
        }
        return try assembler.trace(defaultName: TraceReader.defaultName(forFile: file))
    }

    /// Skips a UTF-8 byte-order mark at the very start.
    private func skipByteOrderMark() throws(ReadFailure) {
        guard try feed.stream.peek() == 0xEF else { return }
        for expected: UInt8 in [0xEF, 0xBB, 0xBF] {
            let offset = feed.stream.offset
            let byte = try feed.stream.peek()
            guard byte == expected else {
                let found = byte.map { JSONText.describe(byte: $0) } ?? "the end of the file"
                throw .syntax(at: offset, "invalid byte-order mark: expected EF BB BF, found \(found)")
            }
            feed.stream.position += 1
        }
    }

    /// Names the kind of a top-level value that is not an object, from its first bytes.
    private func describeRootValue() throws(ReadFailure) -> String {
        guard let first = try feed.stream.peek() else { return "the end of the file" }
        switch first {
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
        case UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "f"):
            for literal in ["null", "true", "false"] where literal.utf8.first == first {
                return try matchesLiteral(literal) ? literal : JSONText.describe(byte: first)
            }
            return JSONText.describe(byte: first)
        default:
            return JSONText.describe(byte: first)
        }
    }

    /// Whether the next bytes spell `literal`, consuming them (the read is failing anyway).
    private func matchesLiteral(_ literal: String) throws(ReadFailure) -> Bool {
        for expected in literal.utf8 {
            guard try feed.stream.peek() == expected else { return false }
            feed.stream.position += 1
        }
        return true
    }

    func expect(_ byte: UInt8, _ what: String) throws(ReadFailure) {
        let offset = feed.stream.offset
        guard let found = try feed.stream.peek() else {
            throw .syntax(at: offset, "unexpected end of data: expected \(what)")
        }
        guard found == byte else {
            throw .syntax(at: offset, "expected \(what), found \(JSONText.describe(byte: found))")
        }
        feed.stream.position += 1
    }

    private func readKey() throws(ReadFailure) -> String {
        let offset = feed.stream.offset
        guard let first = try feed.stream.peek() else {
            throw .syntax(at: offset, "unexpected end of data: expected a quoted key")
        }
        guard first == UInt8(ascii: "\"") else {
            throw .syntax(at: offset, "expected a quoted key, found \(JSONText.describe(byte: first))")
        }
        return try feed.withParsedValue(feed.valueTokener, isKey: true) { object, _ in
            guard let object else { return "" }
            return JSONCTree.string(object)
        }
    }

    /// Parses one top-level value with json-c and converts it.
    private func readValue(at path: JSONPath) throws(ReadFailure) -> JSONValue {
        try feed.withParsedValue(feed.valueTokener) { object, outOfRange throws(ReadFailure) in
            var numbers = JSONCTree.NumberCursor(outOfRange: outOfRange)
            return try JSONCTree.value(object, at: path, numbers: &numbers)
        }
    }
}
