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
    var stream: ByteStream
    var checker: LexicalChecker
    /// Parses keys and top-level values, which sit at depth 2.
    private let valueTokener: UnsafeMutablePointer<json_tokener>
    /// Parses touch samples, which sit at depth 3.
    let sampleTokener: UnsafeMutablePointer<json_tokener>
    var warnings: [TraceWarning] = []

    init(stream: ByteStream, file: String, limits: TraceLimits) throws(ReadFailure) {
        self.stream = stream
        self.file = file
        self.limits = limits
        checker = LexicalChecker(maxStringBytes: limits.maxStringBytes)
        guard let value = Self.makeTokener(depth: limits.effectiveDepth - 1) else {
            self.stream.close()
            throw ReadFailure(place: .file, kind: .io, message: "cannot allocate the json-c tokener")
        }
        guard let sample = Self.makeTokener(depth: limits.effectiveDepth - 2) else {
            json_tokener_free(value)
            self.stream.close()
            throw ReadFailure(place: .file, kind: .io, message: "cannot allocate the json-c tokener")
        }
        valueTokener = value
        sampleTokener = sample
    }

    deinit {
        json_tokener_free(valueTokener)
        json_tokener_free(sampleTokener)
        stream.close()
    }

    /// A tokener in strict mode that stops after one value (the scanner reads what
    /// follows) and refuses values nested deeper than `depth`, counting the value itself
    /// (json-c counts a scalar as a level too).
    ///
    /// Not `JSON_TOKENER_VALIDATE_UTF8`: in json-c 0.16 it refuses valid UTF-8 whose bytes
    /// straddle two calls of `json_tokener_parse_ex` (it fails any call that ends inside a
    /// sequence; measured: `"aéz"` split between its C3 and A9 bytes gives "invalid utf-8
    /// string"), which a streamed file hits at window boundaries. The lexical checker
    /// validates UTF-8 instead, more strictly (overlong forms, surrogates, > U+10FFFF).
    private static func makeTokener(depth: Int) -> UnsafeMutablePointer<json_tokener>? {
        guard let tokener = json_tokener_new_ex(Int32(depth)) else { return nil }
        json_tokener_set_flags(tokener, JSON_TOKENER_STRICT | JSON_TOKENER_ALLOW_TRAILING_CHARS)
        return tokener
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
        case let .offset(offset):
            let (line, column) = stream.lineAndColumn(of: offset)
            location = .syntax(byteOffset: offset, line: line, column: column)
        case let .path(path):
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
        try stream.skipWhitespace()
        guard let first = try stream.peek() else {
            throw .syntax(at: stream.offset, "unexpected end of data: expected a JSON object, found an empty file")
        }
        guard first == UInt8(ascii: "{") else {
            throw .syntax(at: stream.offset, "expected a JSON object at the top level, found \(try describeRootValue())")
        }
        stream.position += 1
        var assembler = TraceAssembler()
        var keys = Set<[UInt8]>()
        try stream.skipWhitespace()
        if try stream.peek() == UInt8(ascii: "}") {
            stream.position += 1
        } else {
            while true {
                try stream.skipWhitespace()
                let keyOffset = stream.offset
                let key = try readKey()
                guard keys.insert(Array(key.utf8)).inserted else {
                    throw .syntax(at: keyOffset, "duplicate key \(JSONText.excerpt(key))")
                }
                try stream.skipWhitespace()
                try expect(UInt8(ascii: ":"), "':' after the key")
                try stream.skipWhitespace()
                if key == "touches" {
                    assembler.touches = try readTouches()
                } else {
                    let value = try readValue(at: .key(key))
                    try assembler.accept(key: key, value: value, session: self)
                }
                try stream.skipWhitespace()
                let separatorOffset = stream.offset
                guard let separator = try stream.peek() else {
                    throw .syntax(at: separatorOffset, "unexpected end of data: expected ',' or '}' after the value of \(JSONText.excerpt(key))")
                }
                stream.position += 1
                if separator == UInt8(ascii: ",") { continue }
                if separator == UInt8(ascii: "}") { break }
                throw .syntax(at: separatorOffset, "expected ',' or '}' after the value of \(JSONText.excerpt(key)), found \(JSONText.describe(byte: separator))")
            }
        }
        try stream.skipWhitespace()
        if let extra = try stream.peek() {
            throw .syntax(at: stream.offset, "expected the end of the file after the top-level object, found \(JSONText.describe(byte: extra))")
        }
        return try assembler.trace(defaultName: TraceReader.defaultName(forFile: file))
    }

    /// Skips a UTF-8 byte-order mark at the very start.
    private func skipByteOrderMark() throws(ReadFailure) {
        guard try stream.peek() == 0xEF else { return }
        for expected: UInt8 in [0xEF, 0xBB, 0xBF] {
            let offset = stream.offset
            let byte = try stream.peek()
            guard byte == expected else {
                let found = byte.map { JSONText.describe(byte: $0) } ?? "the end of the file"
                throw .syntax(at: offset, "invalid byte-order mark: expected EF BB BF, found \(found)")
            }
            stream.position += 1
        }
    }

    /// Names the kind of a top-level value that is not an object, from its first bytes.
    private func describeRootValue() throws(ReadFailure) -> String {
        guard let first = try stream.peek() else { return "the end of the file" }
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
            guard try stream.peek() == expected else { return false }
            stream.position += 1
        }
        return true
    }

    func expect(_ byte: UInt8, _ what: String) throws(ReadFailure) {
        let offset = stream.offset
        guard let found = try stream.peek() else {
            throw .syntax(at: offset, "unexpected end of data: expected \(what)")
        }
        guard found == byte else {
            throw .syntax(at: offset, "expected \(what), found \(JSONText.describe(byte: found))")
        }
        stream.position += 1
    }

    private func readKey() throws(ReadFailure) -> String {
        let offset = stream.offset
        guard let first = try stream.peek() else {
            throw .syntax(at: offset, "unexpected end of data: expected a quoted key")
        }
        guard first == UInt8(ascii: "\"") else {
            throw .syntax(at: offset, "expected a quoted key, found \(JSONText.describe(byte: first))")
        }
        return try withParsedValue(valueTokener) { object, _ in
            guard let object else { return "" }
            return JSONCTree.string(object)
        }
    }

    /// Parses one top-level value with json-c and converts it.
    private func readValue(at path: JSONPath) throws(ReadFailure) -> JSONValue {
        try withParsedValue(valueTokener) { object, outOfRange throws(ReadFailure) in
            var numbers = JSONCTree.NumberCursor(outOfRange: outOfRange)
            return try JSONCTree.value(object, at: path, numbers: &numbers)
        }
    }

    // MARK: - json-c

    /// Parses the JSON value at the stream's position with `tokener`, feeding it window by
    /// window and running the lexical checker over every byte it accepts; then calls `body`
    /// with the tree (nil for JSON null) and the ordinals of the integers json-c clamped,
    /// and frees the tree. The stream is left after the value (and any whitespace json-c ate).
    func withParsedValue<Result>(
        _ tokener: UnsafeMutablePointer<json_tokener>,
        _ body: (OpaquePointer?, [Int]) throws(ReadFailure) -> Result
    ) throws(ReadFailure) -> Result {
        json_tokener_reset(tokener)
        checker.reset()
        var object: OpaquePointer?
        while true {
            guard try stream.hasBytes() else {
                // json-c needs to see the end: a NUL finishes a number or reports truncation.
                var terminator: CChar = 0
                object = json_tokener_parse_ex(tokener, &terminator, 1)
                let error = json_tokener_get_error(tokener)
                guard error == json_tokener_success else {
                    throw jsoncFailure(error, at: stream.offset, found: nil)
                }
                do {
                    try checker.finish(at: stream.offset)
                } catch {
                    json_object_put(object)
                    throw failure(error)
                }
                break
            }
            let window = stream.window
            let start = stream.position
            let available = min(window.count - start, Int(Int32.max))
            guard let base = window.baseAddress?.advanced(by: start) else { break }
            object = json_tokener_parse_ex(tokener, base.assumingMemoryBound(to: CChar.self), Int32(available))
            let error = json_tokener_get_error(tokener)
            if error == json_tokener_continue {
                try check(UnsafeRawBufferPointer(start: base, count: available), base: stream.offset)
                stream.position += available
                continue
            }
            let end = json_tokener_get_parse_end(tokener)
            let consumed = UnsafeRawBufferPointer(start: base, count: end)
            if error == json_tokener_success {
                do {
                    try checker.scan(consumed, base: stream.offset)
                    stream.position += end
                    try checker.finish(at: stream.offset)
                } catch {
                    json_object_put(object)
                    throw failure(error)
                }
                break
            }
            // The bytes json-c accepted before its error may hold an earlier problem.
            try check(consumed, base: stream.offset)
            throw jsoncFailure(error, at: stream.offset + end, found: end < available ? window[start + end] : nil)
        }
        defer { json_object_put(object) }
        return try body(object, checker.outOfRangeIntegers)
    }

    private func check(_ bytes: UnsafeRawBufferPointer, base: Int) throws(ReadFailure) {
        do {
            try checker.scan(bytes, base: base)
        } catch {
            throw failure(error)
        }
    }

    private func failure(_ issue: LexicalChecker.Issue) -> ReadFailure {
        ReadFailure(place: .offset(issue.offset), kind: issue.kind, message: issue.message)
    }

    /// A json-c error as a refusal that says what was expected and what was found.
    private func jsoncFailure(_ error: json_tokener_error, at offset: Int, found byte: UInt8?) -> ReadFailure {
        let found = byte.map { JSONText.describe(byte: $0) } ?? "the end of the file"
        let message: String
        switch error {
        case json_tokener_error_depth:
            return ReadFailure(place: .offset(offset), kind: .limit,
                               message: "nesting deeper than \(limits.effectiveDepth) levels")
        case json_tokener_error_parse_eof:
            // json-c takes a NUL byte for the end of its input.
            message = byte == nil ? "unexpected end of data: the file ends inside a value" : "unexpected \(found)"
        case json_tokener_error_parse_unexpected:
            message = byte.map { (0x20...0x7E).contains($0) ? "unexpected character \(found)" : "unexpected \(found)" }
                ?? "unexpected end of data"
        case json_tokener_error_parse_null, json_tokener_error_parse_boolean:
            message = "invalid literal: expected true, false or null, found \(found)"
        case json_tokener_error_parse_number:
            message = "invalid number: expected a digit, found \(found)"
        case json_tokener_error_parse_array:
            message = "expected ',' or ']' in an array, found \(found)"
        case json_tokener_error_parse_object_key_name:
            message = "expected a quoted key, found \(found)"
        case json_tokener_error_parse_object_key_sep:
            message = "expected ':' after a key, found \(found)"
        case json_tokener_error_parse_object_value_sep:
            message = "expected ',' or '}' in an object, found \(found)"
        case json_tokener_error_parse_string:
            message = "invalid escape in a string, found \(found)"
        case json_tokener_error_parse_comment:
            message = "comments are not JSON, found \(found)"
        default:
            message = String(cString: json_tokener_error_desc(error)) + ", found \(found)"
        }
        return .syntax(at: offset, message)
    }
}
