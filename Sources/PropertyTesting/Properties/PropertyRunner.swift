/// Runs a property on test cases and keeps the cache of outcomes for replayed prefixes.
///
/// Fresh random cases are not cached: their choices are not known before they run, and a
/// campaign makes millions of them. Cases replayed from a prefix (shrinking, replay of a
/// printed counterexample) go through the ``ChoiceTrie``, so a prefix whose outcome is known
/// is never run again.
final class PropertyRunner {
    typealias Property = (inout TestCase) -> PropertyResult

    /// The result of one case: the outcome and the choices it consumed.
    struct Run {
        var outcome: CaseOutcome
        var choices: [UInt64]
        /// The spans the generator marked, when they were recorded; nil otherwise (fresh
        /// cases and cached answers).
        var spans: [Range<Int>]? = nil
    }

    let property: Property
    let maxChoices: Int
    private var cache = ChoiceTrie()
    /// Times the property was called.
    private(set) var calls = 0
    /// Prefix runs answered by the cache.
    private(set) var cacheHits = 0

    init(maxChoices: Int = TestCase.defaultMaxChoices, property: @escaping Property) {
        self.maxChoices = maxChoices
        self.property = property
    }

    /// Runs a fresh case drawn from `random`.
    func run(random: SplitMix64) -> Run {
        var testCase = TestCase(random: random, maxChoices: maxChoices)
        return execute(&testCase)
    }

    /// Runs the case that makes the choices `prefix` (and overruns if it needs more), or
    /// answers from the cache. The returned choices are those the case consumed, which may
    /// be fewer than `prefix`.
    func run(prefix: [UInt64]) -> Run {
        if let known = cache.lookup(prefix) {
            cacheHits += 1
            return Run(outcome: known.outcome, choices: Array(prefix[..<known.consumed]))
        }
        var testCase = TestCase(prefix: prefix, random: nil, maxChoices: min(prefix.count, maxChoices))
        testCase.recordsSpans = true
        var run = execute(&testCase)
        run.spans = testCase.spans
        cache.record(run.choices, run.outcome)
        return run
    }

    /// The spans `choices` mark, running the property once more if need be.
    func spans(of choices: [UInt64]) -> [Range<Int>] {
        var testCase = TestCase(prefix: choices, random: nil, maxChoices: min(choices.count, maxChoices))
        testCase.recordsSpans = true
        _ = execute(&testCase)
        return testCase.spans
    }

    /// What the cache knows about `prefix`, without running anything.
    func cacheLookup(_ prefix: [UInt64]) -> (outcome: CaseOutcome, consumed: Int)? {
        cache.lookup(prefix)
    }

    /// Records the outcome of a case that ran outside ``run(prefix:)`` (the first failure
    /// found by generation), so that shrinking never re-runs it.
    func remember(_ run: Run) {
        cache.record(run.choices, run.outcome)
    }

    private func execute(_ testCase: inout TestCase) -> Run {
        calls += 1
        let result = property(&testCase)
        let outcome: CaseOutcome
        switch testCase.abortStatus {
        case .overrun?: outcome = .overrun
        case .invalid?: outcome = .invalid
        default:
            switch result {
            case .holds: outcome = .holds
            case .fails(let failure): outcome = .fails(failure)
            }
        }
        return Run(outcome: outcome, choices: testCase.choices)
    }
}
