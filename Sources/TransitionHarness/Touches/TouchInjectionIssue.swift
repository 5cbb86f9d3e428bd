import GestureTrace

/// A touch sample the injector could not deliver as given, and what it did instead.
///
/// Bad samples never stop a replay: each one is reported here and skipped (or, for a time
/// that goes backwards, delivered at the previous time).
public struct TouchInjectionIssue: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// `moved`, `stationary`, `ended` or `cancelled` for a finger that is not down.
        case fingerNotDown
        /// `began` for a finger that is already down.
        case fingerAlreadyDown
        /// A coordinate or the time is NaN or infinite.
        case nonFiniteValue
        /// The force is negative or not finite; the sample is delivered without it.
        case invalidForce
        /// The time is earlier than the previous event's; the sample is delivered at the
        /// previous event's time.
        case timeWentBackwards
    }

    /// The sample's index in the trace's `touches` (or in the samples given); -1 for the
    /// samples ``TouchInjector/cancelAllTouches(at:)`` makes.
    public var sampleIndex: Int
    public var kind: Kind
    /// The sample as given.
    public var sample: TouchSample

    public init(sampleIndex: Int, kind: Kind, sample: TouchSample) {
        self.sampleIndex = sampleIndex
        self.kind = kind
        self.sample = sample
    }

    /// Compiler-style: `touches[3]: moved for finger 1, which is not down; skipped`.
    public var description: String {
        let what: String
        switch kind {
        case .fingerNotDown:
            what = "\(sample.phase.rawValue) for finger \(sample.id), which is not down; skipped"
        case .fingerAlreadyDown:
            what = "began for finger \(sample.id), which is already down; skipped"
        case .nonFiniteValue:
            what = "time or coordinate is not finite (t \(sample.t), x \(sample.x), y \(sample.y)); skipped"
        case .invalidForce:
            what = "force \(sample.force.map { "\($0)" } ?? "nil") is not a finite number >= 0; delivered without force"
        case .timeWentBackwards:
            what = "time goes backwards (\(sample.t)); delivered at the previous event's time"
        }
        return "touches[\(sampleIndex)]: \(what)"
    }
}
