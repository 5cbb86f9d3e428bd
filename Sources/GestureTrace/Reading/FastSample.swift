/// Reads the common shape of a touch sample directly from the input window, without
/// json-c: a flat object whose keys are the format's own (`t`, `phase`, `x`, `y`, `id`,
/// `force`), each once, with plain numbers and a plain phase name.
///
/// It only ever accepts. Anything else (another key, an escape, a nested value, a number
/// that is out of range or badly formed, a missing key, a sample that runs past the end of
/// the window) returns nil and the sample is read by json-c and the lexical checker as
/// usual, which also produce every error message. So the fast path changes speed, never
/// results; the reader's tests compare both paths on the same inputs.
///
/// Why it exists: json-c builds and frees about fifteen heap objects per sample and copies
/// the locale on each `json_tokener_parse_ex` call, about 15,000 instructions a sample
/// (callgrind, 100,000 samples), which alone keeps the streamed reader under 2.5 times the
/// speed of Foundation's `JSONDecoder`.
///
/// Numbers come out as json-c makes them: an integer literal as `Double(Int64)` (or
/// `Double(UInt64)` above `Int64.max`), a literal with fraction or exponent correctly
/// rounded (json-c uses `strtod` in the C locale). The rounding is exact by Clinger's fast
/// path when the digits fit in 2^53 and the power of ten is at most 22 (both factors are
/// exact doubles, so the one IEEE multiplication or division rounds correctly; W. D.
/// Clinger, "How to read floating point numbers accurately", PLDI 1990), and otherwise
/// Swift's `Double(_:)` parses the text, which is locale-independent and correctly rounded.
enum FastSample {
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// The sample starting at `bytes[start]` and the index after its closing brace, or nil.
    static func parse(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> (TouchSample, Int)? {
        var index = start
        guard index < end, bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        var seen: UInt8 = 0
        var t = 0.0
        var x = 0.0
        var y = 0.0
        var phase = TouchPhase.began
        var id = 0
        var force: Double?
        while true {
            skipWhitespace(bytes, &index, end)
            guard index < end, bytes[index] == UInt8(ascii: "\"") else { return nil }
            index += 1
            let keyStart = index
            while index < end, bytes[index] != UInt8(ascii: "\"") {
                guard isPlain(bytes[index]) else { return nil }
                index += 1
            }
            guard index < end, let key = SampleField(bytes + keyStart, count: index - keyStart) else { return nil }
            index += 1
            guard seen & key.bit == 0 else { return nil }
            seen |= key.bit
            skipWhitespace(bytes, &index, end)
            guard index < end, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            skipWhitespace(bytes, &index, end)
            switch key {
            case .phase:
                guard let value = phaseName(bytes, &index, end) else { return nil }
                phase = value
            case .id:
                guard let number = number(bytes, &index, end), number.isInteger, let value = number.integer, value >= 0
                else { return nil }
                id = value
            case .t, .x, .y, .force:
                guard let value = number(bytes, &index, end)?.double else { return nil }
                switch key {
                case .t: t = value
                case .x: x = value
                case .y: y = value
                default: force = value
                }
            }
            skipWhitespace(bytes, &index, end)
            guard index < end else { return nil }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { return nil }
            index += 1
            break
        }
        let required = SampleField.t.bit | SampleField.phase.bit | SampleField.x.bit | SampleField.y.bit
        guard seen & required == required else { return nil }
        return (TouchSample(t: t, phase: phase, x: x, y: y, id: id, force: force), index)
    }

    /// Printable ASCII other than `"` and `\`: a string byte that needs no further check.
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "\"")
    }

    private static func skipWhitespace(_ bytes: UnsafePointer<UInt8>, _ index: inout Int, _ end: Int) {
        while index < end {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private static func phaseName(_ bytes: UnsafePointer<UInt8>, _ index: inout Int, _ end: Int) -> TouchPhase? {
        guard index < end, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        var cursor = start
        while cursor < end, bytes[cursor] != UInt8(ascii: "\"") {
            guard isPlain(bytes[cursor]) else { return nil }
            cursor += 1
        }
        guard cursor < end,
            let phase = TouchPhase(bytes: UnsafeRawBufferPointer(start: bytes + start, count: cursor - start))
        else { return nil }
        index = cursor + 1
        return phase
    }

    private struct Number {
        var isInteger: Bool
        /// The value of an integer literal within `Int`.
        var integer: Int?
        var double: Double
    }

    /// A JSON number, strictly by the grammar, that json-c reads without clamping and
    /// that is finite; nil otherwise. It must end inside the window.
    private static func number(_ bytes: UnsafePointer<UInt8>, _ index: inout Int, _ end: Int) -> Number? {
        let start = index
        var cursor = index
        let negative = cursor < end && bytes[cursor] == UInt8(ascii: "-")
        if negative { cursor += 1 }
        guard cursor < end, isDigit(bytes[cursor]) else { return nil }
        var significand: UInt64 = 0
        var overflowed = false  // more digits than UInt64 holds
        var decimalExponent = 0
        if bytes[cursor] == UInt8(ascii: "0") {
            cursor += 1
            if cursor < end, isDigit(bytes[cursor]) { return nil }  // leading zero
        } else {
            while cursor < end, isDigit(bytes[cursor]) {
                accumulate(
                    bytes[cursor], into: &significand, overflowed: &overflowed, exponent: &decimalExponent,
                    fraction: false)
                cursor += 1
            }
        }
        var isInteger = true
        if cursor < end, bytes[cursor] == UInt8(ascii: ".") {
            isInteger = false
            cursor += 1
            guard cursor < end, isDigit(bytes[cursor]) else { return nil }
            while cursor < end, isDigit(bytes[cursor]) {
                accumulate(
                    bytes[cursor], into: &significand, overflowed: &overflowed, exponent: &decimalExponent,
                    fraction: true)
                cursor += 1
            }
        }
        if cursor < end, bytes[cursor] == UInt8(ascii: "e") || bytes[cursor] == UInt8(ascii: "E") {
            isInteger = false
            cursor += 1
            var exponentNegative = false
            if cursor < end, bytes[cursor] == UInt8(ascii: "+") || bytes[cursor] == UInt8(ascii: "-") {
                exponentNegative = bytes[cursor] == UInt8(ascii: "-")
                cursor += 1
            }
            guard cursor < end, isDigit(bytes[cursor]) else { return nil }
            var exponent = 0
            while cursor < end, isDigit(bytes[cursor]) {
                exponent = min(exponent * 10 + Int(bytes[cursor] - UInt8(ascii: "0")), 100_000)
                cursor += 1
            }
            decimalExponent += exponentNegative ? -exponent : exponent
        }
        guard cursor < end else { return nil }  // the number may go on in the next window
        index = cursor
        if isInteger {
            // json-c: Int64, or UInt64 above Int64.max; anything else is clamped (refused).
            guard !overflowed else { return nil }
            if negative {
                guard significand <= 1 << 63 else { return nil }
                let value = significand == 1 << 63 ? Int64.min : -Int64(significand)
                return Number(isInteger: true, integer: Int(value), double: Double(value))
            }
            let integer = significand <= UInt64(Int.max) ? Int(significand) : nil
            return Number(isInteger: true, integer: integer, double: integer.map(Double.init) ?? Double(significand))
        }
        var value: Double
        if !overflowed && significand <= 1 << 53 && decimalExponent >= -22 && decimalExponent <= 22 {
            let scale = powersOfTen[abs(decimalExponent)]
            value = decimalExponent < 0 ? Double(significand) / scale : Double(significand) * scale
            if negative { value = -value }
        } else {
            let text = String(decoding: UnsafeBufferPointer(start: bytes + start, count: cursor - start), as: UTF8.self)
            guard let parsed = Double(text) else { return nil }
            value = parsed
        }
        guard value.isFinite else { return nil }
        return Number(isInteger: false, integer: nil, double: value)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// Adds a digit to the significand, counting fraction digits in the exponent, until
    /// it no longer fits a UInt64; then `overflowed` is set and the caller parses the text
    /// (or, for an integer literal, which json-c would clamp, leaves it to json-c).
    private static func accumulate(
        _ digit: UInt8, into significand: inout UInt64, overflowed: inout Bool, exponent: inout Int, fraction: Bool
    ) {
        guard !overflowed else { return }
        let (times10, overflow1) = significand.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit - UInt8(ascii: "0")))
        if overflow1 || overflow2 {
            overflowed = true
            return
        }
        significand = sum
        if fraction { exponent -= 1 }
    }
}
