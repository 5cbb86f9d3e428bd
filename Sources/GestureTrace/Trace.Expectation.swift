extension Trace {
    /// The decision an interaction makes when its last finger lifts.
    public enum Outcome: String, Sendable, Equatable, CaseIterable {
        case finish, cancel
    }

    /// What `check` asserts about a replay of the trace.
    public struct Expectation: Sendable, Equatable {
        /// One outcome per transition the trace starts, in order. A file's single string is
        /// read as a one-element array; `[]` means the trace must start no transition.
        public var outcome: [Outcome]?
        /// The completion policy the outcome assumes; nil means the harness's default.
        public var policy: String?
        /// Progress when the last finger lifts must lie in this closed interval.
        public var progressAtRelease: ProgressRange?

        public init(outcome: [Outcome]? = nil, policy: String? = nil, progressAtRelease: ProgressRange? = nil) {
            self.outcome = outcome
            self.policy = policy
            self.progressAtRelease = progressAtRelease
        }
    }

    /// A closed interval `[min, max]` of progress, with `min <= max`.
    public struct ProgressRange: Sendable, Equatable {
        public var min: Double
        public var max: Double

        public init(min: Double, max: Double) {
            self.min = min
            self.max = max
        }

        public func contains(_ value: Double) -> Bool {
            value >= min && value <= max
        }
    }
}
