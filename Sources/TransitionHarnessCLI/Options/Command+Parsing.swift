import CommandLineOptions

extension Command {
    /// The command's `--help` text, from its declarations.
    static var help: String { help(tool: TransitionHarnessTool.defaultName) }

    /// The command's `--help` text for the tool `tool`.
    /// The prose spells the harness's own tool as ``TransitionHarnessTool/defaultName``, so
    /// another tool's help says its own name there too.
    static func help(tool: String) -> String {
        var syntax = syntax
        syntax.invocation = "\(tool) \(name)"
        let ownName = TransitionHarnessTool.defaultName + " "
        syntax.about = syntax.about.replacing(ownName, with: tool + " ")
        syntax.epilogue = syntax.epilogue.replacing(ownName, with: tool + " ")
        return syntax.help
    }

    /// Reads `arguments` against the command's declarations; a refused command line is a
    /// usage error that names the command.
    static func parsedArguments(_ arguments: [String]) throws(CLIError) -> ParsedArguments {
        do {
            return try syntax.parse(arguments)
        } catch {
            throw .usage(error.description, command: name)
        }
    }

    /// The syntax of `transition-harness NAME`, with the declarations `options`.
    static func commandSyntax(
        arguments: String = "", options: [AnyOptionDeclaration], about: String, epilogue: String = ""
    ) -> CommandSyntax {
        CommandSyntax(
            invocation: "transition-harness \(name)", arguments: arguments, options: options, about: about,
            epilogue: epilogue)
    }
}

extension CLIError {
    /// The usage error for a value that does not parse, read for `option` of `command`.
    static func invalidValue(_ error: OptionValueError, option: String, command: String) -> CLIError {
        .usage(CommandLineError.invalidValue(option: option, error).description, command: command)
    }
}
