/// Runs a property on attempts and keeps the cache of outcomes for replayed prefixes.
///
/// Fresh random attempts are not cached: their choices are not known before they run, and a
/// long run makes millions of them. Attempts replayed from a prefix (shrinking, replay of a
/// printed counterexample) go through the ``ChoiceTrie``, so a prefix whose outcome is known
/// is never run again.
package final class PropertyRunner {
    package typealias Property = (inout Attempt) -> PropertyResult

    /// The result of one attempt: the outcome and the choices it consumed.
    package struct Run {
        package var outcome: CaseOutcome
        package var choices: [UInt64]
        /// The spans the generator marked, when they were recorded; nil otherwise (fresh
        /// attempts and cached answers).
        package var spans: [Range<Int>]? = nil
    }

    package let property: Property
    package let maxChoices: Int
    private var cache = ChoiceTrie()
    /// Times the property was called.
    package private(set) var calls = 0
    /// Prefix runs answered by the cache.
    package private(set) var cacheHits = 0

    package init(maxChoices: Int = Attempt.defaultMaxChoices, property: @escaping Property) {
        self.maxChoices = maxChoices
        self.property = property
    }

    /// Runs a fresh attempt drawn from `random`.
    package func run(random: SplitMix64) -> Run {
        var attempt = Attempt(random: random, maxChoices: maxChoices)
        return execute(&attempt)
    }

    /// Runs the attempt that makes the choices `prefix` (and overruns if it needs more), or
    /// answers from the cache. The returned choices are those the attempt consumed, which may
    /// be fewer than `prefix`.
    package func run(prefix: [UInt64]) -> Run {
        if let known = cache.lookup(prefix) {
            cacheHits += 1
            return Run(outcome: known.outcome, choices: Array(prefix[..<known.consumed]))
        }
        var attempt = Attempt(prefix: prefix, random: nil, maxChoices: min(prefix.count, maxChoices))
        attempt.recordsSpans = true
        var run = execute(&attempt)
        run.spans = attempt.spans
        cache.record(run.choices, run.outcome)
        return run
    }

    /// The spans `choices` mark, running the property once more if need be.
    func spans(of choices: [UInt64]) -> [Range<Int>] {
        var attempt = Attempt(prefix: choices, random: nil, maxChoices: min(choices.count, maxChoices))
        attempt.recordsSpans = true
        _ = execute(&attempt)
        return attempt.spans
    }

    /// What the cache knows about `prefix`, without running anything.
    func cacheLookup(_ prefix: [UInt64]) -> (outcome: CaseOutcome, consumed: Int)? {
        cache.lookup(prefix)
    }

    /// Records the outcome of an attempt that ran outside ``run(prefix:)`` (the first failure
    /// found by generation), so that shrinking never re-runs it.
    func remember(_ run: Run) {
        cache.record(run.choices, run.outcome)
    }

    private func execute(_ attempt: inout Attempt) -> Run {
        calls += 1
        let result = property(&attempt)
        let outcome: CaseOutcome
        switch attempt.abortOutcome {
        case .overrun?: outcome = .overrun
        case .invalid?: outcome = .invalid
        default:
            switch result {
            case .holds: outcome = .holds
            case .fails(let failure): outcome = .fails(failure)
            }
        }
        return Run(outcome: outcome, choices: attempt.choices)
    }
}
