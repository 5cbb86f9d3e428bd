/// A shrunk failing input of a property, as choices that reproduce it exactly.
public struct Counterexample: Sendable, Equatable, CustomStringConvertible {
    /// The seed of the run that found it, and the index of the case; nil for a replay.
    public var seed: UInt64?
    public var caseIndex: UInt64?
    /// The shrunk choices: ``PropertyCheck/replay(_:maxChoices:_:)`` with them fails again.
    public var choices: ChoiceSequence
    /// How the shrunk input fails.
    public var failure: PropertyFailure
    /// The choices of the case as first found, before shrinking.
    public var originalChoices: ChoiceSequence
    /// Property calls spent shrinking (cached prefixes excluded).
    public var shrinkCalls: Int

    public init(
        seed: UInt64?,
        caseIndex: UInt64?,
        choices: ChoiceSequence,
        failure: PropertyFailure,
        originalChoices: ChoiceSequence,
        shrinkCalls: Int
    ) {
        self.seed = seed
        self.caseIndex = caseIndex
        self.choices = choices
        self.failure = failure
        self.originalChoices = originalChoices
        self.shrinkCalls = shrinkCalls
    }

    /// Several lines: the failure, where it was found, and the choices to replay it.
    public var description: String {
        var lines = ["counterexample: \(failure)"]
        if let seed, let caseIndex {
            lines.append(
                "found with seed \(seed) at case \(caseIndex); shrunk from \(originalChoices.values.count) "
                    + "to \(choices.values.count) choices in \(shrinkCalls) calls")
        }
        lines.append("choices: \(choices.encoded)")
        lines.append("replay: PropertyCheck.replay(ChoiceSequence(encoded: \"\(choices.encoded)\")!) { ... }")
        return lines.joined(separator: "\n")
    }
}
