import Foundation

/// The choices of one test case, as a value that can be printed and read back.
///
/// The text form (``encoded``) is base64 of the choices as unsigned LEB128 varints (7 bits
/// a byte, low group first, the high bit set on every byte but a value's last, as
/// protocol buffers write integers). Choices are mostly small, so a case of 30 choices
/// prints in about 40 characters; minithesis stores 8-byte big-endian integers instead
/// (math-reference.md §5.2), which would take 320. Replaying the choices of a
/// counterexample with the same generator reproduces the input exactly, whatever the seed
/// that first found it.
///
/// Sequences are ordered shortlex, the order in which shrinking makes progress: fewer
/// choices is simpler, and at equal length the first smaller choice decides.
public struct ChoiceSequence: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var values: [UInt64]

    public init(_ values: [UInt64]) {
        self.values = values
    }

    /// Reads the text form; nil unless it is base64 of whole varints, each at most
    /// 64 bits. Surrounding whitespace is ignored; the empty string is the empty sequence.
    public init?(encoded text: some StringProtocol) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let data = Data(base64Encoded: trimmed) else { return nil }
        self.init(varints: data)
    }

    /// Reads raw varint bytes (the text form before base64); nil unless they are whole
    /// varints of at most 64 bits. A coverage-guided fuzzer can hand its bytes here to
    /// drive a generator through ``Attempt/replaying(_:)``.
    public init?(varints bytes: some Sequence<UInt8>) {
        var values: [UInt64] = []
        var value: UInt64 = 0
        var shift: UInt64 = 0
        var open = false
        for byte in bytes {
            let bits = UInt64(byte & 0x7F)
            // The tenth byte may hold only the 64th bit.
            guard shift < 64, shift < 63 || bits <= 1 else { return nil }
            value |= bits << shift
            if byte & 0x80 != 0 {
                shift += 7
                open = true
            } else {
                values.append(value)
                value = 0
                shift = 0
                open = false
            }
        }
        guard !open else { return nil }
        self.values = values
    }

    /// Base64 of the choices as LEB128 varints.
    public var encoded: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * 2)
        for value in values {
            var rest = value
            while rest >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
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
