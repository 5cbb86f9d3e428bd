/// One option of a command, declared once: its name, its value (or none, for a flag), its
/// help line and its default. The parser and the help both read it.
///
/// ```swift
/// static let jobs = OptionDeclaration("jobs", .integer(in: 1...256), default: 1, help: "worker processes")
/// static let out = OptionDeclaration("out", .string("DIR"), help: "where to write")  // String?
/// static let json = OptionDeclaration(flag: "json", help: "print JSON")               // Bool
/// ...
/// let parsed = try syntax.parse(arguments)
/// parsed[jobs]  // 1 unless given
/// ```
public struct OptionDeclaration<Value: Sendable>: Sendable {
    /// What the parser and the help need, whatever the value's type.
    public let erased: AnyOptionDeclaration

    init(_ erased: AnyOptionDeclaration) {
        self.erased = erased
    }

    /// The option's name without dashes.
    public var name: String { erased.name }
}

/// An option declaration of any value type, as a command lists them.
public struct AnyOptionDeclaration: Sendable {
    /// The name without dashes: `out` for `--out`.
    public let name: String
    /// The value's placeholder (`DIR`), or nil for a flag.
    public let placeholder: String?
    /// One line (wrapped in the help as needed).
    public let help: String
    /// What the help says the default is, or nil.
    public let defaultText: String?
    /// Whether the command line must give it.
    public let isRequired: Bool
    /// Whether it may be given more than once (each value is kept).
    public let isRepeatable: Bool
    /// For the program's own use: listed in the options, left out of the usage line.
    public let isInternal: Bool
    /// Reads the texts given for it, in order (empty when absent; an empty text a time for a
    /// flag).
    let read: @Sendable ([String]) throws(OptionValueError) -> any Sendable

    /// `--name`.
    public var spelling: String { "--\(name)" }

    /// `--name VALUE`, or `--name` for a flag.
    public var synopsis: String { placeholder.map { "\(spelling) \($0)" } ?? spelling }

    var isFlag: Bool { placeholder == nil }
}

extension OptionDeclaration where Value == Bool {
    /// A flag: true when given.
    public init(flag name: String, help: String, isInternal: Bool = false) {
        self.init(
            AnyOptionDeclaration(
                name: name, placeholder: nil, help: help, defaultText: nil, isRequired: false, isRepeatable: false,
                isInternal: isInternal, read: { !$0.isEmpty }))
    }
}

extension OptionDeclaration {
    /// An option with a default: the value given, else `defaultValue` (the help shows it as
    /// `value` writes it, or as `defaultHelp`).
    public init(
        _ name: String, _ value: OptionValue<Value>, default defaultValue: Value, defaultHelp: String? = nil,
        help: String, isInternal: Bool = false
    ) {
        self.init(
            AnyOptionDeclaration(
                name: name, placeholder: value.placeholder, help: help,
                defaultText: defaultHelp ?? value.describe(defaultValue), isRequired: false, isRepeatable: false,
                isInternal: isInternal,
                read: { texts throws(OptionValueError) in try texts.last.map(value.parse) ?? defaultValue }))
    }

    /// An option without a default: the value given, or nil (`defaultHelp` says what absence
    /// means).
    public init<Wrapped>(
        _ name: String, _ value: OptionValue<Wrapped>, defaultHelp: String? = nil, help: String,
        isInternal: Bool = false
    ) where Value == Wrapped? {
        self.init(
            AnyOptionDeclaration(
                name: name, placeholder: value.placeholder, help: help, defaultText: defaultHelp, isRequired: false,
                isRepeatable: false, isInternal: isInternal,
                read: { texts throws(OptionValueError) -> Wrapped? in try texts.last.map(value.parse) }))
    }

    /// An option the command line must give.
    public init(required name: String, _ value: OptionValue<Value>, help: String) {
        self.init(
            AnyOptionDeclaration(
                name: name, placeholder: value.placeholder, help: help, defaultText: nil, isRequired: true,
                isRepeatable: false, isInternal: false,
                read: { texts throws(OptionValueError) in
                    // The parser refuses a command line without it before reading.
                    try value.parse(texts.last ?? "")
                }))
    }

    /// An option that may be repeated: every value given, in order (empty when absent).
    public init<Element>(
        repeated name: String, _ value: OptionValue<[Element]>, defaultHelp: String? = nil, help: String
    ) where Value == [Element] {
        self.init(
            AnyOptionDeclaration(
                name: name, placeholder: value.placeholder, help: help, defaultText: defaultHelp, isRequired: false,
                isRepeatable: true, isInternal: false,
                read: { texts throws(OptionValueError) -> [Element] in
                    var values: [Element] = []
                    for text in texts { values += try value.parse(text) }
                    return values
                }))
    }
}
