/// How the text of one option's value becomes a value: the placeholder the help shows, the
/// parse, and how a value reads back (for defaults in the help, and for command lines a
/// program writes for its own child processes).
///
/// ```swift
/// let jobs = OptionValue<Int>.integer(in: 1...256)
/// try jobs.parse("4")  // 4
/// try jobs.parse("x")  // throws .expected("an integer in 1...256", found: "x")
/// ```
public struct OptionValue<Value: Sendable>: Sendable {
    /// The word that stands for the value in the help: `N`, `NAME`, `DIR`.
    public var placeholder: String
    private let read: @Sendable (String) throws(OptionValueError) -> Value
    private let write: @Sendable (Value) -> String

    /// A value read by `parse`, written back by `describe` (`String(describing:)` by default).
    public init(
        placeholder: String, describe: @escaping @Sendable (Value) -> String = { String(describing: $0) },
        parse: @escaping @Sendable (String) throws(OptionValueError) -> Value
    ) {
        self.placeholder = placeholder
        read = parse
        write = describe
    }

    /// The value `text` denotes, or the reason it denotes none.
    public func parse(_ text: String) throws(OptionValueError) -> Value { try read(text) }

    /// The text that denotes `value`.
    public func describe(_ value: Value) -> String { write(value) }

    /// The same text read as another type: `transform` turns each value into the new one,
    /// `describe` writes the new one back.
    public func map<Other: Sendable>(
        placeholder: String? = nil, describe: @escaping @Sendable (Other) -> String = { String(describing: $0) },
        _ transform: @escaping @Sendable (Value) -> Other
    ) -> OptionValue<Other> {
        let read = self.read
        return OptionValue<Other>(placeholder: placeholder ?? self.placeholder, describe: describe) {
            text throws(OptionValueError) in transform(try read(text))
        }
    }
}

/// Why a value's text denotes no value. Every value parser throws one of these two, so each
/// kind of bad value is worded one way, wherever it is read (an option, a trace's notes).
public enum OptionValueError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is not of the expected form: `expected` reads "an integer in 1...256".
    case expected(String, found: String)
    /// The text names nothing of its kind: "no completion policy named 'x' (known: a, b)".
    case unknownName(kind: String, name: String, known: [String])

    /// The message without an option's name: "expected an integer in 1...256, found 'x'".
    public var description: String {
        switch self {
        case .expected(let expected, let found): "expected \(expected), found '\(found)'"
        case .unknownName(let kind, let name, let known): Self.unknown(kind, name, known)
        }
    }

    /// The message for the value of option `option` (its name with the dashes).
    public func message(option: String) -> String {
        switch self {
        case .expected(let expected, let found): "option '\(option)' expects \(expected), found '\(found)'"
        case .unknownName(let kind, let name, let known): "option '\(option)': \(Self.unknown(kind, name, known))"
        }
    }

    private static func unknown(_ kind: String, _ name: String, _ known: [String]) -> String {
        known.isEmpty
            ? "no \(kind) named '\(name)'" : "no \(kind) named '\(name)' (known: \(known.joined(separator: ", ")))"
    }
}
