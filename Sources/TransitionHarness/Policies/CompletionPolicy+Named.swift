extension CompletionPolicy {
    /// One policy of each kind, for listings: `cupertino`, `cupertino:legacy`,
    /// `projection`, `threshold:0.5`.
    public static let allNamed: [CompletionPolicy] = [
        .cupertino, .cupertino(durations: .legacy), .projection, .threshold(0.5),
    ]

    /// The policy a name denotes, or nil when the name is not in the grammar:
    ///
    /// ```
    /// policy     = cupertino | projection | threshold
    /// cupertino  = "cupertino" [ ":" ( "modern" | "legacy" ) ]      default modern
    /// projection = "projection" [ ":" number ]    deceleration rate, 0 < r < 1; default 0.998
    /// threshold  = "threshold" [ ":" number ]     progress, 0 <= value <= 1; default 0.5
    /// number     = decimal digits with an optional sign, point and exponent ("0.99", "5e-1")
    /// ```
    ///
    /// Names are case-sensitive and have no spaces. Every policy's ``name`` parses back to
    /// an equivalent policy.
    public static func named(_ name: String) -> CompletionPolicy? {
        let parts = name.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let kind = parts[0]
        let argument = parts.count > 1 ? String(parts[1]) : nil
        switch kind {
        case "cupertino":
            guard let argument else { return .cupertino }
            return CupertinoDurations(rawValue: argument).map { .cupertino(durations: $0) }
        case "projection":
            guard let argument else { return .projection }
            guard let rate = decimal(argument), rate > 0, rate < 1 else { return nil }
            return .projection(decelerationRate: rate)
        case "threshold":
            guard let argument else { return .threshold(0.5) }
            guard let value = decimal(argument), value >= 0, value <= 1 else { return nil }
            return .threshold(value)
        default:
            return nil
        }
    }

    /// A finite decimal number, or nil (no hexadecimal, `nan` or `inf` spellings).
    private static func decimal(_ text: String) -> Double? {
        let allowed = Set("0123456789.eE+-")
        guard !text.isEmpty, text.allSatisfy(allowed.contains), let value = Double(text), value.isFinite else {
            return nil
        }
        return value
    }
}
