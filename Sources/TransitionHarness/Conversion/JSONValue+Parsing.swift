extension JSONValue {
    /// The deepest nesting of arrays and objects the parser accepts.
    static let maximumDepth = 64

    /// Parses one JSON document (RFC 8259): strict syntax, a leading UTF-8 byte-order mark
    /// accepted, strings validated as UTF-8, numbers that overflow a Double refused,
    /// duplicate keys refused, nesting limited to ``maximumDepth``. Errors carry the byte
    /// offset, line and column.
    static func parse(_ bytes: some Collection<UInt8>) throws(EventListConversionError) -> JSONValue {
        var parser = JSONParser(bytes: Array(bytes))
        return try parser.parseDocument()
    }
}

/// A recursive-descent JSON parser over bytes.
private struct JSONParser {
    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
        }
    }

    mutating func parseDocument() throws(EventListConversionError) -> JSONValue {
        let start = offset
        skipWhitespace()
        if offset == bytes.count {
            throw error(
                expected: "a JSON value",
                found: offset == start ? "an empty file" : "only whitespace (\(offset - start) bytes), no JSON value")
        }
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if offset < bytes.count {
            throw error(expected: "the end of the document", found: describeCurrent())
        }
        return value
    }

    private mutating func parseValue(depth: Int) throws(EventListConversionError) -> JSONValue {
        guard offset < bytes.count else {
            throw error(expected: "a value", found: "the end of the input")
        }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try parseLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try parseLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try parseLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error(expected: "a value", found: describeCurrent())
        }
    }

    private mutating func parseObject(depth: Int) throws(EventListConversionError) -> JSONValue {
        guard depth <= JSONValue.maximumDepth else {
            throw error(expected: "at most \(JSONValue.maximumDepth) levels of nesting", found: "deeper nesting")
        }
        offset += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if consume(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                throw error(expected: "a key string", found: describeCurrent())
            }
            let keyOffset = offset
            let key = try parseString()
            if members.contains(where: { $0.key == key }) {
                throw error(at: keyOffset, expected: "a key not already in this object", found: "a second \"\(key)\"")
            }
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { throw error(expected: "':'", found: describeCurrent()) }
            skipWhitespace()
            members.append((key, try parseValue(depth: depth)))
            skipWhitespace()
            if consume(UInt8(ascii: "}")) { return .object(members) }
            guard consume(UInt8(ascii: ",")) else { throw error(expected: "',' or '}'", found: describeCurrent()) }
        }
    }

    private mutating func parseArray(depth: Int) throws(EventListConversionError) -> JSONValue {
        guard depth <= JSONValue.maximumDepth else {
            throw error(expected: "at most \(JSONValue.maximumDepth) levels of nesting", found: "deeper nesting")
        }
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if consume(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            if consume(UInt8(ascii: "]")) { return .array(elements) }
            guard consume(UInt8(ascii: ",")) else { throw error(expected: "',' or ']'", found: describeCurrent()) }
        }
    }

    private mutating func parseString() throws(EventListConversionError) -> String {
        let start = offset
        offset += 1
        var utf8: [UInt8] = []
        while true {
            guard offset < bytes.count else {
                throw error(at: start, expected: "a closing '\"' for this string", found: "the end of the input")
            }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                guard let string = String(validating: utf8, as: UTF8.self) else {
                    throw error(at: start, expected: "a string of valid UTF-8", found: "invalid UTF-8")
                }
                return string
            case UInt8(ascii: "\\"):
                offset += 1
                try parseEscape(into: &utf8)
            case 0..<0x20:
                throw error(expected: "an escaped control character", found: "a raw control character (byte \(byte))")
            default:
                utf8.append(byte)
                offset += 1
            }
        }
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(EventListConversionError) {
        guard offset < bytes.count else { throw error(expected: "an escape sequence", found: "the end of the input") }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHexQuad()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by an escaped low one.
                guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else {
                    throw error(expected: "a low surrogate escape after a high surrogate", found: describeCurrent())
                }
                let low = try parseHexQuad()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw error(
                        at: offset - 6, expected: "a low surrogate (DC00-DFFF)", found: "\\u\(String(low, radix: 16))")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw error(
                    at: offset - 6, expected: "a high surrogate before a low one", found: "a lone low surrogate")
            }
            guard let unicodeScalar = Unicode.Scalar(scalar) else {
                throw error(at: offset - 6, expected: "a Unicode scalar", found: "\\u\(String(scalar, radix: 16))")
            }
            UTF8.encode(unicodeScalar) { utf8.append($0) }
        default:
            throw error(at: offset - 1, expected: "an escape character (\" \\ / b f n r t u)", found: describe(byte))
        }
    }

    private mutating func parseHexQuad() throws(EventListConversionError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count, let digit = hexValue(bytes[offset]) else {
                throw error(expected: "four hexadecimal digits", found: describeCurrent())
            }
            value = value * 16 + digit
            offset += 1
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func parseNumber() throws(EventListConversionError) -> Double {
        let start = offset
        _ = consume(UInt8(ascii: "-"))
        if consume(UInt8(ascii: "0")) {
            // No leading zeros.
        } else if digits() == 0 {
            throw error(expected: "a digit", found: describeCurrent())
        }
        if consume(UInt8(ascii: ".")), digits() == 0 {
            throw error(expected: "a digit after the decimal point", found: describeCurrent())
        }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            _ = consume(UInt8(ascii: "+")) || consume(UInt8(ascii: "-"))
            if digits() == 0 { throw error(expected: "a digit in the exponent", found: describeCurrent()) }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error(at: start, expected: "a number a Double can hold", found: text)
        }
        return value
    }

    private mutating func digits() -> Int {
        var count = 0
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
            offset += 1
            count += 1
        }
        return count
    }

    private mutating func parseLiteral(_ literal: StaticString) throws(EventListConversionError) {
        let expected = literal.withUTF8Buffer { Array($0) }
        guard bytes[offset...].starts(with: expected) else {
            throw error(expected: "\(literal)", found: describeCurrent())
        }
        offset += expected.count
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[offset]) {
            offset += 1
        }
    }

    private func describeCurrent() -> String {
        offset < bytes.count ? describe(bytes[offset]) : "the end of the input"
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte)
            ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private func error(at position: Int? = nil, expected: String, found: String) -> EventListConversionError {
        let position = Swift.min(position ?? offset, bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<position where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return EventListConversionError(
            location: .byteOffset(position, line: line, column: position - lineStart + 1),
            expected: expected,
            found: found)
    }
}
