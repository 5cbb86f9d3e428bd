extension OptionValue where Value == String {
    /// Any text: a path, a name; `placeholder` says which (`FILE`, `DIR`, `NAME`).
    public static func string(_ placeholder: String) -> Self {
        Self(placeholder: placeholder) { $0 }
    }

    /// One of `choices`, as given: "no format named 'x' (known: flutter, android)".
    public static func choice(_ choices: [String], kind: String, placeholder: String) -> Self {
        named(kind: kind, placeholder: placeholder, known: { choices }, lookup: { choices.contains($0) ? $0 : nil })
    }
}

extension OptionValue {
    /// A value looked up by name; `known` lists the names for the error (and is only called
    /// then).
    public static func named(
        kind: String, placeholder: String = "NAME", describe: @escaping @Sendable (Value) -> String,
        known: @escaping @Sendable () -> [String], lookup: @escaping @Sendable (String) -> Value?
    ) -> Self {
        Self(placeholder: placeholder, describe: describe) { text throws(OptionValueError) in
            guard let value = lookup(text) else { throw .unknownName(kind: kind, name: text, known: known()) }
            return value
        }
    }

    /// A value looked up by name, written back with `String(describing:)`.
    public static func named(
        kind: String, placeholder: String = "NAME", known: @escaping @Sendable () -> [String],
        lookup: @escaping @Sendable (String) -> Value?
    ) -> Self {
        named(kind: kind, placeholder: placeholder, describe: { String(describing: $0) }, known: known, lookup: lookup)
    }

    /// A comma-separated list of values (`a,b,c`), at least one; `plural` names them for the
    /// error ("contract ids").
    public static func list<Element: Sendable>(of element: OptionValue<Element>, plural: String) -> Self
    where Value == [Element] {
        Self(
            placeholder: "\(element.placeholder)[,\(element.placeholder)...]",
            describe: { $0.map(element.describe).joined(separator: ",") },
            parse: { text throws(OptionValueError) in
                let parts = text.split(separator: ",")
                guard !parts.isEmpty else { throw .expected("one or more comma-separated \(plural)", found: text) }
                var values: [Element] = []
                for part in parts { values.append(try element.parse(String(part))) }
                return values
            })
    }
}

extension OptionValue where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// A case of a string enumeration, by its raw value.
    public static func cases(kind: String, placeholder: String) -> Self {
        named(
            kind: kind, placeholder: placeholder, describe: { $0.rawValue },
            known: { Value.allCases.map(\.rawValue) }, lookup: { Value(rawValue: $0) })
    }
}
