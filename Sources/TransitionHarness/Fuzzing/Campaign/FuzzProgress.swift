/// Where a campaign is, for a progress line: reported every
/// ``FuzzCampaign/progressInterval`` cases, at each new finding, and at the end.
public struct FuzzProgress: Sendable, Equatable {
    public enum Phase: String, Sendable, Equatable {
        /// Replaying the traces already in the regressions directory.
        case regressions
        /// Generating and running new cases.
        case generating
        /// Shrinking a failure.
        case shrinking
        /// Finished.
        case done
    }

    public var phase: Phase
    /// Cases run by this shard (regression replays not included).
    public var casesRun: Int = 0
    /// Cases whose property held.
    public var casesPassed: Int = 0
    /// Cases the generator rejected (none, with the standard generator).
    public var casesRejected: Int = 0
    /// Cases that broke at least one contract.
    public var casesFailed: Int = 0
    /// Failing cases per broken contract (a case may count for several).
    public var failuresByContract: [Contract: Int] = [:]
    /// Shrunk failures kept so far: one per contract.
    public var findings: Int = 0
    /// The first case of the shard not run yet, when every case before it is complete (run,
    /// counted, and its failures shrunk and reported); nil in the middle of a case. A report
    /// with it is a checkpoint: a campaign started again at this case, knowing the findings
    /// so far, continues exactly where this one was.
    public var nextCase: UInt64?

    public init(phase: Phase) {
        self.phase = phase
    }
}
