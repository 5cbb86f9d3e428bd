/// Everything that ends a command early. One funnel (``CLIError/exitCode`` and
/// ``CLIError/description``) turns each into a message and an exit code.
public enum CLIError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A wrong command line; `command` names the command whose usage applies.
    case usage(String, command: String?)
    /// Invalid input data (already a complete, located message).
    case invalidData(String)
    /// A missing or unreadable file.
    case noInput(String)
    /// An output file could not be written.
    case cannotCreate(String)

    public var exitCode: ExitCode {
        switch self {
        case .usage: .usage
        case .invalidData: .dataError
        case .noInput: .noInput
        case .cannotCreate: .cannotCreate
        }
    }

    public var description: String { description(tool: TransitionHarnessTool.defaultName) }

    /// The message, with the help a usage error points to spelled for the tool `tool`.
    public func description(tool: String) -> String {
        switch self {
        case .usage(let message, let command):
            let help = command.map { "\(tool) \($0) --help" } ?? "\(tool) --help"
            return "error: \(message)\nsee '\(help)'"
        case .invalidData(let message), .noInput(let message), .cannotCreate(let message):
            return message.hasPrefix("error:") ? message : "error: \(message)"
        }
    }

    /// ``description`` without its leading `error: `, as a report lists it.
    public var message: String {
        let text = description
        return text.hasPrefix("error: ") ? String(text.dropFirst("error: ".count)) : text
    }
}
