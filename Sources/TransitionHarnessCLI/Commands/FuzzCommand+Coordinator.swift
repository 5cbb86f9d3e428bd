import Foundation
import GestureTrace
import TransitionHarness

/// `fuzz --jobs N`: replays the regressions here, starts N workers (`fuzz ... --shard k/N
/// --worker`), reads their JSON lines, restarts a worker that dies after the case it died
/// in, merges their findings (``FuzzCampaign/merge(_:)``) and writes each as soon as it is
/// the best of its contract so far. The campaign file (``CampaignRecord``) keeps each shard's
/// last checkpoint, so `--resume` starts each shard's worker where it stood.
final class FuzzCoordinator {
    let options: FuzzCommand.Options
    let console: Console
    let launcher: WorkerLauncher
    let display: ProgressDisplay
    /// A worker restarted more often than this is given up.
    static let maxRestarts = 20

    /// One shard's state over the worker processes that ran it.
    struct ShardState {
        var shard: FuzzShard
        /// Where the current worker started.
        var fromCase: UInt64
        /// The counts of the shard before its current worker (a resumed campaign's, and those
        /// of workers that died).
        var base: FuzzProgress
        /// The current worker's last progress line.
        var latest: FuzzProgress?
        /// The current worker's last checkpoint (a line with ``FuzzProgress/nextCase``).
        var checkpoint: FuzzProgress?
        var findings: [FuzzFinding]
        var restarts = 0
        var finished: Bool
        /// The current worker's first lines on standard error (a dying worker's message).
        var errorHead: [String] = []

        init(part: FuzzCampaignState.Part) {
            shard = part.shard
            fromCase = part.progress.nextCase ?? 0
            base = part.progress
            findings = part.findings
            finished = part.isFinished
        }

        var progress: FuzzProgress { FuzzCommand.continued(base, by: latest ?? FuzzProgress(phase: .generating)) }

        /// The shard's place for the campaign file: its last checkpoint.
        var part: FuzzCampaignState.Part {
            var progress = FuzzCommand.continued(base, by: checkpoint ?? FuzzProgress(phase: .generating))
            progress.nextCase = checkpoint?.nextCase ?? fromCase
            progress.phase = finished ? .done : .generating
            progress.findings = findings.count
            return FuzzCampaignState.Part(shard: shard, progress: progress, findings: findings)
        }

        /// The case the current worker was running: the one after its last completed case,
        /// or the one whose failure it was shrinking.
        var caseInFlight: UInt64 {
            let start = shard.firstCase(atOrAfter: fromCase)
            let done = UInt64(latest?.casesRun ?? 0)
            let position = latest?.phase == .shrinking ? max(done, 1) - 1 : done
            return start &+ position &* UInt64(shard.count)
        }
    }

    init(options: FuzzCommand.Options, console: Console, launcher: WorkerLauncher) {
        self.options = options
        self.console = console
        self.launcher = launcher
        display = ProgressDisplay(console: console, options: options)
    }

    func run() throws(CLIError) -> ExitCode {
        let stop = StopSignals()
        defer { stop.cancel() }
        let options = self.options
        let (record, repairErrors) = FuzzCommand.startRecord(options, display: display) {
            MainActorRunner.run { () -> [FuzzReport.RegressionResult] in
                let fuzzer = FuzzCommand.fuzzer(options)
                return FuzzCommand.campaign(options).run(cases: 0) { fuzzer.check($0, $1) }.regressions
            }
        }
        if record.state.isComplete {
            return try display.finish(record: record, writeErrors: repairErrors, crashes: [], stoppedBy: nil)
        }
        var workerOptions = options
        workerOptions.known.formUnion(record.state.known)

        let events = WorkerEvents()
        var shards = record.state.parts.map(ShardState.init(part:))
        var running: [Int: RunningWorker] = [:]
        var written = WrittenFindings(record.state.findings, errors: repairErrors)
        var nextSlot = 0
        var crashes: [String] = []
        func start(_ index: Int) throws(CLIError) {
            let remaining = options.seconds.map { max($0 - display.elapsed, 0.001) }
            // What this shard found before is known to its next worker: the merge keeps the
            // earlier finding anyway.
            var shardOptions = workerOptions
            shardOptions.known.formUnion(shards[index].findings.map(\.contract))
            let arguments = shardOptions.workerArguments(
                shard: shards[index].shard, fromCase: shards[index].fromCase, seconds: remaining)
            running[nextSlot] = try RunningWorker(
                slot: nextSlot, shardIndex: index, arguments: arguments, launcher: launcher, events: events)
            nextSlot += 1
        }
        func recordShards(write: CampaignRecord.WriteMoment) {
            record.update(write: write) { $0.parts = shards.map(\.part) }
        }
        for index in shards.indices where !shards[index].finished { try start(index) }
        let casesBefore = record.state.progress.casesRun
        var injectedStop: Int32?
        var stopSignal: Int32? { stop.received ?? injectedStop }

        while !running.isEmpty {
            if stopSignal != nil {
                // Stop the workers; what they found is already recorded and on disk.
                for worker in running.values { worker.process.terminate() }
                for worker in running.values { worker.process.waitUntilExit() }
                running = [:]
                break
            }
            for event in events.wait(seconds: 0.2) {
                switch event {
                case .line(let slot, let line):
                    guard let worker = running[slot] else { continue }
                    if let finding = handle(line, shard: &shards[worker.shardIndex]) {
                        // Recorded before its file is written (CampaignRecord).
                        recordShards(write: .now)
                        switch written.keep(finding, in: options.out) {
                        case .written: display.found(finding, path: "\(options.out)/\(finding.fileName)")
                        case .superseded: display.found(finding, supersededIn: options.out)
                        case .failed(let error): display.found(finding, notWritten: error)
                        }
                    } else if shards[worker.shardIndex].latest?.nextCase != nil {
                        recordShards(write: .throttled)
                    }
                case .errorLine(let slot, let line):
                    guard let worker = running[slot] else { continue }
                    if shards[worker.shardIndex].errorHead.count < 5 {
                        shards[worker.shardIndex].errorHead.append(line)
                    }
                case .closed(let slot):
                    guard let worker = running[slot] else { continue }
                    worker.closedStreams += 1
                    guard worker.closedStreams == 2 else { continue }
                    worker.process.waitUntilExit()
                    running[slot] = nil
                    let index = worker.shardIndex
                    if worker.process.terminationReason == .exit, worker.process.terminationStatus <= 1,
                        shards[index].latest?.phase == .done
                    {
                        shards[index].finished = true
                        recordShards(write: .throttled)
                        continue
                    }
                    let (message, restart) = noteCrash(of: worker, shard: &shards[index], record: record)
                    crashes.append(message)
                    if restart { try start(index) }
                    recordShards(write: .now)
                }
            }
            var total = FuzzProgress.merged(shards.map(\.progress))
            total.phase = shards.contains { $0.latest?.phase == .shrinking } ? .shrinking : .generating
            display.update(total)
            if let limit = launcher.stopAfterCases, total.casesRun - casesBefore >= limit { injectedStop = SIGINT }
        }

        if stopSignal == nil {
            for index in shards.indices { shards[index].finished = true }
            record.update(write: .later) {
                $0.parts = shards.map(\.part)
                $0.complete()
            }
        } else {
            record.update(write: .later) {
                $0.parts = shards.map(\.part)
                $0.secondsLeft = options.seconds.map { max($0 - display.elapsed, 0.001) }
            }
        }
        for finding in record.state.findings where written.best[finding.contract] != finding {
            written.keep(finding, in: options.out)
        }
        record.save()
        let filmErrors = FuzzCommand.writeFilms(
            of: record.state.findings, options: options, unwritten: written.errors)
        return try display.finish(
            record: record, writeErrors: written.errors + filmErrors, crashes: crashes, stoppedBy: stopSignal)
    }

    /// Reports a worker that died, records the case it died in as skipped, and moves the
    /// shard past it. Returns the line the summary repeats, and whether to start the shard's
    /// next worker (not when the budget is spent or it died too often).
    private func noteCrash(of worker: RunningWorker, shard: inout ShardState, record: CampaignRecord)
        -> (message: String, restart: Bool)
    {
        let inFlight = shard.caseInFlight
        let how =
            worker.process.terminationReason == .uncaughtSignal
            ? "signal \(worker.process.terminationStatus)" : "status \(worker.process.terminationStatus)"
        let shrinking = shard.latest?.phase == .shrinking ? " (shrinking its failure)" : ""
        var message =
            "worker for shard \(shard.shard) died (\(how)) in case \(inFlight)\(shrinking); "
            + "rerun it with '\(console.toolName) fuzz --animator \(options.entry.name) --seed \(options.seed) "
            + "--shard \(shard.shard) --from-case \(inFlight) --cases \(inFlight + 1)'"
        let head = shard.errorHead
        if let words = head.first(where: { $0.localizedCaseInsensitiveContains("error") }) ?? head.first {
            message += "\n  it said: \(words)"
        }
        shard.errorHead = []
        shard.base = shard.progress
        shard.base.phase = .generating
        shard.latest = nil
        shard.checkpoint = nil
        shard.fromCase = inFlight &+ UInt64(shard.shard.count)
        shard.restarts += 1
        record.update(write: .later) { $0.skippedCases = ($0.skippedCases + [inFlight]).sorted() }
        let casesLeft = options.cases.map { shard.fromCase < $0 } ?? true
        let timeLeft = options.seconds.map { display.elapsed < $0 } ?? true
        let restart = casesLeft && timeLeft && shard.restarts <= Self.maxRestarts
        if restart {
            message += "\n  restarted at case \(shard.fromCase)"
        } else {
            shard.finished = true
        }
        display.say(message)
        return (message.split(separator: "\n")[0].description, restart)
    }

    /// Handles one line of a worker; returns the finding it carries, if any.
    private func handle(_ line: String, shard: inout ShardState) -> FuzzFinding? {
        if line.hasPrefix("{\"summary\"") {
            if let (_, progress) = try? FuzzProgress.summary(jsonLine: line) {
                shard.latest = progress
                if progress.nextCase != nil, progress.phase != .shrinking { shard.checkpoint = progress }
            }
        } else if line.hasPrefix("{\"contract\"") {
            if let finding = try? FuzzFinding(jsonLine: line, generator: options.generator) {
                shard.findings.append(finding)
                return finding
            } else {
                display.say("worker for shard \(shard.shard) printed a finding that does not read back: \(line)")
            }
        } else {
            display.say("worker \(shard.shard): \(line)")
        }
        return nil
    }
}

/// The findings a coordinator has written: each as soon as it arrives, when it is the best
/// so far for its contract (``FuzzFinding/precedes(_:)``), replacing the file of the one
/// it beats, so that what is on disk at any moment is complete and the end state is what
/// one process would write.
struct WrittenFindings {
    private(set) var best: [Contract: FuzzFinding] = [:]
    private(set) var errors: [FuzzCampaignError] = []

    /// Starts from the findings already on disk (a resumed campaign's) and the errors met
    /// putting them there.
    init(_ findings: [FuzzFinding] = [], errors: [FuzzCampaignError] = []) {
        for finding in findings { best[finding.contract] = finding }
        self.errors = errors
    }

    /// What ``keep(_:in:)`` did.
    enum Outcome {
        /// Written, as the best of its contract so far.
        case written
        /// Not written: a finding of an earlier case (another shard's) is kept.
        case superseded
        /// It could not be written: why.
        case failed(FuzzCampaignError)
    }

    /// Writes `finding` if it is the best of its contract so far.
    @discardableResult
    mutating func keep(_ finding: FuzzFinding, in directory: String) -> Outcome {
        if let current = best[finding.contract] {
            guard current != finding else { return .written }
            guard finding.precedes(current) else { return .superseded }
        }
        let store = RegressionStore(directory: directory)
        do {
            try store.write(finding)
        } catch {
            if !errors.contains(error) { errors.append(error) }
            return .failed(error)
        }
        if let replaced = best[finding.contract], replaced.fileName != finding.fileName {
            _ = PathBytes.withCString("\(directory)/\(replaced.fileName)") { unlink($0) }
        }
        best[finding.contract] = finding
        return .written
    }
}

/// One worker process and the threads that read its output.
final class RunningWorker {
    let slot: Int
    let shardIndex: Int
    let process = Process()
    var closedStreams = 0

    init(slot: Int, shardIndex: Int, arguments: [String], launcher: WorkerLauncher, events: WorkerEvents)
        throws(CLIError)
    {
        self.slot = slot
        self.shardIndex = shardIndex
        process.executableURL = URL(fileURLWithPath: launcher.executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        // A dying worker exits at once, without the backtracer's seconds of work.
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        environment.merge(launcher.environment) { $1 }
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .noInput("cannot start the fuzz worker \(launcher.executable): \(error.localizedDescription)")
        }
        WorkerEvents.readLines(output.fileHandleForReading, slot: slot, into: events, error: false)
        WorkerEvents.readLines(errors.fileHandleForReading, slot: slot, into: events, error: true)
    }
}

/// What the reader threads tell the coordinator: lines, and the end of a stream.
final class WorkerEvents: @unchecked Sendable {
    enum Event {
        case line(Int, String)
        case errorLine(Int, String)
        case closed(Int)
    }

    // Guarded by `lock`.
    private var events: [Event] = []
    private let lock = NSLock()
    private let signal = DispatchSemaphore(value: 0)

    func post(_ event: Event) {
        lock.withLock { events.append(event) }
        signal.signal()
    }

    /// The events so far, waiting up to `seconds` for the first.
    func wait(seconds: Double) -> [Event] {
        _ = signal.wait(timeout: .now() + seconds)
        return lock.withLock {
            defer { events = [] }
            return events
        }
    }

    /// Reads `handle` line by line on a thread of its own until it closes.
    static func readLines(_ handle: FileHandle, slot: Int, into events: WorkerEvents, error: Bool) {
        Thread.detachNewThread {
            var buffer: [UInt8] = []
            func emit(_ bytes: ArraySlice<UInt8>) {
                let line = String(decoding: bytes, as: UTF8.self)
                events.post(error ? .errorLine(slot, line) : .line(slot, line))
            }
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                buffer.append(contentsOf: data)
                var start = 0
                while let newline = buffer[start...].firstIndex(of: 10) {
                    emit(buffer[start..<newline])
                    start = newline + 1
                }
                buffer.removeFirst(start)
            }
            if !buffer.isEmpty { emit(buffer[...]) }
            events.post(.closed(slot))
        }
    }
}
