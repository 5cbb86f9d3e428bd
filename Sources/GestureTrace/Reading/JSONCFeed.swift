import CJSONC

/// The input of one read as json-c sees it: the byte stream, the two tokeners, and the
/// lexical checker that runs over every byte json-c accepts. A value type, so the sample
/// loop keeps it in a local variable (no dynamic exclusivity checks per access); it does
/// not own the tokeners or the stream, ``ReadSession`` does.
struct JSONCFeed {
    var stream: ByteStream
    var checker: LexicalChecker
    /// Parses keys and top-level values, which sit at depth 2.
    let valueTokener: UnsafeMutablePointer<json_tokener>
    /// Parses touch samples, which sit at depth 3.
    let sampleTokener: UnsafeMutablePointer<json_tokener>
    /// The nesting limit, for messages.
    let maxDepth: Int

    /// A tokener in strict mode that stops after one value (the scanner reads what
    /// follows) and refuses values nested deeper than `depth`, counting the value itself
    /// (json-c counts a scalar as a level too).
    ///
    /// Not `JSON_TOKENER_VALIDATE_UTF8`: in json-c 0.16 it refuses valid UTF-8 whose bytes
    /// straddle two calls of `json_tokener_parse_ex` (it fails any call that ends inside a
    /// sequence; measured: `"aéz"` split between its C3 and A9 bytes gives "invalid utf-8
    /// string"), which a streamed file hits at window boundaries. The lexical checker
    /// validates UTF-8 instead, more strictly (overlong forms, surrogates, > U+10FFFF).
    static func makeTokener(depth: Int) -> UnsafeMutablePointer<json_tokener>? {
        guard let tokener = json_tokener_new_ex(Int32(depth)) else { return nil }
        json_tokener_set_flags(tokener, JSON_TOKENER_STRICT | JSON_TOKENER_ALLOW_TRAILING_CHARS)
        return tokener
    }

    /// Parses the JSON value at the stream's position with `tokener`, feeding it window by
    /// window and running the lexical checker over every byte it accepts; then calls `body`
    /// with the tree (nil for JSON null) and the ordinals of the integers json-c clamped,
    /// and frees the tree. The stream is left after the value (and any whitespace json-c ate).
    /// `isKey` says the value is a key of the top-level object, so the checker applies the
    /// rules for keys to it.
    mutating func withParsedValue<Result>(
        _ tokener: UnsafeMutablePointer<json_tokener>,
        isKey: Bool = false,
        _ body: (OpaquePointer?, [Int]) throws(ReadFailure) -> Result
    ) throws(ReadFailure) -> Result {
        json_tokener_reset(tokener)
        checker.reset()
        checker.rootStringIsKey = isKey
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
            guard let base = window.baseAddress?.advanced(by: start) else {
                // hasBytes() promised a non-empty window; never read nothing as null.
                throw ReadFailure(place: .offset(stream.offset), kind: .io, message: "cannot read the input")
            }
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

    private mutating func check(_ bytes: UnsafeRawBufferPointer, base: Int) throws(ReadFailure) {
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
            return ReadFailure(
                place: .offset(offset), kind: .limit,
                message: "nesting deeper than \(maxDepth) levels")
        case json_tokener_error_parse_eof:
            // json-c takes a NUL byte for the end of its input.
            message = byte == nil ? "unexpected end of data: the file ends inside a value" : "unexpected \(found)"
        case json_tokener_error_parse_unexpected:
            message =
                byte.map { (0x20...0x7E).contains($0) ? "unexpected character \(found)" : "unexpected \(found)" }
                ?? "unexpected end of data"
        case json_tokener_error_parse_null, json_tokener_error_parse_boolean:
            message = "invalid literal: expected true, false or null, found \(found)"
        case json_tokener_error_parse_number:
            message = LexicalChecker.invalidNumberMessage(found: found)
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
