import GestureTrace
import PropertyTesting

extension FuzzFinding {
    /// Property calls the last pass of shrinking (``deleteSamples(budget:property:)``) may make.
    static let sampleDeletionBudget = 1_000

    /// The last pass of shrinking: deletes touch samples from the shrunk trace while it still
    /// breaks ``contract`` (``TraceShrinker``), and records which samples are left
    /// (``keptSamples``).
    ///
    /// Shrinking the choices minimises the choices, not the samples: a gesture that needs the
    /// finger down for long is fewer choices as one move of ten samples than as one sample and
    /// a long hold, and going from one to the other takes two choices moving in opposite
    /// directions at once, which no choice pass tries. Deleting samples finishes the job.
    mutating func deleteSamples(budget: Int = sampleDeletionBudget, property: FuzzCampaign.Property) {
        let samples = input.trace.touches
        guard budget > 0, samples.count > 2,
            let result = TraceShrinker(budget: budget).shrink(
                input.trace, scenario: input.scenario, contract: contract, property: property),
            result.trace.touches.count < samples.count,
            let kept = Self.indices(of: result.trace.touches, in: samples)
        else { return }
        keptSamples = kept
        input.trace = result.trace
        failure = result.failure
        shrinkCalls += result.calls
    }

    /// The input `choices` make with `generator`, keeping only the samples at `kept` (all of
    /// them when nil): a finding's input from its choices and ``keptSamples``. Nil when the
    /// choices make no input, or `kept` is not a non-empty ascending list of indices of its
    /// samples.
    public static func input(
        replaying choices: ChoiceSequence, keeping kept: [Int]?, generator: GestureGenerator
    ) -> FuzzInput? {
        generator.input(replaying: choices).flatMap { input($0, keeping: kept) }
    }

    /// `input` with only the samples at `kept` (all of them when nil); nil when `kept` is not
    /// a non-empty ascending list of indices of its samples.
    static func input(_ input: FuzzInput, keeping kept: [Int]?) -> FuzzInput? {
        guard let kept else { return input }
        let samples = input.trace.touches
        guard !kept.isEmpty, zip(kept, kept.dropFirst()).allSatisfy({ $0 < $1 }),
            kept.allSatisfy({ samples.indices.contains($0) })
        else { return nil }
        var selected = input
        selected.trace.touches = kept.map { samples[$0] }
        return selected
    }

    /// The indices at which `part` occurs in `whole` as a subsequence, matched front to back
    /// (equal samples matched to any of their positions give the same trace); nil when it
    /// does not occur.
    private static func indices(of part: [TouchSample], in whole: [TouchSample]) -> [Int]? {
        var indices: [Int] = []
        var next = whole.startIndex
        for sample in part {
            guard let found = whole[next...].firstIndex(of: sample) else { return nil }
            indices.append(found)
            next = found + 1
        }
        return indices
    }
}
