/// A command line the declarations refuse. Each case has one wording (``description``); a
/// program adds how to get its help.
public enum CommandLineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `--frob`, or `-json` for `--json`; `suggestion` is a declared spelling close to it.
    case unknownOption(String, suggestion: String?)
    /// An option that takes a value came last, or before another option.
    case missingValue(option: String)
    /// A flag given a value (`--json=yes`).
    case unexpectedValue(option: String)
    /// An option that is not repeatable given twice.
    case givenTwice(option: String)
    /// A required option not given; `synopsis` is `--name VALUE`.
    case missingOption(synopsis: String)
    /// An option's value that does not parse.
    case invalidValue(option: String, OptionValueError)

    public var description: String {
        switch self {
        case .unknownOption(let option, let suggestion):
            suggestion.map { "unknown option '\(option)'; did you mean '\($0)'?" } ?? "unknown option '\(option)'"
        case .missingValue(let option): "option '\(option)' needs a value"
        case .unexpectedValue(let option): "option '\(option)' takes no value"
        case .givenTwice(let option): "option '\(option)' given twice"
        case .missingOption(let synopsis): "missing option '\(synopsis)'"
        case .invalidValue(let option, let error): error.message(option: option)
        }
    }
}
