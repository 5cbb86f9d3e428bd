import GestureTrace

/// A word as a POSIX shell reads it back: a command the tool prints (the one that resumes a
/// campaign) can be pasted as it is, whatever the path in it holds.
enum ShellWord {
    /// `word` unchanged when it holds only characters no shell treats specially; in single
    /// quotes otherwise (a `'` as `'\''`); and, when it holds a control character or a byte
    /// that is not UTF-8 (``PathBytes``), in `$'...'` with `\xNN` escapes, which bash, zsh and
    /// ksh read back byte for byte, so a terminal never sees a raw control character.
    static func quoted(_ word: String) -> String {
        let plain = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_@%+=:,./-".unicodeScalars)
        if !word.isEmpty, word.unicodeScalars.allSatisfy({ plain.contains($0) }) { return word }
        guard PathBytes.display(word) != word else {
            return "'" + word.replacingAll("'", with: "'\\''") + "'"
        }
        var text = "$'"
        let digits = Array("0123456789abcdef")
        for scalar in word.unicodeScalars {
            if scalar == "'" || scalar == "\\" {
                text += "\\" + String(scalar)
            } else if scalar.value < 0x20 || scalar.value == 0x7F || PathBytes.display(String(scalar)) != String(scalar)
            {
                for byte in PathBytes.bytes(of: String(scalar)) {
                    text += "\\x" + String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
                }
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text + "'"
    }
}

extension String {
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
