import Foundation
import GestureTrace
import TransitionHarness

/// `fuzz --jobs N`: replays the regressions here, starts N workers (`fuzz ... --shard k/N
/// --worker`), reads their JSON lines, restarts a worker that dies after the case it died
/// in, merges their findings (``FuzzCampaign/merge(_:)``) and writes them.
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
        /// The counts of the shard's earlier workers (before a crash).
        var earlier = FuzzProgress(phase: .done)
        /// The current worker's last progress line.
        var latest: FuzzProgress?
        var findings: [FuzzFinding] = []
        var restarts = 0
        var finished = false
        /// The current worker's first lines on standard error (a dying worker's message).
        var errorHead: [String] = []

        var progress: FuzzProgress { FuzzProgress.merged([earlier] + (latest.map { [$0] } ?? [])) }

        /// The case the current worker was running: the one after its last completed case,
        /// or the one whose failure it was shrinking.
        var caseInFlight: UInt64 {
            var cases = shard.caseIndices(from: fromCase, below: nil).makeIterator()
            let start = cases.next() ?? fromCase
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
        display.start()
        for note in RegressionStore(directory: options.out).notes() { display.say(note) }
        let stop = StopSignals()
        defer { stop.cancel() }
        let options = self.options
        let regressions = MainActorRunner.run { () -> [FuzzReport.RegressionResult] in
            let fuzzer = FuzzCommand.fuzzer(options)
            return FuzzCommand.campaign(options).run(cases: 0) { fuzzer.check($0, $1) }.regressions
        }
        display.regressions(regressions)
        var workerOptions = options
        workerOptions.known.formUnion(regressions.flatMap { $0.failure?.contracts ?? [] })

        let events = WorkerEvents()
        var shards = (0..<options.jobs).map {
            ShardState(shard: FuzzShard(index: $0, count: options.jobs), fromCase: options.fromCase)
        }
        var running: [Int: RunningWorker] = [:]
        var written = WrittenFindings()
        var nextSlot = 0
        var crashes: [String] = []
        func start(_ index: Int) throws(CLIError) {
            let remaining = options.seconds.map { max($0 - display.elapsed, 0.001) }
            // What this shard found before a crash is known to its next worker: the merge
            // keeps the earlier finding anyway.
            var shardOptions = workerOptions
            shardOptions.known.formUnion(shards[index].findings.map(\.contract))
            let arguments = shardOptions.workerArguments(
                shard: shards[index].shard, fromCase: shards[index].fromCase, seconds: remaining)
            running[nextSlot] = try RunningWorker(
                slot: nextSlot, shardIndex: index, arguments: arguments, launcher: launcher, events: events)
            nextSlot += 1
        }
        for index in shards.indices { try start(index) }

        while !running.isEmpty {
            if stop.received != nil {
                // Stop the workers; what they found is already here and on disk.
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
                        written.keep(finding, in: options.out)
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
                        continue
                    }
                    let inFlight = shards[index].caseInFlight
                    let how =
                        worker.process.terminationReason == .uncaughtSignal
                        ? "signal \(worker.process.terminationStatus)" : "status \(worker.process.terminationStatus)"
                    let shrinking = shards[index].latest?.phase == .shrinking ? " (shrinking its failure)" : ""
                    var message =
                        "worker for shard \(shards[index].shard) died (\(how)) in case \(inFlight)\(shrinking); "
                        + "rerun it with 'transition-harness fuzz --animator \(options.entry.name) --seed \(options.seed) "
                        + "--shard \(shards[index].shard) --from-case \(inFlight) --cases \(inFlight + 1)'"
                    let head = shards[index].errorHead
                    if let words = head.first(where: { $0.localizedCaseInsensitiveContains("error") }) ?? head.first {
                        message += "\n  it said: \(words)"
                    }
                    shards[index].errorHead = []
                    shards[index].earlier = shards[index].progress
                    shards[index].latest = nil
                    shards[index].fromCase = inFlight &+ UInt64(shards[index].shard.count)
                    shards[index].restarts += 1
                    let casesLeft = options.cases.map { shards[index].fromCase < $0 } ?? true
                    let timeLeft = options.seconds.map { display.elapsed < $0 } ?? true
                    if casesLeft, timeLeft, shards[index].restarts <= Self.maxRestarts {
                        message += "\n  restarted at case \(shards[index].fromCase)"
                        display.say(message)
                        try start(index)
                    } else {
                        display.say(message)
                        shards[index].finished = true
                    }
                    crashes.append(message.split(separator: "\n")[0].description)
                }
            }
            var total = FuzzProgress.merged(shards.map(\.progress))
            total.phase = shards.contains { $0.latest?.phase == .shrinking } ? .shrinking : .generating
            display.update(total)
        }

        let findings = FuzzCampaign.merge(shards.flatMap(\.findings))
        var progress = FuzzProgress.merged(shards.map(\.progress))
        progress.findings = findings.count
        for finding in findings { written.keep(finding, in: options.out) }
        let filmErrors = FuzzCommand.writeFilms(of: findings, options: options, unwritten: written.errors)
        let nextCase = shards.filter { !$0.finished }.map(\.caseInFlight).min()
        return try display.finish(
            progress: progress, findings: findings, regressions: regressions, writeErrors: written.errors + filmErrors,
            crashes: crashes, stoppedBy: stop.received, nextCase: nextCase)
    }

    /// Handles one line of a worker; returns the finding it carries, if any.
    private func handle(_ line: String, shard: inout ShardState) -> FuzzFinding? {
        if line.hasPrefix("{\"summary\"") {
            if let (_, progress) = try? FuzzProgress.summary(jsonLine: line) { shard.latest = progress }
        } else if line.hasPrefix("{\"contract\"") {
            if let finding = try? FuzzFinding(jsonLine: line, generator: options.generator) {
                shard.findings.append(finding)
                display.found(finding, path: "\(options.out)/\(finding.fileName)")
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

    mutating func keep(_ finding: FuzzFinding, in directory: String) {
        if let current = best[finding.contract] {
            guard current != finding else { return }
            guard finding.precedes(current) else { return }
        }
        let store = RegressionStore(directory: directory)
        do {
            try store.write(finding)
        } catch {
            errors.append(error)
            return
        }
        if let replaced = best[finding.contract], replaced.fileName != finding.fileName {
            _ = PathBytes.withCString("\(directory)/\(replaced.fileName)") { unlink($0) }
        }
        best[finding.contract] = finding
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
