/// The JSON spelling of numbers and strings, shared by ``TraceWriter`` and by messages.
public enum JSONText {
    /// A finite number as the shortest text that reads back as the same `Double`: Swift's
    /// `description` (locale-independent, round-trips), with a trailing `.0` dropped, so
    /// `390.0` is `390` and `0.1` stays `0.1`. Swift's `description` switches to exponent
    /// form (`1e+16`) before integral values reach 2^53, so a dropped `.0` always leaves an
    /// integer that json-c reads exactly. Negative zero keeps its `.0` (`-0.0`), because
    /// json-c reads `-0` as the integer 0 and would lose the sign. NaN and infinities have
    /// no JSON spelling and are written as `null`, which the reader refuses.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == 0 { return value.sign == .minus ? "-0.0" : "0" }
        let text = value.description
        if text.hasSuffix(".0") { return String(text.dropLast(2)) }
        return text
    }

    /// `string` as a JSON string literal, quotes included.
    public static func quoted(_ string: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count + 2)
        appendQuoted(string, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `string` as a JSON string literal: `"` and `\` escaped, control characters
    /// as `\b \f \n \r \t` or `\u00XX`, everything else (including `/`, DEL and non-ASCII)
    /// as its UTF-8 bytes.
    static func appendQuoted(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
            case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [
                    0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)],
                ])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A short, quoted rendering of a string for a message: at most 40 characters.
    static func excerpt(_ string: String) -> String {
        let limit = 40
        guard string.count > limit else { return quoted(string) }
        return quoted(String(string.prefix(limit))) + "..."
    }

    /// How a byte found at an offending place reads in a message: `'x'` for printable
    /// ASCII, `byte 0xNN` otherwise.
    static func describe(byte: UInt8) -> String {
        if (0x21...0x7E).contains(byte) {
            return "'" + String(UnicodeScalar(byte)) + "'"
        }
        if byte == 0x20 { return "' '" }
        return "byte 0x" + hex(byte)
    }

    /// Two uppercase hexadecimal digits.
    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
    }
}
