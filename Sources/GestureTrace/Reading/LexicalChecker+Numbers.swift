/// Numbers: the JSON grammar where json-c is lenient (`1.`), and integers beyond the 64
/// bits json-c keeps.
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
                guard isDigit else {
                    throw Issue(
                        offset: base + index, kind: .syntax,
                        message: "expected a digit after '-', found \(describe(byte))")
                }
                numberState = byte == UInt8(ascii: "0") ? .zero : .integer
                accumulate(byte)
            case .zero, .integer:
                if isDigit {
                    guard numberState == .integer else {
                        throw Issue(
                            offset: base + index, kind: .syntax, message: "a number may not have a leading zero")
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
                    throw Issue(
                        offset: base + index, kind: .syntax,
                        message: "expected a digit after '.', found \(describe(byte))")
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
                    throw Issue(
                        offset: base + index, kind: .syntax,
                        message: "expected a digit in the exponent, found \(describe(byte))")
                }
            case .exponentSign:
                guard isDigit else {
                    throw Issue(
                        offset: base + index, kind: .syntax,
                        message: "expected a digit in the exponent, found \(describe(byte))")
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

    mutating func accumulate(_ digit: UInt8) {
        let (times10, overflow1) = numberMagnitude.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit &- UInt8(ascii: "0")))
        numberMagnitude = sum
        if overflow1 || overflow2 { numberOverflows = true }
    }

    mutating func endNumber(at offset: Int) throws(Issue) {
        mode = .outside
        switch numberState {
        case .start, .minus:
            throw Issue(
                offset: offset, kind: .syntax, message: "expected a digit after '-', found the end of the number")
        case .dot:
            throw Issue(
                offset: offset, kind: .syntax, message: "expected a digit after '.', found the end of the number")
        case .exponentMark, .exponentSign:
            throw Issue(
                offset: offset, kind: .syntax, message: "expected a digit in the exponent, found the end of the number")
        case .zero, .integer:
            // json-c keeps integers in Int64 or UInt64 and clamps the rest without an error.
            let beyond = numberNegative ? (numberOverflows || numberMagnitude > 1 << 63) : numberOverflows
            if beyond { outOfRangeIntegers.append(numberCount - 1) }
        case .fraction, .exponent:
            break
        }
    }
}
