import GestureTrace
import PropertyTesting

/// Shrinks a failing trace by deleting touch samples, for failures that carry no choices
/// (a recorded or converted trace, a hand-written one): ``DeletionShrinker`` over the
/// samples, grouped by finger (the samples of each finger other than the first, then runs of
/// consecutive samples), keeping a deletion when the trace is still valid (`Trace.validate`)
/// and still breaks the same contract.
///
/// A trace the fuzzer wrote carries its choices in its notes; shrinking those
/// (``FuzzCampaign/finding(shrinking:contract:caseIndex:property:)``) reaches simpler
/// gestures, because it can also change values. This one only removes samples.
public struct TraceShrinker: Sendable {
    /// The result of a shrink.
    public struct Result: Sendable, Equatable {
        /// The shrunk trace (name and notes as given).
        public var trace: Trace
        /// The contract it was shrunk for, and the scenario it is replayed under.
        public var contract: Contract
        public var scenario: FuzzScenario
        /// How it fails.
        public var failure: FuzzFailure
        /// Samples before shrinking.
        public var originalSampleCount: Int
        /// Property calls made (invalid candidates cost none).
        public var calls: Int
        /// The transition's name, for the regression file's notes (`animator: NAME`).
        public var animator: String?
        /// The completion policy's name, for the regression file's notes (`policy: NAME`).
        public var policy: String?
    }

    /// Property calls the shrinker may make.
    public var budget: Int

    public init(budget: Int = 2_000) {
        self.budget = budget
    }

    /// Shrinks `trace` (replayed under `scenario`) while it breaks `contract`; nil when it
    /// does not break it to begin with.
    public func shrink(
        _ trace: Trace, scenario: FuzzScenario, contract: Contract, property: FuzzCampaign.Property
    ) -> Result? {
        withoutActuallyEscaping(property) { property in
            guard let failure = property(trace, scenario), failure.contracts.contains(contract) else { return nil }
            var latest = failure
            func candidate(_ samples: [TouchSample]) -> Trace {
                var candidate = trace
                candidate.touches = samples
                return candidate
            }
            var shrinker = DeletionShrinker(
                trace.touches, calls: 1, budget: budget,
                isValid: { (try? candidate($0).validate()) != nil },
                fails: { samples in
                    guard let failure = property(candidate(samples), scenario), failure.contracts.contains(contract)
                    else { return false }
                    latest = failure
                    return true
                })
            shrinker.shrink(groupedBy: \.id)
            return Result(
                trace: candidate(shrinker.best), contract: contract, scenario: scenario, failure: latest,
                originalSampleCount: trace.touches.count, calls: shrinker.calls)
        }
    }
}
