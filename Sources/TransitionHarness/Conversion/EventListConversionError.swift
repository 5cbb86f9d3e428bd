/// Why an event list could not be converted, and where: compiler-style, as
/// `<location>: expected <what>, found <what>`.
public struct EventListConversionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where in the input the problem is.
    public enum Location: Sendable, Equatable, CustomStringConvertible {
        /// A JSON syntax error: 0-based byte offset, and 1-based line and column (in bytes).
        case byteOffset(Int, line: Int, column: Int)
        /// A content error: the JSON path of the offending value, such as `events[17].t_ms`
        /// (`$` for the document itself).
        case jsonPath(String)
        /// A bad argument of the conversion call, by parameter name.
        case argument(String)

        public var description: String {
            switch self {
            case .byteOffset(let offset, let line, let column): "line \(line), column \(column) (byte \(offset))"
            case .jsonPath(let path): path
            case .argument(let name): "argument '\(name)'"
            }
        }
    }

    public var location: Location
    public var expected: String
    public var found: String

    public init(location: Location, expected: String, found: String) {
        self.location = location
        self.expected = expected
        self.found = found
    }

    public var description: String {
        "\(location): expected \(expected), found \(found)"
    }
}
