import GestureTrace

/// Shrinks a failing trace by deleting touch samples, for failures that carry no choices
/// (a recorded or converted trace, a hand-written one): the samples of each finger other
/// than the first, then runs of consecutive samples (half the trace, a quarter, ... one),
/// keeping a deletion when the trace is still valid (`Trace.validate`) and still breaks
/// the same contract. Repeats until a round deletes nothing or the budget of property
/// calls is spent (delta debugging's "ddmin", complement deletions only).
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
            var state = State(best: trace, failure: failure, calls: 1)
            func attempt(_ samples: [TouchSample]) -> Bool {
                guard state.calls < budget, samples.count < state.best.touches.count else { return false }
                var candidate = state.best
                candidate.touches = samples
                guard (try? candidate.validate()) != nil else { return false }
                state.calls += 1
                guard let failure = property(candidate, scenario), failure.contracts.contains(contract) else {
                    return false
                }
                state.best = candidate
                state.failure = failure
                return true
            }
            var changed = true
            while changed, state.calls < budget {
                changed = false
                // Whole fingers other than the first one down.
                let first = state.best.touches.first?.id
                for id in Set(state.best.touches.map(\.id)).sorted(by: >) where id != first {
                    if attempt(state.best.touches.filter { $0.id != id }) { changed = true }
                }
                // Runs of samples, largest first, back to front.
                var size = max(state.best.touches.count / 2, 1)
                while size >= 1 {
                    var start = state.best.touches.count - size
                    while start >= 0 {
                        var samples = state.best.touches
                        samples.removeSubrange(start..<(start + size))
                        if attempt(samples) { changed = true }
                        start = min(start, state.best.touches.count - size) - 1
                    }
                    size /= 2
                }
            }
            return Result(
                trace: state.best, contract: contract, scenario: scenario, failure: state.failure,
                originalSampleCount: trace.touches.count, calls: state.calls)
        }
    }

    private struct State {
        var best: Trace
        var failure: FuzzFailure
        var calls: Int
    }
}
