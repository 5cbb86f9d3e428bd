import Foundation
import GestureTrace
import TransitionHarness

extension FuzzCommand {
    /// One process: the whole campaign (or one shard, or the part `--resume` continues) here,
    /// each finding recorded and written as it is shrunk, the campaign file kept up to date.
    /// `stopAfterCases` is ``WorkerLauncher/stopAfterCases``.
    @MainActor
    static func runInProcess(_ options: Options, console: Console, stopAfterCases: Int? = nil) throws(CLIError)
        -> ExitCode
    {
        let fuzzer = fuzzer(options)
        let property: FuzzCampaign.Property = { fuzzer.check($0, $1) }
        let display = ProgressDisplay(console: console, options: options)
        let stop = StopSignals()
        defer { stop.cancel() }
        let (record, repairErrors) = startRecord(options, display: display) {
            Self.campaign(options).run(cases: 0, property: property).regressions
        }
        if record.state.isComplete {
            return try display.finish(record: record, writeErrors: repairErrors, crashes: [], stoppedBy: nil)
        }
        let part = record.state.parts[0]
        var campaign = Self.campaign(options)
        campaign.regressions = nil
        campaign.shard = part.shard
        campaign.firstCase = part.progress.nextCase ?? options.fromCase
        campaign.knownContracts = record.state.known.union(part.findings.map(\.contract))
        campaign.progressInterval = 1
        let store = RegressionStore(directory: options.out)
        var writeErrors = repairErrors
        let deadline = options.seconds.map { display.clock.now + .seconds($0) }
        // --until-found stops at the first case boundary after the awaited findings (a
        // contract the regressions break counts as found); a resumed campaign's findings
        // count from the boundary after their case, as they did when they were made.
        var foundAt = Dictionary(part.findings.map { ($0.contract, $0.caseIndex) }) { min($0, $1) }
        let known = record.state.known
        let base = part.progress
        var injectedStop: Int32?
        var stopSignal: Int32? { stop.received ?? injectedStop }
        let report = campaign.run(
            cases: options.cases ?? (options.seconds == nil ? defaultCases : nil),
            shouldContinue: { progress in
                if let stopAfterCases, progress.casesRun >= stopAfterCases { injectedStop = SIGINT }
                if stopSignal != nil { return false }
                if options.untilFound {
                    let next = progress.nextCase ?? 0
                    let found = Set(foundAt.filter { $0.value < next }.keys)
                    if let awaited = options.awaited {
                        if awaited.subtracting(known).subtracting(found).isEmpty { return false }
                    } else if !found.isEmpty {
                        return false
                    }
                }
                return deadline.map { display.clock.now < $0 } ?? true
            },
            progress: { progress in
                let total = continued(base, by: progress)
                display.update(total)
                guard progress.nextCase != nil, progress.phase != .shrinking else { return }
                record.update { $0.parts[0].progress = total }
            },
            didFind: { finding in
                foundAt[finding.contract] = foundAt[finding.contract] ?? finding.caseIndex
                record.update(write: .now) { $0.parts[0].findings.append(finding) }
                do throws(FuzzCampaignError) {
                    let path = try store.write(finding)
                    display.found(finding, path: path)
                    if let error = options.films?.write(
                        finding, path: path, entry: options.entry, policy: options.policy)
                    {
                        writeErrors.append(.cannotWrite(path: error.path, reason: error.reason))
                    }
                } catch {
                    writeErrors.append(error)
                    display.found(finding, notWritten: error)
                }
            },
            property: property)
        var final = continued(base, by: report.progress)
        if stopSignal == nil {
            record.update(write: .now) {
                $0.parts[0].progress = final
                $0.complete()
            }
        } else {
            final.phase = .generating
            record.update(write: .now) {
                $0.parts[0].progress = final
                $0.secondsLeft = options.seconds.map { max($0 - display.elapsed, 0.001) }
            }
        }
        return try display.finish(
            record: record, writeErrors: writeErrors, crashes: [], stoppedBy: stopSignal)
    }

    /// The counts of a part that had `base` when this process took it up and has run
    /// `progress` since.
    static func continued(_ base: FuzzProgress, by progress: FuzzProgress) -> FuzzProgress {
        var total = FuzzProgress.merged([base, progress])
        total.phase = progress.phase
        total.nextCase = progress.nextCase
        total.findings = base.findings + progress.findings
        return total
    }

    /// The campaign file to run with: the one `--resume` read, its directory repaired
    /// (``CampaignRecord/repairDirectory()``), or a new one, after the regression traces of
    /// `--out` were replayed (`replayRegressions`) and reported. Prints the campaign's first
    /// lines. Returns the record and the findings it could not write back.
    static func startRecord(
        _ options: Options, display: ProgressDisplay,
        replayRegressions: () -> [FuzzReport.RegressionResult]
    ) -> (CampaignRecord, [FuzzCampaignError]) {
        display.start()
        if let resumed = options.resumed {
            let record = CampaignRecord(state: resumed, directory: options.out)
            display.resuming(resumed)
            return (record, record.repairDirectory())
        }
        for note in RegressionStore(directory: options.out).notes() { display.say(note) }
        let file = FuzzCampaignState.filePath(in: options.out)
        if let bytes = try? InputFile.read(file, limit: 1 << 26),
            String(decoding: bytes, as: UTF8.self).contains("\"complete\": false")
        {
            display.say(
                "note: \(PathBytes.display(file)): an unfinished campaign, replaced by this one "
                    + "('\(resumeCommand(options, tool: display.console.toolName))' would have continued it; its findings are kept as "
                    + "regression traces)")
        }
        let regressions = replayRegressions()
        display.regressions(regressions)
        var state = FuzzCampaignState(settings: options.settings, shard: options.shard)
        state.known = Set(regressions.flatMap { $0.failure?.contracts ?? [] })
        state.regressionsReplayed = regressions.count
        state.regressionsFailing = regressions.filter { $0.failure != nil || $0.error != nil }.count
        let shards =
            options.jobs > 1 ? (0..<options.jobs).map { FuzzShard(index: $0, count: options.jobs) } : [options.shard]
        state.parts = shards.map { shard in
            var progress = FuzzProgress(phase: .generating)
            progress.nextCase = shard.firstCase(atOrAfter: options.fromCase)
            return FuzzCampaignState.Part(shard: shard, progress: progress)
        }
        state.secondsLeft = options.seconds
        state.progress.phase = .generating
        let record = CampaignRecord(state: state, directory: options.out)
        let errors = record.repairDirectory()
        record.save()
        return (record, errors)
    }

    /// `--worker`: one shard, JSON lines on standard output (a progress line after every
    /// case and at each shrink, a finding line as soon as one is shrunk), nothing written.
    @MainActor
    static func runWorker(_ options: Options, console: Console, launcher: WorkerLauncher) -> ExitCode {
        var campaign = campaign(options)
        campaign.regressions = nil
        campaign.writesFindings = false
        campaign.progressInterval = 1
        let fuzzer = fuzzer(options)
        let clock = ContinuousClock()
        let deadline = options.seconds.map { clock.now + .seconds($0) }
        let crashCase = launcher.crashCase
        let report = campaign.run(
            cases: options.cases ?? (options.seconds == nil ? defaultCases : nil),
            shouldContinue: deadline.map { deadline in { _ in clock.now < deadline } },
            progress: { console.print($0.summaryJSONLine(shard: options.shard)) },
            willRun: { index in
                // The coordinator's crash handling is tested by making a worker die here.
                if index == crashCase { fatalError("fuzz worker: crash requested at case \(index)") }
            },
            didFind: { console.print($0.jsonLine) },
            property: { fuzzer.check($0, $1) })
        return report.progress.casesFailed > 0 ? .failure : .success
    }
}
