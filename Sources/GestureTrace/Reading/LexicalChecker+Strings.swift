/// Strings: raw control characters, UTF-8 (strictly: no overlong forms, no encoded
/// surrogates, nothing beyond U+10FFFF), surrogate escapes in pairs, the length limit.
extension LexicalChecker {
    mutating func scanString(
        _ bytes: UnsafePointer<UInt8>, _ start: Int, _ count: Int, _ base: Int
    ) throws(Issue) -> Int {
        var index = start
        let limit = maxStringBytes
        while index < count {
            // The common case: a run of printable ASCII, collected into a short key as it goes.
            if utf8Remaining == 0 && surrogateStep == 0 {
                let runStart = index
                if stringIsKey {
                    var packed = keyPacked
                    var length = keyLength
                    while index < count && length < 7 {
                        let byte = bytes[index]
                        if byte < 0x20 || byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                            break
                        }
                        packed |= UInt64(byte) << (8 * UInt64(length))
                        length += 1
                        index += 1
                    }
                    keyPacked = packed
                    keyLength = length
                } else {
                    while index < count {
                        let byte = bytes[index]
                        if byte < 0x20 || byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                            break
                        }
                        index += 1
                    }
                }
                stringLength += index - runStart
                if stringLength > limit { throw stringTooLong() }
                if index == count { return index }
            }
            let byte = bytes[index]
            if utf8Remaining > 0 {
                guard byte >= utf8Low && byte <= utf8High else {
                    throw Issue(offset: utf8Start, kind: .syntax, message: utf8Message(afterLead: byte))
                }
                utf8Remaining -= 1
                utf8Low = 0x80
                utf8High = 0xBF
            } else {
                if surrogateStep == 1 && byte != UInt8(ascii: "\\") {
                    throw unpairedSurrogate()
                }
                switch byte {
                case UInt8(ascii: "\""):
                    mode = .outside
                    if stringIsKey { try endKey() }
                    return index + 1
                case UInt8(ascii: "\\"):
                    mode = .escape
                    escapeStart = base + index
                    if surrogateStep == 1 { surrogateStep = 2 }
                    stringLength += 1
                    if stringLength > limit { throw stringTooLong() }
                    return index + 1
                case 0..<0x20:
                    throw Issue(
                        offset: base + index, kind: .syntax,
                        message: "raw control character U+00\(JSONText.hex(byte)) in a string; expected it escaped")
                case 0x80...:
                    try beginUTF8Sequence(byte, at: base + index)
                default:
                    break
                }
            }
            if stringIsKey { appendKeyByte(byte) }
            stringLength += 1
            if stringLength > limit { throw stringTooLong() }
            index += 1
        }
        return index
    }

    mutating func beginUTF8Sequence(_ lead: UInt8, at offset: Int) throws(Issue) {
        utf8Start = offset
        utf8Low = 0x80
        utf8High = 0xBF
        switch lead {
        case 0xC2...0xDF: utf8Remaining = 1
        case 0xE0:
            utf8Remaining = 2
            utf8Low = 0xA0
        case 0xED:
            utf8Remaining = 2
            utf8High = 0x9F
        case 0xE1...0xEF: utf8Remaining = 2
        case 0xF0:
            utf8Remaining = 3
            utf8Low = 0x90
        case 0xF4:
            utf8Remaining = 3
            utf8High = 0x8F
        case 0xF1...0xF3: utf8Remaining = 3
        case 0xC0, 0xC1:
            throw Issue(offset: offset, kind: .syntax, message: "invalid UTF-8: overlong encoding")
        case 0x80...0xBF:
            throw Issue(
                offset: offset, kind: .syntax,
                message: "invalid UTF-8: unexpected continuation byte 0x\(JSONText.hex(lead))")
        default:
            throw Issue(offset: offset, kind: .syntax, message: "invalid UTF-8: byte 0x\(JSONText.hex(lead))")
        }
    }

    /// Why the byte after a lead byte does not continue its sequence.
    func utf8Message(afterLead byte: UInt8) -> String {
        guard byte >= 0x80 && byte <= 0xBF else { return "invalid UTF-8: truncated sequence" }
        if utf8Low == 0xA0 || utf8Low == 0x90 { return "invalid UTF-8: overlong encoding" }
        if utf8High == 0x9F { return "invalid UTF-8: encoded surrogate" }
        return "invalid UTF-8: code point beyond U+10FFFF"
    }

    mutating func scanEscape(_ byte: UInt8) throws(Issue) {
        stringLength += 1
        if stringLength > maxStringBytes { throw stringTooLong() }
        if mode == .escape {
            if surrogateStep == 2 && byte != UInt8(ascii: "u") { throw unpairedSurrogate() }
            let decoded: UInt8
            switch byte {
            case UInt8(ascii: "u"):
                mode = .unicodeEscape
                hexCount = 0
                hexValue = 0
                if surrogateStep == 2 { surrogateStep = 3 }
                return
            case UInt8(ascii: "b"): decoded = 0x08
            case UInt8(ascii: "f"): decoded = 0x0C
            case UInt8(ascii: "n"): decoded = 0x0A
            case UInt8(ascii: "r"): decoded = 0x0D
            case UInt8(ascii: "t"): decoded = 0x09
            default: decoded = byte  // " \ /
            }
            if stringIsKey { appendKeyByte(decoded) }
            mode = .string
            return
        }
        // Hex digits of \uXXXX; json-c checked they are hex.
        let digit: UInt32
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
        default: digit = UInt32(byte &- UInt8(ascii: "A") &+ 10) & 0xF
        }
        hexValue = hexValue << 4 | digit
        hexCount += 1
        guard hexCount == 4 else { return }
        mode = .string
        let unit = hexValue
        if surrogateStep == 3 {
            guard (0xDC00...0xDFFF).contains(unit) else { throw unpairedSurrogate() }
            surrogateStep = 0
            appendKeyScalar(0x10000 + ((highSurrogate - 0xD800) << 10) + (unit - 0xDC00))
        } else if (0xD800...0xDBFF).contains(unit) {
            surrogateStep = 1
            highSurrogate = unit
            surrogateStart = escapeStart
        } else if (0xDC00...0xDFFF).contains(unit) {
            surrogateStart = escapeStart
            throw unpairedSurrogate()
        } else {
            if unit == 0 && stringIsKey {
                throw Issue(offset: escapeStart, kind: .syntax, message: "a key may not contain \\u0000")
            }
            appendKeyScalar(unit)
        }
    }

    func unpairedSurrogate() -> Issue {
        Issue(
            offset: surrogateStart, kind: .syntax,
            message: "unpaired UTF-16 surrogate escape; expected a high surrogate followed by a low one")
    }

    func stringTooLong() -> Issue {
        Issue(offset: stringStart, kind: .limit, message: "string longer than \(maxStringBytes) bytes")
    }
}
