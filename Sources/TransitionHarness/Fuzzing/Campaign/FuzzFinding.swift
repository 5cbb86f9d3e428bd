import GestureTrace
import PropertyTesting

/// A failure a campaign kept: shrunk while it broke the same contract, and ready to be
/// written as a regression trace (FuzzFinding+Regression.swift).
public struct FuzzFinding: Sendable, Equatable {
    /// The contract this finding is kept for; the shrunk input breaks it.
    public var contract: Contract
    /// How the shrunk input fails (it may break other contracts too).
    public var failure: FuzzFailure
    /// The campaign seed and the index of the case that first failed.
    public var seed: UInt64
    public var caseIndex: UInt64
    /// The shrunk choices: ``GestureGenerator/input(replaying:)`` makes ``input`` from them
    /// (with ``keptSamples``).
    public var choices: ChoiceSequence
    /// How many choices the case had before shrinking.
    public var originalChoiceCount: Int
    /// The shrunk input: what ``choices`` make, less the samples the last pass deleted.
    public var input: FuzzInput
    /// The samples of the trace ``choices`` make that ``input`` keeps, by index, when the last
    /// pass of shrinking deleted some (``deleteSamples(budget:property:)``); nil when it keeps
    /// them all. ``input(replaying:keeping:generator:)`` makes ``input`` from the two.
    public var keptSamples: [Int]?
    /// Property calls spent shrinking.
    public var shrinkCalls: Int
    /// The name of the transition it was found against (``FuzzCampaign/animator``), for
    /// the regression file's notes; nil when the campaign was not told.
    public var animator: String?
    /// The name of the completion policy it was found under (``FuzzCampaign/policy``), for
    /// the regression file's notes; nil when the campaign was not told.
    public var policy: String?

    public init(
        contract: Contract,
        failure: FuzzFailure,
        seed: UInt64,
        caseIndex: UInt64,
        choices: ChoiceSequence,
        originalChoiceCount: Int,
        input: FuzzInput,
        shrinkCalls: Int
    ) {
        self.contract = contract
        self.failure = failure
        self.seed = seed
        self.caseIndex = caseIndex
        self.choices = choices
        self.originalChoiceCount = originalChoiceCount
        self.input = input
        self.shrinkCalls = shrinkCalls
    }

    /// Whether this finding is the one to keep rather than `other` for the same contract,
    /// whichever worker found which: the lower case index (the one an unsharded campaign
    /// meets first), then the simpler choices.
    public func precedes(_ other: FuzzFinding) -> Bool {
        if caseIndex != other.caseIndex { return caseIndex < other.caseIndex }
        return choices < other.choices
    }
}
