import Foundation

/// Number formatting for the table (the JSON keeps full values). Locale-independent:
/// `String(format:)` with the POSIX locale's `.` decimal point.
enum Format {
    static func fixed(_ value: Double, _ places: Int) -> String {
        guard value.isFinite else { return "n/a" }
        return String(format: "%.\(places)f", locale: Locale(identifier: "en_US_POSIX"), value)
    }

    /// `1000000` as `1,000,000`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// Bytes in MB (10^6) with one decimal, or KB under a megabyte.
    static func bytes(_ value: Int) -> String {
        value >= 1_000_000 ? fixed(Double(value) / 1e6, 1) + " MB" : fixed(Double(value) / 1e3, 1) + " KB"
    }

    /// Bytes in MiB with one decimal, for memory.
    static func mebibytes(_ value: Int) -> String {
        fixed(Double(value) / 1_048_576, 1) + " MiB"
    }

    /// A rate with its spread: `312.4 (298.0-320.1)`.
    static func rate(_ median: Double, _ low: Double, _ high: Double, places: Int = 1) -> String {
        "\(fixed(median, places)) (\(fixed(low, places))-\(fixed(high, places)))"
    }

    /// Seconds in a readable unit.
    static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "n/a" }
        if seconds >= 1 { return fixed(seconds, 2) + " s" }
        if seconds >= 1e-3 { return fixed(seconds * 1e3, 2) + " ms" }
        return fixed(seconds * 1e6, 1) + " us"
    }

    /// Rounds for the JSON output, so it does not carry noise digits.
    static func rounded(_ value: Double, significantDigits: Int = 4) -> Double {
        guard value.isFinite, value != 0 else { return value }
        let magnitude = Int(floor(log10(abs(value))))
        let exponent = significantDigits - 1 - magnitude
        // Multiply or divide by an exact power of ten, so the result prints short.
        if exponent >= 0 {
            let scale = pow(10, Double(exponent))
            return (value * scale).rounded() / scale
        }
        let scale = pow(10, Double(-exponent))
        return (value / scale).rounded() * scale
    }
}
