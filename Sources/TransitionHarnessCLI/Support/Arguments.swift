/// A small command-line parser: options `--name value` or `--name=value`, flags `--name`,
/// and positionals; `--` ends the options. Each command declares what it accepts, so an
/// unknown option or a missing value is a usage error that names the command.
struct Arguments {
    /// What a command accepts.
    struct Spec {
        var command: String
        var flags: Set<String> = []
        var options: Set<String> = []
        /// Options that may be given more than once.
        var repeatable: Set<String> = []
    }

    private(set) var flags: Set<String> = []
    private(set) var options: [String: [String]] = [:]
    private(set) var positionals: [String] = []

    init(_ arguments: some Sequence<String>, spec: Spec) throws(CLIError) {
        var iterator = arguments.makeIterator()
        var optionsEnded = false
        while let argument = iterator.next() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if name == "-h" { name = "--help" }
            let key = String(name.drop { $0 == "-" })
            if spec.flags.contains(key) || key == "help" {
                guard inlineValue == nil else {
                    throw .usage("option '\(name)' takes no value", command: spec.command)
                }
                flags.insert(key)
            } else if spec.options.contains(key) {
                guard let value = inlineValue ?? iterator.next() else {
                    throw .usage("option '\(name)' needs a value", command: spec.command)
                }
                if options[key] != nil, !spec.repeatable.contains(key) {
                    throw .usage("option '\(name)' given twice", command: spec.command)
                }
                options[key, default: []].append(value)
            } else {
                throw .usage("unknown option '\(name)'", command: spec.command)
            }
        }
    }

    func flag(_ name: String) -> Bool { flags.contains(name) }

    func option(_ name: String) -> String? { options[name]?.last }

    func values(_ name: String) -> [String] { options[name] ?? [] }

    /// An integer option, or nil when absent; a usage error when not an integer in range.
    func integer(_ name: String, in range: ClosedRange<Int>, command: String) throws(CLIError) -> Int? {
        guard let text = option(name) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw .usage(
                "option '--\(name)' expects an integer in \(range.lowerBound)...\(range.upperBound), found '\(text)'",
                command: command)
        }
        return value
    }

    /// A number option, or nil when absent; a usage error when not a finite number in range.
    func number(_ name: String, in range: ClosedRange<Double>, command: String) throws(CLIError) -> Double? {
        guard let text = option(name) else { return nil }
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw .usage(
                "option '--\(name)' expects a number in \(range.lowerBound)...\(range.upperBound), found '\(text)'",
                command: command)
        }
        return value
    }
}
