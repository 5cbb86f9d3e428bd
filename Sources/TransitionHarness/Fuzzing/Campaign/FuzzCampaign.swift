import GestureTrace
import PropertyTesting

/// A fuzz campaign: replays the regression traces, then runs generated gestures
/// (``GestureGenerator``) through a property, shrinks each failure of a contract not seen
/// yet, and writes it as a regression trace.
///
/// ```swift
/// var campaign = FuzzCampaign(seed: 1)
/// campaign.shard = FuzzShard(text: "0/4")!
/// let report = campaign.run(cases: 100_000) { trace, scenario in
///     replayAndCheck(trace, scenario)   // nil, or the broken contracts
/// }
/// ```
///
/// - Determinism: case i's input depends only on (seed, i) (``SplitMix64/forCase(seed:index:)``)
///   and each finding is shrunk with a cache of its own, so a seed and shard give the same
///   report every time, and the shards of a campaign find, after ``merge(_:)``, exactly
///   what the whole campaign finds.
/// - Deduplication: one finding per contract. The first failing case that breaks a contract
///   is shrunk while it still breaks that contract (Hypothesis's "same failure" rule,
///   keyed by contract id); later failures of the same contract are only counted. A case
///   that breaks two new contracts is shrunk once for each.
/// - Regressions first: every trace already in the regressions directory is replayed
///   before anything is generated, as Hypothesis replays its database; the contracts they
///   still break are known and are not shrunk again.
/// - Budget: a number of cases, or a callback asked before every case (the CLI's
///   `--seconds` reads its clock there; nothing in this type reads a clock).
public struct FuzzCampaign: Sendable {
    /// The property: replays a trace under a scenario and returns nil when every contract
    /// holds, or the broken contracts.
    public typealias Property = (Trace, FuzzScenario) -> FuzzFailure?

    public var seed: UInt64
    public var shard: FuzzShard = .whole
    public var generator = GestureGenerator()
    /// Where regression traces are read from and written to; nil for neither.
    public var regressions: RegressionStore? = RegressionStore()
    /// Whether findings are written to ``regressions`` as they are made. Workers of a
    /// sharded campaign leave it off and print ``FuzzFinding/jsonLine``s; the process that
    /// merges them writes.
    public var writesFindings = true
    /// Property calls to spend shrinking each finding.
    public var shrinkBudget = 5_000
    /// The most choices one case may make.
    public var maxChoices = Attempt.defaultMaxChoices
    /// Cases between two progress reports.
    public var progressInterval = 1_000
    /// Contracts treated as known from the start, as if a regression trace broke them: their
    /// failures are counted, not shrunk. A coordinating process that replayed the
    /// regressions itself passes their contracts to its workers this way.
    public var knownContracts: Set<Contract> = []
    /// The first case index to run: the shard's cases below it are skipped. A worker
    /// restarted after a crash resumes after the case that crashed it.
    public var firstCase: UInt64 = 0
    /// The name of the transition under test, written into each finding's notes
    /// (`animator: NAME`) so that a regression trace says what to replay it against.
    public var animator: String?
    /// The name of the completion policy the property replays under (``CompletionPolicy``),
    /// written into each finding's notes (`policy: NAME`) so that a regression trace says how
    /// its release was decided.
    public var policy: String?

    public init(seed: UInt64) {
        self.seed = seed
    }

    /// Runs the campaign on this shard's cases among `0..<cases` (all of them, when nil:
    /// then `shouldContinue` must end the run).
    ///
    /// - Parameters:
    ///   - cases: the size of the campaign's case index space, over all shards.
    ///   - shouldContinue: asked before each case with the current progress; false stops.
    ///   - progress: told the progress every ``progressInterval`` cases, at each finding,
    ///     and at the end.
    ///   - willRun: told the index of each case just before it runs.
    ///   - didFind: told each finding as soon as it is shrunk (and written).
    ///   - property: the property (``Property``).
    public func run(
        cases: UInt64?,
        shouldContinue: ((FuzzProgress) -> Bool)? = nil,
        progress: ((FuzzProgress) -> Void)? = nil,
        willRun: ((UInt64) -> Void)? = nil,
        didFind: ((FuzzFinding) -> Void)? = nil,
        property: Property
    ) -> FuzzReport {
        precondition(cases != nil || shouldContinue != nil, "an unbounded campaign needs a shouldContinue callback")
        return withoutActuallyEscaping(property) { property in
            var report = FuzzReport(seed: seed, shard: shard, progress: FuzzProgress(phase: .regressions))
            progress?(report.progress)
            replayRegressions(into: &report, property: property)
            var known = report.knownContracts.union(knownContracts)
            report.progress.phase = .generating
            let runner = PropertyRunner(maxChoices: maxChoices, property: enginePropertyUnchecked(property))
            let indices = shard.caseIndices(from: firstCase, below: cases)
            report.progress.nextCase = shard.firstCase(atOrAfter: firstCase)
            for index in indices {
                if let shouldContinue, !shouldContinue(report.progress) { break }
                willRun?(index)
                report.progress.nextCase = nil
                let run = runner.run(random: .forCase(seed: seed, index: index))
                report.progress.casesRun += 1
                switch run.outcome {
                case .holds:
                    report.progress.casesPassed += 1
                case .invalid, .overrun:
                    report.progress.casesRejected += 1
                case .fails(let engineFailure):
                    guard let failure = FuzzFailure(engineFailure) else { continue }
                    report.progress.casesFailed += 1
                    for contract in failure.contracts {
                        report.progress.failuresByContract[contract, default: 0] += 1
                    }
                    for contract in failure.contracts where !known.contains(contract) {
                        known.insert(contract)
                        report.progress.phase = .shrinking
                        progress?(report.progress)
                        let finding = shrink(
                            run.choices, failure: failure, index: index, contract: contract, property: property)
                        keep(finding, in: &report)
                        didFind?(finding)
                        report.progress.phase = .generating
                        progress?(report.progress)
                    }
                }
                let (next, overflow) = index.addingReportingOverflow(UInt64(shard.count))
                report.progress.nextCase = overflow ? .max : next
                if report.progress.casesRun % max(progressInterval, 1) == 0 { progress?(report.progress) }
            }
            report.progress.phase = .done
            progress?(report.progress)
            return report
        }
    }

    /// Replays the regression traces; their results go in the report.
    func replayRegressions(into report: inout FuzzReport, property: Property) {
        guard let regressions else { return }
        let entries: [RegressionStore.Entry]
        do {
            entries = try regressions.load()
        } catch {
            report.regressions.append(
                FuzzReport.RegressionResult(path: regressions.directory, failure: nil, error: error.description))
            return
        }
        for entry in entries {
            switch entry.input {
            case .success(let input):
                report.regressions.append(
                    FuzzReport.RegressionResult(
                        path: entry.path, failure: property(input.trace, input.scenario), error: nil))
            case .failure(let error):
                report.regressions.append(
                    FuzzReport.RegressionResult(path: entry.path, failure: nil, error: error.description))
            }
        }
    }

    private func keep(_ finding: FuzzFinding, in report: inout FuzzReport) {
        report.findings.append(finding)
        report.progress.findings += 1
        guard writesFindings, let regressions else { return }
        do {
            try regressions.write(finding)
        } catch {
            report.writeErrors.append(error)
        }
    }

    /// The property as the engine runs it: draw an input, replay it, tag a failure with
    /// the ids of the broken contracts. The closure must not outlive the call that made it
    /// (``run(cases:shouldContinue:progress:property:)`` does not let it).
    func enginePropertyUnchecked(_ property: @escaping Property) -> PropertyRunner.Property {
        let generator = self.generator
        return { attempt in
            let input = generator.draw(&attempt)
            guard !attempt.isAborted, let failure = property(input.trace, input.scenario) else { return .holds }
            return .fails(failure.propertyFailure)
        }
    }
}
