/// A JSON value in Swift, for the small top-level values of a trace (everything but the
/// touch samples). The reader converts json-c's tree into this right after parsing and
/// frees the tree, so no json-c pointer outlives the function that parsed it.
indirect enum JSONValue: Equatable {
    struct Member: Equatable {
        var key: String
        var value: JSONValue
    }

    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    /// Members in document order; keys are unique (the reader refuses duplicates).
    case object([Member])

    /// How the value reads in a message after "found": the value itself for scalars
    /// (strings quoted and shortened), its kind for containers.
    var summary: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let number): return number.description
        case .string(let string): return JSONText.excerpt(string)
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// A finite JSON number as json-c read it.
enum JSONNumber: Equatable, CustomStringConvertible {
    /// A number written without fraction or exponent, within `Int`.
    case integer(Int)
    /// A number written without fraction or exponent, above `Int.max` but within `UInt64`.
    case largeInteger(UInt64)
    /// A number written with a fraction or an exponent.
    case double(Double)

    var doubleValue: Double {
        switch self {
        case .integer(let value): return Double(value)
        case .largeInteger(let value): return Double(value)
        case .double(let value): return value
        }
    }

    var description: String {
        switch self {
        case .integer(let value): return value.description
        case .largeInteger(let value): return value.description
        case .double(let value): return value.description
        }
    }
}
