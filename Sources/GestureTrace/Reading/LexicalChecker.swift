/// The checks json-c does not make, run over exactly the bytes json-c accepted for one
/// value.
///
/// json-c 0.16 in strict mode still lets through, as measured in toolchain-notes.md §2:
/// `NaN` and `Infinity` literals, `1.` without fraction digits, raw control characters in
/// strings, overlong and surrogate UTF-8 (its validator is permissive), integers beyond 64
/// bits (clamped without an error), duplicate keys (the last one wins), and lone surrogate
/// escapes (replaced by U+FFFD). It also cuts object keys at an escaped `\u0000`.
/// This checker refuses all of them, and strings longer than the limit. It is also the
/// reader's only UTF-8 validation (see `ReadSession.makeTokener` for why json-c's is off).
///
/// It trusts json-c for the grammar: the reader runs json-c first and shows the checker
/// only the bytes json-c consumed without error, so they are always a prefix of valid JSON
/// (apart from the leniencies above). It is fed those bytes in pieces, as they arrive, and
/// keeps its state between pieces. The first issue wins; after one the checker must be
/// reset.
struct LexicalChecker {
    /// A refusal at an absolute byte offset.
    struct Issue: Error {
        var offset: Int
        var kind: TraceError.Kind
        var message: String
    }

    private enum Mode: UInt8 {
        case outside, string, escape, unicodeEscape, number
    }

    private enum NumberState: UInt8 {
        case start, minus, zero, integer, dot, fraction, exponentMark, exponentSign, exponent
    }

    private struct Frame {
        var isObject: Bool
        var expectsKey: Bool
        /// Index into `keySpans` of this object's first key.
        var firstKey: Int
        /// Index into `keyBytes` where this object's keys start.
        var firstKeyByte: Int
        /// The keys, once an object has too many to compare one by one.
        var keySet: Set<[UInt8]>?
    }

    let maxStringBytes: Int

    private var mode = Mode.outside
    private var frames: [Frame] = []

    // The string being read.
    private var stringStart = 0
    private var stringLength = 0
    private var stringIsKey = false
    private var escapeStart = 0
    private var hexCount = 0
    private var hexValue: UInt32 = 0
    /// 0: no surrogate pending; 1: a high surrogate was read, `\` must follow; 2: `\` was
    /// read, `u` must follow; 3: reading the low surrogate's hex digits.
    private var surrogateStep = 0
    private var highSurrogate: UInt32 = 0
    private var surrogateStart = 0
    private var utf8Remaining = 0
    private var utf8Low: UInt8 = 0x80
    private var utf8High: UInt8 = 0xBF
    private var utf8Start = 0

    // Keys of the open objects, decoded, for the duplicate check.
    private var keyBytes: [UInt8] = []
    private var keySpans: [Range<Int>] = []
    private var keyStart = 0

    // The number being read.
    private var numberState = NumberState.start
    private var numberNegative = false
    private var numberMagnitude: UInt64 = 0
    private var numberOverflows = false

    /// How many numbers the value held so far; the ordinals of those that were integers
    /// beyond 64 bits (json-c clamps them), in document order.
    private(set) var numberCount = 0
    private(set) var outOfRangeIntegers: [Int] = []

    init(maxStringBytes: Int) {
        self.maxStringBytes = maxStringBytes
        keyBytes.reserveCapacity(64)
        keySpans.reserveCapacity(16)
        frames.reserveCapacity(8)
    }

    /// Forgets everything, keeping the storage, before the next value.
    mutating func reset() {
        mode = .outside
        frames.removeAll(keepingCapacity: true)
        keyBytes.removeAll(keepingCapacity: true)
        keySpans.removeAll(keepingCapacity: true)
        surrogateStep = 0
        utf8Remaining = 0
        numberCount = 0
        if !outOfRangeIntegers.isEmpty { outOfRangeIntegers.removeAll() }
    }

    /// Checks the next bytes of the value; `base` is the absolute offset of `bytes[0]`.
    mutating func scan(_ bytes: UnsafeRawBufferPointer, base: Int) throws(Issue) {
        var index = 0
        let count = bytes.count
        while index < count {
            switch mode {
            case .outside:
                index = try scanOutside(bytes, from: index, base: base)
            case .string:
                index = try scanString(bytes, from: index, base: base)
            case .escape, .unicodeEscape:
                try scanEscape(bytes[index], at: base + index)
                index += 1
            case .number:
                if try scanNumber(bytes[index], at: base + index) { index += 1 }
            }
        }
    }

    /// Ends the value at `offset` (where json-c stopped): closes a number still open.
    mutating func finish(at offset: Int) throws(Issue) {
        if mode == .number { try endNumber(at: offset) }
    }

    // MARK: - Between tokens

    private mutating func scanOutside(_ bytes: UnsafeRawBufferPointer, from start: Int, base: Int) throws(Issue) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x0A, 0x0D, 0x09:
                break
            case UInt8(ascii: "{"):
                frames.append(Frame(isObject: true, expectsKey: true, firstKey: keySpans.count,
                                    firstKeyByte: keyBytes.count, keySet: nil))
            case UInt8(ascii: "["):
                frames.append(Frame(isObject: false, expectsKey: false, firstKey: keySpans.count,
                                    firstKeyByte: keyBytes.count, keySet: nil))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if let frame = frames.popLast(), frame.isObject {
                    keySpans.removeSubrange(frame.firstKey...)
                    keyBytes.removeSubrange(frame.firstKeyByte...)
                }
            case UInt8(ascii: ","):
                if !frames.isEmpty, frames[frames.count - 1].isObject { frames[frames.count - 1].expectsKey = true }
            case UInt8(ascii: ":"):
                if !frames.isEmpty { frames[frames.count - 1].expectsKey = false }
            case UInt8(ascii: "\""):
                mode = .string
                stringStart = base + index
                stringLength = 0
                stringIsKey = frames.last.map { $0.isObject && $0.expectsKey } ?? false
                keyStart = keyBytes.count
                return index + 1
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                mode = .number
                numberState = .start
                numberNegative = false
                numberMagnitude = 0
                numberOverflows = false
                numberCount += 1
                return index
            case UInt8(ascii: "N"), UInt8(ascii: "I"):
                // json-c takes NaN and Infinity; it refuses other capitals itself.
                throw Issue(offset: base + index, kind: .syntax,
                            message: "invalid literal: expected a value, found \(describe(byte)) (NaN and Infinity are not JSON)")
            case 0..<0x20:
                throw Issue(offset: base + index, kind: .syntax,
                            message: "unexpected control character \(JSONText.describe(byte: byte))")
            default:
                break  // the letters of true, false and null: json-c checked them
            }
            index += 1
        }
        return index
    }

    // MARK: - Strings

    private mutating func scanString(_ bytes: UnsafeRawBufferPointer, from start: Int, base: Int) throws(Issue) -> Int {
        var index = start
        let count = bytes.count
        let limit = maxStringBytes
        while index < count {
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
                    throw Issue(offset: base + index, kind: .syntax,
                                message: "raw control character U+00\(hex2(byte)) in a string; expected it escaped")
                case 0x80...:
                    try beginUTF8Sequence(byte, at: base + index)
                default:
                    break
                }
            }
            if stringIsKey { keyBytes.append(byte) }
            stringLength += 1
            if stringLength > limit { throw stringTooLong() }
            index += 1
        }
        return index
    }

    private mutating func beginUTF8Sequence(_ lead: UInt8, at offset: Int) throws(Issue) {
        utf8Start = offset
        utf8Low = 0x80
        utf8High = 0xBF
        switch lead {
        case 0xC2...0xDF: utf8Remaining = 1
        case 0xE0: utf8Remaining = 2; utf8Low = 0xA0
        case 0xED: utf8Remaining = 2; utf8High = 0x9F
        case 0xE1...0xEF: utf8Remaining = 2
        case 0xF0: utf8Remaining = 3; utf8Low = 0x90
        case 0xF4: utf8Remaining = 3; utf8High = 0x8F
        case 0xF1...0xF3: utf8Remaining = 3
        case 0xC0, 0xC1:
            throw Issue(offset: offset, kind: .syntax, message: "invalid UTF-8: overlong encoding")
        case 0x80...0xBF:
            throw Issue(offset: offset, kind: .syntax,
                        message: "invalid UTF-8: unexpected continuation byte 0x\(hex2(lead))")
        default:
            throw Issue(offset: offset, kind: .syntax, message: "invalid UTF-8: byte 0x\(hex2(lead))")
        }
    }

    /// Why the byte after a lead byte does not continue its sequence.
    private func utf8Message(afterLead byte: UInt8) -> String {
        guard byte >= 0x80 && byte <= 0xBF else { return "invalid UTF-8: truncated sequence" }
        if utf8Low == 0xA0 || utf8Low == 0x90 { return "invalid UTF-8: overlong encoding" }
        if utf8High == 0x9F { return "invalid UTF-8: encoded surrogate" }
        return "invalid UTF-8: code point beyond U+10FFFF"
    }

    private mutating func scanEscape(_ byte: UInt8, at offset: Int) throws(Issue) {
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
            if stringIsKey { keyBytes.append(decoded) }
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

    private mutating func appendKeyScalar(_ scalar: UInt32) {
        guard stringIsKey, let unicode = Unicode.Scalar(scalar) else { return }
        keyBytes.append(contentsOf: UTF8.encode(unicode).map { Array($0) } ?? [])
    }

    private func unpairedSurrogate() -> Issue {
        Issue(offset: surrogateStart, kind: .syntax,
              message: "unpaired UTF-16 surrogate escape; expected a high surrogate followed by a low one")
    }

    private func stringTooLong() -> Issue {
        Issue(offset: stringStart, kind: .limit,
              message: "string longer than \(maxStringBytes) bytes")
    }

    private mutating func endKey() throws(Issue) {
        let frameIndex = frames.count - 1
        guard frameIndex >= 0 else { return }
        let key = keyStart..<keyBytes.count
        let firstKey = frames[frameIndex].firstKey
        let known = keySpans.count - firstKey
        var duplicate = false
        if known < 16 {
            keyBytes.withUnsafeBufferPointer { buffer in
                let candidate = UnsafeBufferPointer(rebasing: buffer[key])
                for span in keySpans[firstKey...] where span.count == key.count {
                    if UnsafeBufferPointer(rebasing: buffer[span]).elementsEqual(candidate) {
                        duplicate = true
                        break
                    }
                }
            }
        } else {
            if frames[frameIndex].keySet == nil {
                frames[frameIndex].keySet = Set(keySpans[firstKey...].map { Array(keyBytes[$0]) })
            }
            duplicate = frames[frameIndex].keySet?.insert(Array(keyBytes[key])).inserted == false
        }
        if duplicate {
            let name = String(decoding: keyBytes[key], as: UTF8.self)
            throw Issue(offset: stringStart, kind: .syntax, message: "duplicate key \(JSONText.excerpt(name))")
        }
        keySpans.append(key)
    }

    // MARK: - Numbers

    /// Consumes `byte` if it belongs to the number; returns false when the number ended
    /// before it (the byte is then read again between tokens).
    private mutating func scanNumber(_ byte: UInt8, at offset: Int) throws(Issue) -> Bool {
        let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        switch numberState {
        case .start, .minus:
            if numberState == .start && byte == UInt8(ascii: "-") {
                numberState = .minus
                numberNegative = true
                return true
            }
            if byte == UInt8(ascii: "0") { numberState = .zero; return true }
            if isDigit { numberState = .integer; accumulate(byte); return true }
            throw Issue(offset: offset, kind: .syntax, message: "expected a digit after '-', found \(describe(byte))")
        case .zero, .integer:
            if isDigit {
                guard numberState == .integer else {
                    throw Issue(offset: offset, kind: .syntax, message: "a number may not have a leading zero")
                }
                accumulate(byte)
                return true
            }
            if byte == UInt8(ascii: ".") { numberState = .dot; return true }
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { numberState = .exponentMark; return true }
        case .dot:
            if isDigit { numberState = .fraction; return true }
            throw Issue(offset: offset, kind: .syntax, message: "expected a digit after '.', found \(describe(byte))")
        case .fraction:
            if isDigit { return true }
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { numberState = .exponentMark; return true }
        case .exponentMark:
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { numberState = .exponentSign; return true }
            if isDigit { numberState = .exponent; return true }
            throw Issue(offset: offset, kind: .syntax, message: "expected a digit in the exponent, found \(describe(byte))")
        case .exponentSign:
            if isDigit { numberState = .exponent; return true }
            throw Issue(offset: offset, kind: .syntax, message: "expected a digit in the exponent, found \(describe(byte))")
        case .exponent:
            if isDigit { return true }
        }
        try endNumber(at: offset)
        return false
    }

    private func describe(_ byte: UInt8) -> String { JSONText.describe(byte: byte) }

    private mutating func accumulate(_ digit: UInt8) {
        let (times10, overflow1) = numberMagnitude.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit - UInt8(ascii: "0")))
        numberMagnitude = sum
        if overflow1 || overflow2 { numberOverflows = true }
    }

    private mutating func endNumber(at offset: Int) throws(Issue) {
        mode = .outside
        switch numberState {
        case .start, .minus:
            throw Issue(offset: offset, kind: .syntax, message: "expected a digit after '-', found the end of the number")
        case .dot:
            throw Issue(offset: offset, kind: .syntax, message: "expected a digit after '.', found the end of the number")
        case .exponentMark, .exponentSign:
            throw Issue(offset: offset, kind: .syntax, message: "expected a digit in the exponent, found the end of the number")
        case .zero, .integer:
            // json-c keeps integers in Int64 or UInt64 and clamps the rest without an error.
            let beyond = numberNegative ? (numberOverflows || numberMagnitude > 1 << 63) : numberOverflows
            if beyond { outOfRangeIntegers.append(numberCount - 1) }
        case .fraction, .exponent:
            break
        }
    }
}

private func hex2(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
}
