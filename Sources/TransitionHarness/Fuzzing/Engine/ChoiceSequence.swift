import Foundation

/// The choices of one test case, as a value that can be printed and read back.
///
/// The text form (``encoded``) is base64 of the choices as 8-byte big-endian integers, the
/// layout minithesis uses for its database (math-reference.md §5.2). Replaying the choices
/// of a counterexample with the same generator reproduces the input exactly, whatever the
/// seed that first found it.
///
/// Sequences are ordered shortlex, the order in which shrinking makes progress: fewer
/// choices is simpler, and at equal length the first smaller choice decides.
public struct ChoiceSequence: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var values: [UInt64]

    public init(_ values: [UInt64]) {
        self.values = values
    }

    /// Reads the text form; nil unless it is base64 of a whole number of 8-byte values.
    /// Surrounding whitespace is ignored; the empty string is the empty sequence.
    public init?(encoded text: some StringProtocol) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let data = Data(base64Encoded: trimmed), data.count % 8 == 0 else { return nil }
        var values: [UInt64] = []
        values.reserveCapacity(data.count / 8)
        var value: UInt64 = 0
        for (index, byte) in data.enumerated() {
            value = value << 8 | UInt64(byte)
            if index % 8 == 7 {
                values.append(value)
                value = 0
            }
        }
        self.values = values
    }

    /// Base64 of the choices as 8-byte big-endian integers.
    public var encoded: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * 8)
        for value in values {
            for shift in stride(from: 56, through: 0, by: -8) {
                bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
            }
        }
        return Data(bytes).base64EncodedString()
    }

    public var description: String { encoded }

    /// Shortlex: shorter first, then the first differing choice.
    public static func < (lhs: ChoiceSequence, rhs: ChoiceSequence) -> Bool {
        shortlexPrecedes(lhs.values, rhs.values)
    }

    /// Whether `lhs` is simpler than `rhs` in shortlex order.
    static func shortlexPrecedes(_ lhs: [UInt64], _ rhs: [UInt64]) -> Bool {
        if lhs.count != rhs.count { return lhs.count < rhs.count }
        for (left, right) in zip(lhs, rhs) where left != right {
            return left < right
        }
        return false
    }
}
