/// What one command accepts and how its help reads: its options (each declared once, as an
/// ``OptionDeclaration``), what its positional arguments are, and the prose around them.
/// ``parse(_:)`` and ``help`` both come from it.
public struct CommandSyntax: Sendable {
    /// How the command is invoked: `transition-harness fuzz`.
    public var invocation: String
    /// The positional arguments as the usage line shows them (`TRACE|DIR...`), or empty.
    public var arguments: String
    /// Every option, in the order the help lists them; `--help` (and `-h`) are added.
    public var options: [AnyOptionDeclaration]
    /// The usage lines, when generating one from the options does not say it (a program with
    /// several modes); each follows `usage: ` or its indentation.
    public var usageLines: [String]?
    /// What the command does: the paragraphs between the usage and the options.
    public var about: String
    /// What follows the options (more paragraphs, the exit codes), or empty.
    public var epilogue: String

    public init(
        invocation: String, arguments: String = "", options: [AnyOptionDeclaration], usageLines: [String]? = nil,
        about: String, epilogue: String = ""
    ) {
        self.invocation = invocation
        self.arguments = arguments
        self.options = options
        self.usageLines = usageLines
        self.about = about
        self.epilogue = epilogue
    }

    /// `--help`, accepted by every command.
    public static let helpOption = OptionDeclaration(flag: "help", help: "print this help (also -h)").erased

    /// The options with `--help` last.
    public var allOptions: [AnyOptionDeclaration] {
        options.contains { $0.name == Self.helpOption.name } ? options : options + [Self.helpOption]
    }

    /// Reads `arguments` (the words after the invocation) against the declarations.
    public func parse(_ arguments: [String]) throws(CommandLineError) -> ParsedArguments {
        try ParsedArguments(arguments, options: allOptions)
    }
}
