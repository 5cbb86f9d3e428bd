/// What a campaign (or one shard of it) did and found.
public struct FuzzReport: Sendable, Equatable {
    /// One regression trace replayed before generation.
    public struct RegressionResult: Sendable, Equatable {
        public var path: String
        /// The contracts it still breaks; nil when it passes or could not be read.
        public var failure: FuzzFailure?
        /// Why the file could not be read.
        public var error: String?
    }

    public var seed: UInt64
    public var shard: FuzzShard
    /// The regression traces, replayed first, by file name.
    public var regressions: [RegressionResult] = []
    /// Counts of the generated cases, as the last progress report had them.
    public var progress: FuzzProgress
    /// The shrunk failures kept, one per contract, in the order found.
    public var findings: [FuzzFinding] = []
    /// Findings that could not be written, with why.
    public var writeErrors: [FuzzCampaignError] = []

    /// Contracts that some regression trace still breaks; a new failure of one of them is
    /// counted but not shrunk again.
    public var knownContracts: Set<Contract> {
        Set(regressions.flatMap { $0.failure?.contracts ?? [] })
    }

    /// Whether nothing broke: no regression still fails, no generated case failed.
    public var passed: Bool {
        progress.casesFailed == 0 && regressions.allSatisfy { $0.failure == nil && $0.error == nil }
    }
}
