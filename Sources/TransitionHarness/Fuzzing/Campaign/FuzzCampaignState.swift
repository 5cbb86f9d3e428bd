/// A campaign as its output directory records it, in `DIR/.fuzz-campaign`: what it was asked
/// to do, what the regression traces made known at its start, its counts and findings, and,
/// while it is unfinished, where each shard stands. `fuzz --resume DIR` continues from it and
/// `fuzz merge` adds up the states of a campaign's shards (docs/fuzzing.md, "Campaigns that
/// lose nothing").
///
/// A finished state holds nothing that depends on how the campaign was run: not `--jobs`,
/// not the moments it was stopped and resumed, not the clock. So a campaign of `--cases N`
/// ends with the same state file, byte for byte, whether it ran at once, on N workers, in
/// pieces, or as shards merged afterwards (``merged(_:names:)``).
public struct FuzzCampaignState: Sendable, Equatable {
    /// The file's name in the campaign's directory: hidden, and not `.json`, so that neither
    /// the regression store nor a walk for traces takes it for a trace.
    public static let fileName = ".fuzz-campaign"
    /// The `format` the file declares.
    public static let format = "transition-harness-fuzz-campaign"
    public static let version = 1

    /// What the campaign was asked to do: the same settings find the same findings.
    public struct Settings: Sendable, Equatable {
        /// The catalog entry fuzzed.
        public var animator: String
        public var seed: UInt64
        /// The case budget over all shards, or nil for a budget of seconds.
        public var cases: UInt64?
        /// The budget of seconds, or nil for a budget of cases.
        public var seconds: Double?
        /// The first case index (`--from-case`).
        public var firstCase: UInt64 = 0
        /// The completion policy's name.
        public var policy: String
        /// The contracts checked (`--contract`), sorted; nil for all of them.
        public var contracts: [Contract]?
        /// Whether the campaign stops once each awaited contract has a finding.
        public var untilFound = false

        public init(animator: String, seed: UInt64, cases: UInt64?, seconds: Double?, policy: String) {
            self.animator = animator
            self.seed = seed
            self.cases = cases
            self.seconds = seconds
            self.policy = policy
        }
    }

    /// Where one shard of an unfinished campaign stands.
    public struct Part: Sendable, Equatable {
        public var shard: FuzzShard
        /// Its counts so far; ``FuzzProgress/nextCase`` is the case it continues from, and the
        /// phase is `.done` once it ran all its cases.
        public var progress: FuzzProgress
        /// What it found, one finding per contract (shards find independently; the merge keeps
        /// the one an unsharded campaign would).
        public var findings: [FuzzFinding]

        public init(shard: FuzzShard, progress: FuzzProgress, findings: [FuzzFinding] = []) {
            self.shard = shard
            self.progress = progress
            self.findings = findings
        }

        /// Whether the shard ran all its cases.
        public var isFinished: Bool { progress.phase == .done }
    }

    public var settings: Settings
    /// The part of the case indices this campaign covers: `.whole`, or one shard of a
    /// campaign split across machines (`--shard K/N`).
    public var shard: FuzzShard
    /// Contracts the regression traces broke at the start: their failures are counted, not
    /// shrunk.
    public var known: Set<Contract> = []
    /// Regression traces replayed at the start, and how many of them still failed.
    public var regressionsReplayed = 0
    public var regressionsFailing = 0
    /// Whether the campaign ran to its end (its budget spent, or everything awaited found).
    public var isComplete = false
    /// Counts over all shards; `findings` is the number of ``findings``.
    public var progress = FuzzProgress(phase: .done)
    /// Cases lost when a worker died in them, ascending.
    public var skippedCases: [UInt64] = []
    /// One finding per contract, by contract (``FuzzCampaign/merge(_:)`` of the parts').
    public var findings: [FuzzFinding] = []
    /// What is left of a budget of seconds, while unfinished.
    public var secondsLeft: Double?
    /// Each shard's place, while unfinished; empty once complete.
    public var parts: [Part] = []

    public init(settings: Settings, shard: FuzzShard) {
        self.settings = settings
        self.shard = shard
    }

    /// Recomputes ``progress`` and ``findings`` from ``parts``, keeping the phase.
    public mutating func sumParts() {
        var total = FuzzProgress.merged(parts.map(\.progress))
        findings = FuzzCampaign.merge(parts.flatMap(\.findings))
        total.findings = findings.count
        total.phase = progress.phase
        progress = total
    }

    /// Marks the campaign complete: the parts are summed and dropped, as is what is left of
    /// its seconds, so the state no longer says how it was run.
    public mutating func complete() {
        sumParts()
        progress.phase = .done
        isComplete = true
        parts = []
        secondsLeft = nil
    }

    /// Whether the campaign failed: a case broke a contract, a regression trace still
    /// fails, or a worker died in a case.
    public var failed: Bool {
        progress.casesFailed > 0 || regressionsFailing > 0 || !skippedCases.isEmpty
    }
}
