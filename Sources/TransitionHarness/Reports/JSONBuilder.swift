import GestureTrace

/// Builds pretty-printed JSON text with keys in the order they are written, so a report's
/// bytes depend only on its content (no dictionary ordering, no locale).
struct JSONBuilder {
    private(set) var text = ""
    private var indent = 0
    /// Whether the innermost open container has a member yet.
    private var hasMember: [Bool] = []

    init() {}

    /// A builder for one member of a container `depth` levels deep, as the whole document's
    /// builder would write it there: after a comma when the container `hasMembers` already.
    init(depth: Int, hasMembers: Bool) {
        indent = depth
        hasMember = [hasMembers]
    }

    /// The text so far, which the builder then forgets (its place in the document it keeps).
    mutating func drain() -> String {
        defer { text = "" }
        return text
    }

    /// Records that the innermost container has a member written outside the builder.
    mutating func noteMember() {
        if let last = hasMember.indices.last { hasMember[last] = true }
    }

    mutating func openObject(_ key: String? = nil) { open(key, "{") }
    mutating func openArray(_ key: String? = nil) { open(key, "[") }
    mutating func closeObject() { close("}") }
    mutating func closeArray() { close("]") }

    mutating func field(_ key: String, _ value: String?) {
        member(key, value.map(JSONText.quoted) ?? "null")
    }

    mutating func field(_ key: String, _ value: Double?) {
        member(key, value.map(JSONText.number) ?? "null")
    }

    mutating func field(_ key: String, _ value: Int) { member(key, String(value)) }

    mutating func field(_ key: String, _ value: Bool?) {
        member(key, value.map { $0 ? "true" : "false" } ?? "null")
    }

    /// An array of numbers on one line.
    mutating func field(_ key: String, numbers: [Double]) {
        member(key, "[" + numbers.map(JSONText.number).joined(separator: ", ") + "]")
    }

    /// An array of strings on one line.
    mutating func field(_ key: String, strings: [String]) {
        member(key, "[" + strings.map(JSONText.quoted).joined(separator: ", ") + "]")
    }

    private mutating func open(_ key: String?, _ bracket: String) {
        member(key, bracket)
        indent += 1
        hasMember.append(false)
    }

    private mutating func close(_ bracket: String) {
        indent -= 1
        let hadMembers = hasMember.removeLast()
        if hadMembers {
            text += "\n" + String(repeating: "  ", count: indent)
        }
        text += bracket
    }

    private mutating func member(_ key: String?, _ value: String) {
        if let last = hasMember.indices.last {
            if hasMember[last] { text += "," }
            hasMember[last] = true
            text += "\n" + String(repeating: "  ", count: indent)
        }
        if let key { text += JSONText.quoted(key) + ": " }
        text += value
    }
}
