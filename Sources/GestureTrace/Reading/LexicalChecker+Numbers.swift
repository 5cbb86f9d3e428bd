/// Numbers: the JSON grammar where json-c is lenient (`1.`, `2.+5`, and across calls
/// `0` `-1`), and integers beyond the 64 bits json-c keeps.
extension LexicalChecker {
    /// Reads number bytes from `start`; returns where the number ended (the byte there is
    /// read again between tokens) or `count` if it goes on in the next piece.
    mutating func scanNumber(
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
                guard isDigit else { throw invalidNumber(at: base + index, byte) }
                numberState = byte == UInt8(ascii: "0") ? .zero : .integer
                accumulate(byte)
            case .zero, .integer:
                if isDigit {
                    guard numberState == .integer else { throw invalidNumber(at: base + index, byte) }  // 01
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
                    try endNumber(before: byte, at: base + index)
                    return index
                }
            case .dot:
                guard isDigit else { throw invalidNumber(at: base + index, byte) }
                numberState = .fraction
            case .fraction:
                if isDigit {
                    index += 1
                    while index < count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
                    continue
                } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                    numberState = .exponentMark
                } else {
                    try endNumber(before: byte, at: base + index)
                    return index
                }
            case .exponentMark:
                if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                    numberState = .exponentSign
                } else if isDigit {
                    numberState = .exponent
                } else {
                    throw invalidNumber(at: base + index, byte)
                }
            case .exponentSign:
                guard isDigit else { throw invalidNumber(at: base + index, byte) }
                numberState = .exponent
            case .exponent:
                if !isDigit {
                    try endNumber(before: byte, at: base + index)
                    return index
                }
            }
            index += 1
        }
        return index
    }

    /// The same words json-c's own number error gets (`JSONCFeed`), so that an error does not
    /// depend on which of the two finds it; which one does depends on where the window
    /// boundaries fall.
    static func invalidNumberMessage(found: String) -> String {
        "invalid number: unexpected \(found)"
    }

    func invalidNumber(at offset: Int, _ byte: UInt8) -> Issue {
        Issue(offset: offset, kind: .syntax, message: Self.invalidNumberMessage(found: describe(byte)))
    }

    /// Ends the number before `byte`, which must be able to follow a value. (json-c takes
    /// `0` then `-4946` for one number `0-4946` when the two halves reach it in separate
    /// calls, and reads it as 0: it restarts its sign rules at each call.)
    mutating func endNumber(before byte: UInt8, at offset: Int) throws(Issue) {
        switch byte {
        case 0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
            try endNumber(at: offset)
        default:
            throw invalidNumber(at: offset, byte)
        }
    }

    mutating func accumulate(_ digit: UInt8) {
        let (times10, overflow1) = numberMagnitude.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit &- UInt8(ascii: "0")))
        numberMagnitude = sum
        if overflow1 || overflow2 { numberOverflows = true }
    }

    mutating func endNumber(at offset: Int) throws(Issue) {
        mode = .outside
        switch numberState {
        case .start, .minus, .dot, .exponentMark, .exponentSign:
            throw Issue(
                offset: offset, kind: .syntax, message: Self.invalidNumberMessage(found: "the end of the number"))
        case .zero, .integer:
            // json-c keeps integers in Int64 or UInt64 and clamps the rest without an error.
            let beyond = numberNegative ? (numberOverflows || numberMagnitude > 1 << 63) : numberOverflows
            if beyond { outOfRangeIntegers.append(numberCount - 1) }
        case .fraction, .exponent:
            break
        }
    }
}
