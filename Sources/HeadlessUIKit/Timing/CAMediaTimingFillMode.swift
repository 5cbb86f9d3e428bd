/// How a timed object behaves outside its active duration, a string-backed type as in the SDK
/// (`kCAFillModeForwards` is the string "forwards", and so on).
///
/// The header says local time is clamped to either end of the active duration, or the object is
/// removed from the presentation; the default is `removed`. `MediaTiming.state(atParentTime:)`
/// applies it.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}

extension CAMediaTimingFillMode {
    /// After its active duration the object holds its final state.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Before its active duration the object holds its initial state.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Outside its active duration the object has no effect (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")

    /// Whether the object holds its final state after the active duration. An unknown raw value
    /// behaves as `removed`.
    package var fillsForwards: Bool { self == .forwards || self == .both }

    /// Whether the object holds its initial state before the active duration. An unknown raw
    /// value behaves as `removed`.
    package var fillsBackwards: Bool { self == .backwards || self == .both }
}
