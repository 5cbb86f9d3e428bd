extension CommandSyntax {
    /// The width the help is wrapped to.
    public static let helpWidth = 100

    /// The command's `--help`: the usage line, what it does, every option with its help line
    /// and default, and the epilogue.
    public var help: String {
        var parts = [usage, about, "options:\n" + optionLines.joined(separator: "\n")]
        if !epilogue.isEmpty { parts.append(epilogue) }
        return parts.filter { !$0.isEmpty }.joined(separator: "\n\n")
    }

    /// `usage: INVOCATION ARGUMENTS --required X [--optional Y] ...`, wrapped under its start;
    /// internal options are left out.
    public var usage: String {
        if let usageLines {
            return usageLines.enumerated().map { ($0.offset == 0 ? "usage: " : "       ") + $0.element }
                .joined(separator: "\n")
        }
        let visible = options.filter { !$0.isInternal }
        let words =
            (arguments.isEmpty ? [] : [arguments]) + visible.filter(\.isRequired).map(\.synopsis)
            + visible.filter { !$0.isRequired }.map { "[\($0.synopsis)]" }
        let lead = "usage: \(invocation) "
        return Self.wrap(words, width: Self.helpWidth, first: lead, rest: String(repeating: " ", count: lead.count))
    }

    /// One entry per option: `  --name VALUE   help (default X)`, the help wrapped under its
    /// column.
    var optionLines: [String] {
        let all = allOptions
        let column = min((all.map(\.synopsis.count).max() ?? 0) + 4, 30)
        return all.map { option in
            var text = option.help
            if option.isInternal { text = "internal: " + text }
            if let defaultText = option.defaultText { text += " (default \(defaultText))" }
            let head = "  " + option.synopsis
            let indent = String(repeating: " ", count: column)
            let first = head.count + 2 <= column ? head + String(repeating: " ", count: column - head.count) : nil
            let words = text.split(separator: " ").map(String.init)
            let body = Self.wrap(words, width: Self.helpWidth, first: first ?? indent, rest: indent)
            return first == nil ? head + "\n" + body : body
        }
    }

    /// `words` joined by spaces into lines of at most `width` (a longer word gets a line of
    /// its own), the first starting with `first`, the others with `rest`.
    static func wrap(_ words: [String], width: Int, first: String, rest: String) -> String {
        var lines: [String] = []
        var line = first
        var lineHasWord = false
        for word in words {
            if lineHasWord, line.count + 1 + word.count > width {
                lines.append(line)
                line = rest
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
