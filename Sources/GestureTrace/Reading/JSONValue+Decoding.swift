/// Typed access to a ``JSONValue`` at a path, with errors that say what was expected and
/// what was found.
extension JSONValue {
    func string(at path: JSONPath) throws(ReadFailure) -> String {
        guard case .string(let string) = self else { throw mismatch(path, "a string") }
        return string
    }

    func number(at path: JSONPath) throws(ReadFailure) -> Double {
        guard case .number(let number) = self else { throw mismatch(path, "a number") }
        return number.doubleValue
    }

    /// An integer written as one (`2`, not `2.0` or `2e0`) that fits in `Int`.
    func integer(at path: JSONPath) throws(ReadFailure) -> Int {
        switch self {
        case .number(.integer(let value)):
            return value
        case .number(.largeInteger):
            throw .content(at: path, "expected an integer, found \(summary), which is out of range")
        default:
            throw mismatch(path, "an integer")
        }
    }

    func array(at path: JSONPath) throws(ReadFailure) -> [JSONValue] {
        guard case .array(let elements) = self else { throw mismatch(path, "an array") }
        return elements
    }

    func members(at path: JSONPath) throws(ReadFailure) -> [Member] {
        guard case .object(let members) = self else { throw mismatch(path, "an object") }
        return members
    }

    /// One of an enumeration's raw values.
    func oneOf<Value: RawRepresentable & CaseIterable>(_: Value.Type, at path: JSONPath) throws(ReadFailure) -> Value
    where Value.RawValue == String {
        let names = Value.allCases.map { JSONText.quoted($0.rawValue) }.joined(separator: ", ")
        guard case .string(let string) = self else { throw mismatch(path, "one of \(names)") }
        guard let value = Value(rawValue: string) else {
            throw .content(at: path, "expected one of \(names), found \(summary)")
        }
        return value
    }

    private func mismatch(_ path: JSONPath, _ expected: String) -> ReadFailure {
        .content(at: path, "expected \(expected), found \(summary)")
    }
}

/// Reads the members of one object: each known key once, in document order, unknown keys
/// reported as warnings.
struct ObjectFields {
    let path: JSONPath
    private(set) var members: [JSONValue.Member]

    init(_ value: JSONValue, at path: JSONPath) throws(ReadFailure) {
        self.path = path
        members = try value.members(at: path)
    }

    /// Calls `body` with each member whose key is one of `known`, and warns about the rest.
    func decode(
        known: Set<String>,
        session: ReadSession,
        _ body: (String, JSONValue, JSONPath) throws(ReadFailure) -> Void
    ) throws(ReadFailure) {
        for member in members {
            let memberPath = path.appending(member.key)
            if known.contains(member.key) {
                try body(member.key, member.value, memberPath)
            } else {
                session.warn(memberPath, "unknown key, ignored")
            }
        }
    }
}
