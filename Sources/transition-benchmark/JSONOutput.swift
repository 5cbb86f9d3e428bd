import GestureTrace

/// The benchmark's JSON output: a small value type written with keys in the order given,
/// so the same figures always give the same text. Non-finite numbers are written as
/// `null`. There is deliberately no date: runs on the same inputs are comparable line by
/// line.
enum JSONOutput: Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONOutput])
    case object([Member])

    struct Member: Sendable, Equatable {
        var key: String
        var value: JSONOutput
    }

    /// An object from ordered key-value pairs.
    static func object(_ pairs: KeyValuePairs<String, JSONOutput>) -> JSONOutput {
        .object(pairs.map { Member(key: $0.key, value: $0.value) })
    }

    static func optional(_ value: Double?) -> JSONOutput {
        value.map { .number($0) } ?? .null
    }

    static func optional(_ value: Int?) -> JSONOutput {
        value.map { .integer($0) } ?? .null
    }

    /// Indented text with a final newline.
    var text: String {
        var output = ""
        write(to: &output, indent: "")
        output += "\n"
        return output
    }

    private func write(to output: inout String, indent: String) {
        switch self {
        case .null:
            output += "null"
        case .bool(let value):
            output += value ? "true" : "false"
        case .integer(let value):
            output += value.description
        case .number(let value):
            output += value.isFinite ? value.description : "null"
        case .string(let value):
            output += JSONText.quoted(value)
        case .array(let values):
            // Arrays of scalars stay on one line; they are short (sizes, timings).
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += ", " }
                value.write(to: &output, indent: indent)
            }
            output += "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            let inner = indent + "  "
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += inner + JSONText.quoted(member.key) + ": "
                member.value.write(to: &output, indent: inner)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }
}
