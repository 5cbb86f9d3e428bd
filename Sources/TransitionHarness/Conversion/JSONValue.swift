/// A parsed JSON value, as the converters read their input (see ``JSONValue/parse(_:)``).
enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in document order; keys are unique (the parser refuses duplicates).
    case object([(key: String, value: JSONValue)])

    /// The member named `key` of an object; nil for a missing key or a non-object.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// How an error message names this value: its kind and, for scalars, the value.
    var foundDescription: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): "the number \(value)"
        case .string(let value): "the string \"\(value.count > 40 ? value.prefix(40) + "…" : value)\""
        case .array(let elements): "an array of \(elements.count)"
        case .object: "an object"
        }
    }
}

/// A JSON path being walked, for error locations: `events[3].t_ms`; `$` is the root.
struct JSONPath: Sendable, CustomStringConvertible {
    private var text: String

    static let root = JSONPath(text: "")

    private init(text: String) {
        self.text = text
    }

    func appending(key: String) -> JSONPath {
        JSONPath(text: text.isEmpty ? key : "\(text).\(key)")
    }

    func appending(index: Int) -> JSONPath {
        JSONPath(text: "\(text)[\(index)]")
    }

    var description: String { text.isEmpty ? "$" : text }
}
