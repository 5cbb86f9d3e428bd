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
///
/// It runs over every byte of a trace, so the scanning loop keeps its state in locals,
/// and keys of up to 7 bytes (every key the format defines) are compared as integers.
struct LexicalChecker {
    /// A refusal at an absolute byte offset.
    struct Issue: Error {
        var offset: Int
        var kind: TraceError.Kind
        var message: String
    }

    enum Mode: UInt8 {
        case outside, string, escape, unicodeEscape, number
    }

    enum NumberState: UInt8 {
        case start, minus, zero, integer, dot, fraction, exponentMark, exponentSign, exponent
    }

    /// An open array or object. Trivial, so the stack costs no reference counting. The
    /// innermost one lives in `top`, the others in `frames`.
    struct Frame {
        var isObject: Bool
        var expectsKey: Bool
        /// Index into `keys` of this object's first key.
        var firstKey: Int32
        /// Index into `longKeyBytes` where this object's long keys start.
        var firstLongKeyByte: Int32
    }

    /// A key of an open object: short keys are their bytes packed into an integer with the
    /// length in the top byte; longer ones are a span of `longKeyBytes`.
    struct Key: Equatable {
        static let long: UInt64 = 0xFF << 56
        var packed: UInt64
        var start: Int32 = 0
        var end: Int32 = 0
    }

    let maxStringBytes: Int

    var mode = Mode.outside
    /// The innermost open container, if `depth > 0`.
    var top = Frame(isObject: false, expectsKey: false, firstKey: 0, firstLongKeyByte: 0)
    var depth = 0
    /// The containers around `top`.
    var frames: [Frame] = []
    var keys: [Key] = []
    var longKeyBytes: [UInt8] = []
    /// The keys of objects with many of them, by frame index, once linear search would be
    /// slow.
    var keySets: [Int: Set<[UInt8]>] = [:]

    // The string being read.
    var stringStart = 0
    var stringLength = 0
    var stringIsKey = false
    var escapeStart = 0
    var hexCount = 0
    var hexValue: UInt32 = 0
    /// 0: no surrogate pending; 1: a high surrogate was read, `\` must follow; 2: `\` was
    /// read, `u` must follow; 3: reading the low surrogate's hex digits.
    var surrogateStep = 0
    var highSurrogate: UInt32 = 0
    var surrogateStart = 0
    var utf8Remaining = 0
    var utf8Low: UInt8 = 0x80
    var utf8High: UInt8 = 0xBF
    var utf8Start = 0
    /// The key being read, decoded: packed while it is short, then in `longKeyBytes`.
    var keyPacked: UInt64 = 0
    var keyLength = 0
    var keyLongStart = 0

    // The number being read.
    var numberState = NumberState.start
    var numberNegative = false
    var numberMagnitude: UInt64 = 0
    var numberOverflows = false

    /// How many numbers the value held so far; the ordinals of those that were integers
    /// beyond 64 bits (json-c clamps them), in document order.
    private(set) var numberCount = 0
    private(set) var outOfRangeIntegers: [Int] = []

    init(maxStringBytes: Int) {
        self.maxStringBytes = maxStringBytes
        frames.reserveCapacity(16)
        keys.reserveCapacity(16)
    }

    /// Forgets everything, keeping the storage, before the next value.
    mutating func reset() {
        mode = .outside
        depth = 0
        if !frames.isEmpty { frames.removeAll(keepingCapacity: true) }
        if !keys.isEmpty { keys.removeAll(keepingCapacity: true) }
        if !longKeyBytes.isEmpty { longKeyBytes.removeAll(keepingCapacity: true) }
        if !keySets.isEmpty { keySets.removeAll() }
        surrogateStep = 0
        utf8Remaining = 0
        numberCount = 0
        if !outOfRangeIntegers.isEmpty { outOfRangeIntegers.removeAll() }
    }

    /// Checks the next bytes of the value; `base` is the absolute offset of `bytes[0]`.
    mutating func scan(_ bytes: UnsafeRawBufferPointer, base: Int) throws(Issue) {
        guard let start = bytes.baseAddress else { return }
        let pointer = start.assumingMemoryBound(to: UInt8.self)
        let count = bytes.count
        var index = 0
        while index < count {
            switch mode {
            case .outside:
                index = try scanOutside(pointer, index, count, base)
            case .string:
                index = try scanString(pointer, index, count, base)
            case .escape, .unicodeEscape:
                try scanEscape(pointer[index])
                index += 1
            case .number:
                index = try scanNumber(pointer, index, count, base)
            }
        }
    }

    /// Ends the value at `offset` (where json-c stopped): closes a number still open.
    mutating func finish(at offset: Int) throws(Issue) {
        if mode == .number { try endNumber(at: offset) }
    }

    // MARK: - Between tokens

    private mutating func scanOutside(
        _ bytes: UnsafePointer<UInt8>, _ start: Int, _ count: Int, _ base: Int
    ) throws(Issue) -> Int {
        var index = start
        while index < count {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x0A, 0x0D, 0x09:
                break
            case UInt8(ascii: "\""):
                mode = .string
                stringStart = base + index
                stringLength = 0
                stringIsKey = depth > 0 && top.expectsKey
                if stringIsKey {
                    keyPacked = 0
                    keyLength = 0
                }
                return index + 1
            case UInt8(ascii: ":"):
                top.expectsKey = false
            case UInt8(ascii: ","):
                top.expectsKey = top.isObject
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                mode = .number
                numberState = .start
                numberNegative = false
                numberMagnitude = 0
                numberOverflows = false
                numberCount += 1
                return index
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = byte == UInt8(ascii: "{")
                if depth > 0 { frames.append(top) }
                depth += 1
                top = Frame(isObject: isObject, expectsKey: isObject, firstKey: Int32(keys.count),
                            firstLongKeyByte: Int32(longKeyBytes.count))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                closeFrame()
            case UInt8(ascii: "N"), UInt8(ascii: "I"):
                // json-c takes NaN and Infinity; it refuses other capitals itself.
                throw Issue(offset: base + index, kind: .syntax,
                            message: "invalid literal: expected a value, found \(describe(byte)) (NaN and Infinity are not JSON)")
            case 0..<0x20:
                throw Issue(offset: base + index, kind: .syntax, message: "unexpected \(describe(byte))")
            default:
                break  // the letters of true, false and null: json-c checked them
            }
            index += 1
        }
        return index
    }

    private mutating func closeFrame() {
        guard depth > 0 else { return }
        depth -= 1
        let frame = top
        if let outer = frames.popLast() { top = outer }
        guard frame.isObject else { return }
        if Int(frame.firstKey) < keys.count { keys.removeSubrange(Int(frame.firstKey)...) }
        if Int(frame.firstLongKeyByte) < longKeyBytes.count { longKeyBytes.removeSubrange(Int(frame.firstLongKeyByte)...) }
        if !keySets.isEmpty { keySets[depth] = nil }
    }

    // MARK: - Strings

    private mutating func scanString(
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
                        if byte < 0x20 || byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
                        packed |= UInt64(byte) << (8 * UInt64(length))
                        length += 1
                        index += 1
                    }
                    keyPacked = packed
                    keyLength = length
                } else {
                    while index < count {
                        let byte = bytes[index]
                        if byte < 0x20 || byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
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
                    throw Issue(offset: base + index, kind: .syntax,
                                message: "raw control character U+00\(hex2(byte)) in a string; expected it escaped")
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

    private mutating func scanEscape(_ byte: UInt8) throws(Issue) {
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

    private func unpairedSurrogate() -> Issue {
        Issue(offset: surrogateStart, kind: .syntax,
              message: "unpaired UTF-16 surrogate escape; expected a high surrogate followed by a low one")
    }

    private func stringTooLong() -> Issue {
        Issue(offset: stringStart, kind: .limit, message: "string longer than \(maxStringBytes) bytes")
    }

    // MARK: - Keys

    private mutating func appendKeyByte(_ byte: UInt8) {
        if keyLength < 7 {
            keyPacked |= UInt64(byte) << (8 * UInt64(keyLength))
        } else {
            if keyLength == 7 {
                // Too long to pack: move the first seven bytes out.
                keyLongStart = longKeyBytes.count
                for shift in 0..<7 { longKeyBytes.append(UInt8(truncatingIfNeeded: keyPacked >> (8 * UInt64(shift)))) }
            }
            longKeyBytes.append(byte)
        }
        keyLength += 1
    }

    private mutating func appendKeyScalar(_ scalar: UInt32) {
        guard stringIsKey, let unicode = Unicode.Scalar(scalar) else { return }
        for byte in String(Character(unicode)).utf8 { appendKeyByte(byte) }
    }

    private mutating func endKey() throws(Issue) {
        guard depth > 0 else { return }
        let frameIndex = depth - 1
        let key = keyLength <= 7
            ? Key(packed: keyPacked | UInt64(keyLength) << 56)
            : Key(packed: Key.long, start: Int32(keyLongStart), end: Int32(longKeyBytes.count))
        let first = Int(top.firstKey)
        var duplicate = false
        if keys.count - first < 16 {
            for index in first..<keys.count where sameKey(keys[index], key) {
                duplicate = true
                break
            }
        } else {
            // Taken out of the dictionary while it grows, so it is never copied.
            var set = keySets.removeValue(forKey: frameIndex) ?? Set(keys[first...].map(bytes(of:)))
            duplicate = !set.insert(bytes(of: key)).inserted
            keySets[frameIndex] = set
        }
        if duplicate {
            throw Issue(offset: stringStart, kind: .syntax,
                        message: "duplicate key \(JSONText.excerpt(String(decoding: bytes(of: key), as: UTF8.self)))")
        }
        keys.append(key)
    }

    private func sameKey(_ a: Key, _ b: Key) -> Bool {
        guard a.packed == Key.long && b.packed == Key.long else { return a.packed == b.packed }
        guard a.end - a.start == b.end - b.start else { return false }
        return longKeyBytes[Int(a.start)..<Int(a.end)].elementsEqual(longKeyBytes[Int(b.start)..<Int(b.end)])
    }

    private func bytes(of key: Key) -> [UInt8] {
        if key.packed == Key.long { return Array(longKeyBytes[Int(key.start)..<Int(key.end)]) }
        let length = Int(key.packed >> 56)
        return (0..<length).map { UInt8(truncatingIfNeeded: key.packed >> (8 * UInt64($0))) }
    }

    // MARK: - Numbers

    /// Reads number bytes from `start`; returns where the number ended (the byte there is
    /// read again between tokens) or `count` if it goes on in the next piece.
    private mutating func scanNumber(
        _ bytes: UnsafePointer<UInt8>, _ start: Int, _ count: Int, _ base: Int
    ) throws(Issue) -> Int {
        var index = start
        while index < count {
            let byte = bytes[index]
            let isDigit = byte &- UInt8(ascii: "0") < 10
            switch numberState {
            case .start:
                if byte == UInt8(ascii: "-") {
                    numberState = .minus
                    numberNegative = true
                } else {
                    numberState = byte == UInt8(ascii: "0") ? .zero : .integer
                    accumulate(byte)
                }
            case .minus:
                guard isDigit else {
                    throw Issue(offset: base + index, kind: .syntax, message: "expected a digit after '-', found \(describe(byte))")
                }
                numberState = byte == UInt8(ascii: "0") ? .zero : .integer
                accumulate(byte)
            case .zero, .integer:
                if isDigit {
                    guard numberState == .integer else {
                        throw Issue(offset: base + index, kind: .syntax, message: "a number may not have a leading zero")
                    }
                    accumulate(byte)
                    index += 1
                    while index < count, bytes[index] &- UInt8(ascii: "0") < 10 {
                        accumulate(bytes[index])
                        index += 1
                    }
                    continue
                } else if byte == UInt8(ascii: ".") {
                    numberState = .dot
                } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                    numberState = .exponentMark
                } else {
                    try endNumber(at: base + index)
                    return index
                }
            case .dot:
                guard isDigit else {
                    throw Issue(offset: base + index, kind: .syntax, message: "expected a digit after '.', found \(describe(byte))")
                }
                numberState = .fraction
            case .fraction:
                if isDigit {
                    index += 1
                    while index < count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
                    continue
                } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                    numberState = .exponentMark
                } else if !isDigit {
                    try endNumber(at: base + index)
                    return index
                }
            case .exponentMark:
                if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                    numberState = .exponentSign
                } else if isDigit {
                    numberState = .exponent
                } else {
                    throw Issue(offset: base + index, kind: .syntax, message: "expected a digit in the exponent, found \(describe(byte))")
                }
            case .exponentSign:
                guard isDigit else {
                    throw Issue(offset: base + index, kind: .syntax, message: "expected a digit in the exponent, found \(describe(byte))")
                }
                numberState = .exponent
            case .exponent:
                if !isDigit {
                    try endNumber(at: base + index)
                    return index
                }
            }
            index += 1
        }
        return index
    }

    private func describe(_ byte: UInt8) -> String { JSONText.describe(byte: byte) }

    private mutating func accumulate(_ digit: UInt8) {
        let (times10, overflow1) = numberMagnitude.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit &- UInt8(ascii: "0")))
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
