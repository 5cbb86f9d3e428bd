import GestureTrace

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
}
