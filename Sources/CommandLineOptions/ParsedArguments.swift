/// A command line read against a command's declarations: each declared option's value, the
/// positional arguments, and whether help was asked for.
///
/// The grammar: `--name value`, `--name=value`, `--name` for a flag, `--help` or `-h`
/// anywhere among the options, `--` ends the options. A word is an option when it starts
/// with `-` and is not `-` alone or a negative number (`-1`, `-0.5`); such a word is never
/// taken as the previous option's value, so `--out --json` is a missing value and
/// `--out=--json` the way to say it. Long names have two dashes: `-json` is unknown.
public struct ParsedArguments: Sendable {
    /// The words that are not options, in order.
    public private(set) var positionals: [String] = []
    /// Whether `--help` or `-h` was given (then no value was read).
    public private(set) var isHelp = false
    private var values: [String: any Sendable] = [:]
    private var given: Set<String> = []

    init(_ arguments: [String], options: [AnyOptionDeclaration]) throws(CommandLineError) {
        var declared: [String: AnyOptionDeclaration] = [:]
        for option in options { declared[option.name] = option }
        var texts: [String: [String]] = [:]
        var order: [String] = []
        var index = arguments.startIndex
        var optionsEnded = false
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !Self.isOption(argument) {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" {
                isHelp = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard name.hasPrefix("--"), let option = declared[String(name.dropFirst(2))] else {
                throw .unknownOption(name, suggestion: Self.suggestion(for: name, among: options))
            }
            let text: String
            if option.isFlag {
                guard inlineValue == nil else { throw .unexpectedValue(option: name) }
                text = ""
            } else if let inlineValue {
                text = inlineValue
            } else {
                guard index < arguments.endIndex, !Self.isOption(arguments[index]) else {
                    throw .missingValue(option: name)
                }
                text = arguments[index]
                index += 1
            }
            if option.name == CommandSyntax.helpOption.name {
                isHelp = true
                continue
            }
            if texts[option.name] != nil, !option.isRepeatable { throw .givenTwice(option: name) }
            if texts[option.name] == nil { order.append(option.name) }
            texts[option.name, default: []].append(text)
        }
        guard !isHelp else { return }
        given = Set(order)
        if let missing = options.first(where: { $0.isRequired && texts[$0.name] == nil }) {
            throw .missingOption(synopsis: missing.synopsis)
        }
        // Given options in the order given (so the first bad one is reported), then defaults.
        let names = order + options.map(\.name).filter { texts[$0] == nil }
        for name in names {
            guard let option = declared[name] else { continue }
            do {
                values[name] = try option.read(texts[name] ?? [])
            } catch {
                throw .invalidValue(option: option.spelling, error)
            }
        }
    }

    /// The value of `option`: what the command line gave, else its default.
    public subscript<Value>(_ option: OptionDeclaration<Value>) -> Value {
        guard let value = values[option.name] as? Value else {
            preconditionFailure("option '--\(option.name)' is not among the command's declarations")
        }
        return value
    }

    /// Whether the command line gave `option` (a default does not count).
    public func isGiven<Value>(_ option: OptionDeclaration<Value>) -> Bool {
        given.contains(option.name)
    }

    /// Whether the command line gave `option`, of whatever value type.
    public func isGiven(_ option: AnyOptionDeclaration) -> Bool {
        given.contains(option.name)
    }

    /// Whether `word` is an option rather than a value: it starts with `-` and is not `-`
    /// alone or a negative number.
    static func isOption(_ word: String) -> Bool {
        guard word.count >= 2, word.first == "-" else { return false }
        let second = word[word.index(after: word.startIndex)]
        return !(second.isASCII && (second.isNumber || second == "."))
    }

    /// A declared spelling close to `name`: `--json` for `-json`, `--seed` for `--sed`.
    static func suggestion(for name: String, among options: [AnyOptionDeclaration]) -> String? {
        let bare = String(name.drop { $0 == "-" })
        if let exact = options.first(where: { $0.name == bare }) { return exact.spelling }
        let scored = options.map { (option: $0, distance: editDistance(bare, $0.name)) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= 2, best.distance < bare.count
        else { return nil }
        return best.option.spelling
    }

    /// The Levenshtein distance between two words.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
