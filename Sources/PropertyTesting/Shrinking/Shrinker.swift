/// Reduces a failing choice sequence to a simpler one that fails the same way, by editing
/// the choices only (minithesis `TestingState.shrink`, math-reference.md §5.2; the passes
/// are in Shrinker+Passes.swift, plus one of Hypothesis's: deleting the spans generators
/// mark as elements).
///
/// "Simpler" is shortlex order (``ChoiceSequence``). Every candidate is run through the
/// generator, so a shrunk input is always one the generator could have made: there is no
/// invalid counterexample to filter out. A candidate counts when it fails and
/// `isInteresting` accepts the failure (by default: the same tags as the original).
///
/// The passes repeat until a whole round changes nothing (a fixpoint), or until the budget
/// of property calls is spent; cached prefixes cost nothing.
struct Shrinker {
    let runner: PropertyRunner
    let isInteresting: (PropertyFailure) -> Bool
    /// The simplest interesting sequence found so far, and its failure.
    private(set) var best: [UInt64]
    private(set) var bestFailure: PropertyFailure
    /// The spans of ``best``, when known.
    private var bestSpans: [Range<Int>]?
    /// Property calls this shrinker may make.
    let budget: Int
    private let callsAtStart: Int
    /// How many times ``best`` improved.
    private(set) var improvements = 0
    /// Completed rounds of all passes.
    private(set) var rounds = 0

    init(
        runner: PropertyRunner,
        choices: [UInt64],
        failure: PropertyFailure,
        budget: Int,
        isInteresting: @escaping (PropertyFailure) -> Bool
    ) {
        self.runner = runner
        self.best = choices
        self.bestFailure = failure
        self.budget = budget
        self.callsAtStart = runner.calls
        self.isInteresting = isInteresting
    }

    /// Property calls made so far.
    var callsUsed: Int { runner.calls - callsAtStart }

    var isExhausted: Bool { callsUsed >= budget }

    /// Runs every pass until a round changes nothing or the budget is spent.
    mutating func shrink() {
        while !isExhausted {
            let before = best
            deleteSpans()
            deleteChunks()
            zeroBlocks()
            minimizeEachChoice()
            sortWindows()
            redistributePairs()
            rounds += 1
            if best == before { break }
        }
    }

    /// Whether `candidate` fails interestingly; makes it (or the choices it consumed) the
    /// new best when it is simpler.
    @discardableResult
    mutating func consider(_ candidate: [UInt64]) -> Bool {
        if candidate == best { return true }
        guard !isExhausted || runner.cachesAnswer(candidate) else { return false }
        let run = runner.run(prefix: candidate)
        guard case .fails(let failure) = run.outcome, isInteresting(failure) else { return false }
        if ChoiceSequence.shortlexPrecedes(run.choices, best) {
            best = run.choices
            bestFailure = failure
            bestSpans = run.spans
            improvements += 1
        }
        return true
    }

    /// The spans of ``best``; running it once more when they are not known.
    mutating func spansOfBest() -> [Range<Int>] {
        if let bestSpans { return bestSpans }
        let spans = runner.spans(of: best)
        bestSpans = spans
        return spans
    }

    /// `best` with the choices at the given positions replaced; whether that is interesting.
    mutating func replace(_ changes: [(index: Int, value: UInt64)]) -> Bool {
        var attempt = best
        for (index, value) in changes {
            guard index < attempt.count else { return false }
            attempt[index] = value
        }
        return consider(attempt)
    }
}

extension PropertyRunner {
    /// Whether the cache answers `prefix` without running anything.
    func cachesAnswer(_ prefix: [UInt64]) -> Bool {
        cacheLookup(prefix) != nil
    }
}
