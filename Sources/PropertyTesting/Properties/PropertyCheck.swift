/// Property-based testing on the choice-sequence engine, for use from Swift Testing.
///
/// ```swift
/// @Test func sortingKeepsTheCount() {
///     let report = PropertyCheck.run(seed: 7, cases: 500) { attempt in
///         let values = (0..<attempt.choice(upTo: 20)).map { _ in attempt.choice(upTo: 100) }
///         return values.sorted().count == values.count ? .holds : .fails("sorting lost elements")
///     }
///     #expect(report.passed, "\(report)")
/// }
/// ```
///
/// The run draws `cases` valid inputs from attempts seeded from `seed` and the attempt's
/// index (``SplitMix64/forCase(seed:index:)``). At the first failure it stops, shrinks the
/// failing choices (``shrink(_:budget:maxChoices:while:_:)``) while the failure keeps its tags, and reports the shrunk
/// counterexample with the seed and the choices; ``replay(_:maxChoices:_:)`` with those
/// choices reruns exactly that input. Nothing here reads a clock or system randomness.
public enum PropertyCheck {
    /// The seed used when a caller gives none.
    public static let defaultSeed: UInt64 = 0x5EED

    /// The result of a run.
    public struct Report: Sendable, Equatable, CustomStringConvertible {
        public var seed: UInt64
        /// Cases whose property held.
        public var validCases: Int
        /// Cases the generator or the property rejected, or that overran.
        public var rejectedCases: Int
        /// The shrunk failure, if any case failed.
        public var counterexample: Counterexample?

        public var passed: Bool { counterexample == nil }

        public var description: String {
            guard let counterexample else {
                return "property held for \(validCases) cases (seed \(seed), \(rejectedCases) rejected)"
            }
            return "property failed (seed \(seed))\n\(counterexample)"
        }
    }

    /// Checks `property` on `cases` generated inputs.
    ///
    /// - Parameters:
    ///   - seed: the run's seed; print it (the report does) to reproduce the run.
    ///   - cases: valid cases to run; generation stops after ten times as many attempts.
    ///   - shrinkBudget: property calls the shrinker may make.
    ///   - maxChoices: the most choices one case may make.
    public static func run(
        seed: UInt64 = defaultSeed,
        cases: Int = 100,
        shrinkBudget: Int = 10_000,
        maxChoices: Int = Attempt.defaultMaxChoices,
        _ property: (inout Attempt) -> PropertyResult
    ) -> Report {
        withoutActuallyEscaping(property) { property in
            let runner = PropertyRunner(maxChoices: maxChoices, property: property)
            var report = Report(seed: seed, validCases: 0, rejectedCases: 0, counterexample: nil)
            var index: UInt64 = 0
            let maxAttempts = UInt64(max(cases, 1)) * 10
            while report.validCases < cases && index < maxAttempts {
                let run = runner.run(random: .forCase(seed: seed, index: index))
                switch run.outcome {
                case .holds:
                    report.validCases += 1
                case .invalid, .overrun:
                    report.rejectedCases += 1
                case .fails(let failure):
                    let tags = failure.tags
                    report.counterexample = shrink(
                        run, failure: failure, runner: runner, budget: shrinkBudget, seed: seed, index: index,
                        isInteresting: { $0.tags == tags })
                    return report
                }
                index += 1
            }
            return report
        }
    }

    /// Runs the one case that makes exactly `choices`: the result, or nil when the choices
    /// do not make a complete, valid case for this property (too few, or out of range).
    public static func replay(
        _ choices: ChoiceSequence,
        maxChoices: Int = Attempt.defaultMaxChoices,
        _ property: (inout Attempt) -> PropertyResult
    ) -> PropertyResult? {
        var attempt = Attempt(prefix: choices.values, random: nil, maxChoices: min(choices.values.count, maxChoices))
        let result = property(&attempt)
        return attempt.isAborted ? nil : result
    }
}
