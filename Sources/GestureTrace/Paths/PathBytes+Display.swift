extension PathBytes {
    /// `path` as the tool prints it: unchanged when every scalar is printable, else in double
    /// quotes with C-style escapes (`\t`, `\n`, `\r`, `\"`, `\\`, and `\xNN` for each byte of
    /// any other control character, C0, DEL or C1, and for each byte that is not UTF-8), as
    /// git quotes paths. A terminal never sees a raw escape sequence from a file name.
    package static func display(_ path: String) -> String {
        guard path.unicodeScalars.contains(where: needsEscape) else { return path }
        var text = "\""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\t": text += "\\t"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            default:
                guard needsEscape(scalar) else {
                    text.unicodeScalars.append(scalar)
                    continue
                }
                let bytes = escapedByte(scalar).map { [$0] } ?? Array(String(scalar).utf8)
                for byte in bytes { text += "\\x" + hex(byte) }
            }
        }
        return text + "\""
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || escapedByte(scalar) != nil
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
