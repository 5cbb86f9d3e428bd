/// What a property says about one generated input.
public enum PropertyResult: Sendable, Equatable {
    /// The property holds for this input.
    case holds
    /// The property fails for this input.
    case fails(PropertyFailure)

    /// A failure with a message and, optionally, tags that say which way it failed.
    public static func fails(_ message: String, tags: [String] = []) -> PropertyResult {
        .fails(PropertyFailure(message: message, tags: tags))
    }

    /// The failure, or nil when the property holds.
    public var failure: PropertyFailure? {
        if case .fails(let failure) = self { return failure }
        return nil
    }
}

/// How a property failed.
///
/// The ``tags`` say *which* failure this is: the shrinker keeps only candidates that fail
/// with the same tags as the failure it started from (by default), so a shrunk
/// counterexample is a smaller instance of the same bug, not of another one (a caller that
/// checks several rules tags a failure with the ids of the rules it breaks). Hypothesis makes the same
/// distinction with its "interesting origin" of a failure.
public struct PropertyFailure: Sendable, Equatable, CustomStringConvertible {
    public var message: String
    /// Sorted is not required; equality of failures compares the tags in order.
    public var tags: [String]

    public init(message: String, tags: [String] = []) {
        self.message = message
        self.tags = tags
    }

    public var description: String {
        tags.isEmpty ? message : "[\(tags.joined(separator: ", "))] \(message)"
    }
}
