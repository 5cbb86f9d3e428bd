extension OptionValue where Value == Int {
    /// An integer in `range`: "an integer in 1...256".
    public static func integer(in range: ClosedRange<Int>, placeholder: String = "N") -> Self {
        Self(placeholder: placeholder) { text throws(OptionValueError) in
            guard let value = Int(text), range.contains(value) else {
                throw .expected("an integer in \(range.lowerBound)...\(range.upperBound)", found: text)
            }
            return value
        }
    }

    /// A whole number of at least `minimum`: "a whole number of at least 1".
    public static func integer(atLeast minimum: Int, placeholder: String = "N") -> Self {
        Self(placeholder: placeholder) { text throws(OptionValueError) in
            guard let value = Int(text), value >= minimum else {
                throw .expected("a whole number of at least \(minimum)", found: text)
            }
            return value
        }
    }
}

extension OptionValue where Value == UInt64 {
    /// An unsigned 64-bit whole number of at least `minimum`: a count of cases, a case index.
    public static func count(atLeast minimum: UInt64 = 0, placeholder: String = "N") -> Self {
        Self(placeholder: placeholder) { text throws(OptionValueError) in
            guard let value = UInt64(text), value >= minimum else {
                throw .expected(
                    minimum == 0 ? "a whole number" : "a whole number of at least \(minimum)", found: text)
            }
            return value
        }
    }

    /// A seed for a seeded generator: any unsigned 64-bit whole number.
    public static var seed: Self { count(placeholder: "N") }
}

extension OptionValue where Value == Double {
    /// A finite number in `range`: "a number in 0.01...10.0". Decimal and exponent spellings
    /// (`0.5`, `5e-1`) are numbers; `nan` and `inf` are not.
    public static func number(in range: ClosedRange<Double>, placeholder: String = "X") -> Self {
        Self(placeholder: placeholder) { text throws(OptionValueError) in
            guard let value = Double(text), value.isFinite, range.contains(value) else {
                throw .expected("a number in \(range.lowerBound)...\(range.upperBound)", found: text)
            }
            return value
        }
    }

    /// A duration in seconds in `range`: "a number of seconds in 0.001...1000000000.0".
    public static func seconds(in range: ClosedRange<Double>, placeholder: String = "S") -> Self {
        Self(placeholder: placeholder) { text throws(OptionValueError) in
            guard let value = Double(text), value.isFinite, range.contains(value) else {
                throw .expected("a number of seconds in \(range.lowerBound)...\(range.upperBound)", found: text)
            }
            return value
        }
    }
}

/// One part of a job split into `count` parts, the one numbered `index` (from 0).
public struct ShardNumber: Sendable, Equatable {
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }
}

extension OptionValue where Value == ShardNumber {
    /// `K/N` with 0 <= K < N: part K of a job split into N.
    public static var shard: Self {
        Self(placeholder: "K/N", describe: { "\($0.index)/\($0.count)" }, parse: shardNumber)
    }

    private static func shardNumber(_ text: String) throws(OptionValueError) -> ShardNumber {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), index >= 0, index < count else {
            throw .expected("K/N with 0 <= K < N", found: text)
        }
        return ShardNumber(index: index, count: count)
    }
}
