/// The checks json-c does not make, run over exactly the bytes json-c accepted for one
/// value.
///
/// json-c 0.16 in strict mode still lets through, as measured in toolchain-notes.md §2:
/// `NaN` and `Infinity` literals, `1.` without fraction digits, raw control characters in
/// strings, overlong and surrogate UTF-8 (its validator is permissive), integers beyond 64
/// bits (clamped without an error), duplicate keys (the last one wins), and lone surrogate
/// escapes (replaced by U+FFFD). It also cuts object keys at an escaped `\u0000`.
/// This checker refuses all of them, and strings longer than the limit. It is also the
/// reader's only UTF-8 validation (see `JSONCFeed.makeTokener` for why json-c's is off).
///
/// It trusts json-c for the grammar: the reader runs json-c first and shows the checker
/// only the bytes json-c consumed without error, so they are always a prefix of valid JSON
/// (apart from the leniencies above). It is fed those bytes in pieces, as they arrive, and
/// keeps its state between pieces. The first issue wins; after one the checker must be
/// reset.
///
/// It runs over every byte json-c reads, so it avoids per-byte overhead: runs of plain
/// string bytes and digits are skipped in tight loops, the innermost container is kept in
/// a field rather than on the stack array, and keys of up to 7 bytes (every key the format
/// defines) are compared as integers.
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
        var firstKey: Int
        /// Index into `longKeyBytes` where this object's long keys start.
        var firstLongKeyByte: Int
    }

    /// A key of an open object: short keys are their bytes packed into an integer with the
    /// length in the top byte; longer ones are a span of `longKeyBytes`.
    struct Key: Equatable {
        static let long: UInt64 = 0xFF << 56
        var packed: UInt64
        var start = 0
        var end = 0
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
    /// Whether a string outside any container is an object key: the top-level object's keys
    /// are parsed one at a time as standalone strings (ReadSession.swift).
    var rootStringIsKey = false
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
    var numberCount = 0
    var outOfRangeIntegers: [Int] = []

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

    mutating func scanOutside(
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
                stringIsKey = depth > 0 ? top.expectsKey : rootStringIsKey
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
                top = Frame(
                    isObject: isObject, expectsKey: isObject, firstKey: keys.count,
                    firstLongKeyByte: longKeyBytes.count)
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                closeFrame()
            case UInt8(ascii: "N"), UInt8(ascii: "I"):
                // json-c takes NaN and Infinity; it refuses other capitals itself.
                throw Issue(
                    offset: base + index, kind: .syntax,
                    message:
                        "invalid literal: expected a value, found \(describe(byte)) (NaN and Infinity are not JSON)")
            case 0..<0x20:
                throw Issue(offset: base + index, kind: .syntax, message: "unexpected \(describe(byte))")
            default:
                break  // the letters of true, false and null: json-c checked them
            }
            index += 1
        }
        return index
    }

    mutating func closeFrame() {
        guard depth > 0 else { return }
        depth -= 1
        let frame = top
        if let outer = frames.popLast() { top = outer }
        guard frame.isObject else { return }
        if frame.firstKey < keys.count { keys.removeSubrange(frame.firstKey...) }
        if frame.firstLongKeyByte < longKeyBytes.count { longKeyBytes.removeSubrange(frame.firstLongKeyByte...) }
        if !keySets.isEmpty { keySets[depth] = nil }
    }

    func describe(_ byte: UInt8) -> String { JSONText.describe(byte: byte) }
}
