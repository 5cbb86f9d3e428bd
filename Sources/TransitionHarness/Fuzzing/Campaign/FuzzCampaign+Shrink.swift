import GestureTrace
import PropertyTesting

extension FuzzCampaign {
    /// Shrinks the case that `choices` make while it breaks `contract`, as a campaign
    /// shrinks what it finds: for a failure kept as choices (a regression trace's notes, a
    /// worker's line). Nil when the choices do not make an input with ``generator`` or
    /// the input does not break `contract`. `caseIndex` only labels the finding.
    public func finding(
        shrinking choices: ChoiceSequence, contract: Contract, caseIndex: UInt64 = 0, property: Property
    ) -> FuzzFinding? {
        withoutActuallyEscaping(property) { property in
            guard let input = generator.input(replaying: choices),
                let failure = property(input.trace, input.scenario), failure.contracts.contains(contract)
            else { return nil }
            return shrink(choices.values, failure: failure, index: caseIndex, contract: contract, property: property)
        }
    }

    /// Shrinks the failing case `choices` while it breaks `contract` (the engine's
    /// ``PropertyCheck/shrink(_:budget:maxChoices:while:_:)``, with a cache of its own so the
    /// result does not depend on what else the campaign ran), then deletes the samples of its
    /// trace that the failure does not need (``FuzzFinding/deleteSamples(budget:property:)``).
    ///
    /// A property that is not deterministic (a case that failed passes when run again, as
    /// an animator with global state may make it) gets its case kept unshrunk.
    func shrink(
        _ choices: [UInt64], failure original: FuzzFailure, index: UInt64, contract: Contract, property: Property
    ) -> FuzzFinding {
        withoutActuallyEscaping(property) { property in
            guard
                let shrunk = PropertyCheck.shrink(
                    ChoiceSequence(choices), budget: shrinkBudget, maxChoices: maxChoices,
                    while: { $0.tags.contains(contract.id) }, enginePropertyUnchecked(property))
            else {
                let sequence = ChoiceSequence(choices)
                guard let input = generator.input(replaying: sequence) else {
                    preconditionFailure("the choices of a completed case replay to an input")
                }
                var finding = FuzzFinding(
                    contract: contract, failure: original, seed: seed, caseIndex: index, choices: sequence,
                    originalChoiceCount: choices.count, input: input, shrinkCalls: 0)
                finding.animator = animator
                finding.policy = policy
                return finding
            }
            guard let input = generator.input(replaying: shrunk.choices), let failure = FuzzFailure(shrunk.failure)
            else {
                preconditionFailure("a shrunk case replays to the same input")
            }
            var finding = FuzzFinding(
                contract: contract, failure: failure, seed: seed, caseIndex: index, choices: shrunk.choices,
                originalChoiceCount: choices.count, input: input, shrinkCalls: shrunk.shrinkCalls)
            finding.animator = animator
            finding.policy = policy
            finding.deleteSamples(budget: min(FuzzFinding.sampleDeletionBudget, shrinkBudget), property: property)
            return finding
        }
    }
}
