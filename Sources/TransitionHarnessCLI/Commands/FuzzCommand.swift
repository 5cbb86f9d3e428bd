import Foundation
import GestureTrace
import TransitionCatalog
import TransitionHarness

/// `transition-harness fuzz`: a fuzz campaign against a catalog transition
/// (docs/fuzzing.md). Replays the regression traces of `--out` first, then generated
/// gestures; shrinks the first failure of each contract and writes it to `--out`. With
/// `--jobs N` it runs N worker processes of this executable, one shard each, and merges
/// what they print; a worker that dies is restarted after the case it died in.
package enum FuzzCommand: Command {
    static let name = "fuzz"
    static let summary = "Fuzz a catalog transition with generated gestures; keep each broken contract's shrunk trace"
    static let defaultCases: UInt64 = 10_000
    static let help = """
        usage: transition-harness fuzz --animator NAME [--cases N | --seconds S] [--seed N]
                                       [--jobs N] [--shard K/N] [--out DIR] [--policy NAME]
                                       [--contract ID[,ID...]] [--until-found] [--from-case N]

        Replays the regression traces in DIR first, then generated gestures under generated
        conditions (completion speed and curve, duration of UIKit's own animators, refresh
        rate, dropped frames, re-grabbing) against the catalog transition NAME, checking every
        contract. The first failure of each contract is shrunk to a minimal gesture and
        written to DIR as <contract>-<hash>.json. Prints the seed; the same seed and options
        give the same findings, whatever --jobs is.

        options:
          --animator NAME  the catalog entry to fuzz ('transition-harness catalog' lists them)
          --cases N        cases to run, over all shards (default \(defaultCases))
          --seconds S      run for S seconds instead of a number of cases
          --seed N         the campaign seed (default 1)
          --jobs N         run N worker processes, one shard each (default 1: this process)
          --shard K/N      run only shard K of N (cases K, K+N, K+2N, ...)
          --from-case N    start at case N (with --seed and --shard, reruns the case a worker died in)
          --out DIR        the regressions directory (default \(RegressionStore.defaultDirectory))
          --policy NAME    the completion policy (default \(CompletionPolicy.default.name)): \
        \(CompletionPolicy.allNamed.map(\.name).joined(separator: ", "))
          --contract IDS   check only these contracts (comma-separated, or the option repeated);
                           violations of the others are ignored (default: every contract)
          --until-found    stop as soon as each contract of --contract has a finding (one a
                           regression trace already breaks counts as found); without --contract,
                           at the first finding. One process only (not with --jobs)
          --worker         internal: print JSON lines for the process that runs --jobs, write nothing

        exit codes: 0 every contract held, 1 a contract broke (or a regression trace still
        breaks one, or a worker died), 64 usage error, 73 a finding could not be written
        """

    /// The parsed command line.
    struct Options: Sendable {
        var entry: CatalogEntry
        var cases: UInt64?
        var seconds: Double?
        var seed: UInt64 = 1
        var jobs = 1
        var shard = FuzzShard.whole
        var fromCase: UInt64 = 0
        var out = RegressionStore.defaultDirectory
        var policy = CompletionPolicy.default
        var worker = false
        var known: Set<Contract> = []
        /// The contracts checked (`--contract`); nil for all of them.
        var contracts: Set<Contract>?
        /// Stop once each contract of ``contracts`` has a finding (`--until-found`).
        var untilFound = false

        /// The contracts `--until-found` waits for: those of `--contract`, or nil for "any".
        var awaited: Set<Contract>? { untilFound ? contracts : nil }

        /// The arguments that make a worker run shard `shard` of this campaign from `fromCase`.
        func workerArguments(shard: FuzzShard, fromCase: UInt64, seconds remaining: Double?) -> [String] {
            var arguments = [
                FuzzCommand.name, "--animator", entry.name, "--seed", "\(seed)", "--policy", policy.name,
                "--out", out, "--shard", shard.description, "--from-case", "\(fromCase)", "--worker",
            ]
            if let remaining {
                arguments += ["--seconds", "\(remaining)"]
            } else {
                arguments += ["--cases", "\(cases ?? FuzzCommand.defaultCases)"]
            }
            if !known.isEmpty {
                arguments += ["--known", known.sorted().map(\.id).joined(separator: ",")]
            }
            if let contracts {
                arguments += ["--contract", contracts.sorted().map(\.id).joined(separator: ",")]
            }
            return arguments
        }

        var generator: GestureGenerator { GestureGenerator(operations: entry.operations) }
    }

    static func run(_ arguments: [String], console: Console) throws(CLIError) -> ExitCode {
        try run(arguments, console: console, launcher: WorkerLauncher())
    }

    /// Runs the command; `launcher` says how worker processes are started (tests give the
    /// path of the built executable), and `extraEntries` are looked up before the catalog
    /// (tests' own transitions; workers see the catalog only).
    package static func run(
        _ arguments: [String], console: Console, launcher: WorkerLauncher, extraEntries: [CatalogEntry] = []
    ) throws(CLIError) -> ExitCode {
        let options = try parse(arguments, extraEntries: extraEntries)
        if options.worker {
            ParentWatch.start()
            return MainActorRunner.run { runWorker(options, console: console, launcher: launcher) }
        }
        if options.jobs > 1 {
            return try FuzzCoordinator(options: options, console: console, launcher: launcher).run()
        }
        return try MainActorRunner.run { () throws(CLIError) -> ExitCode in
            try runInProcess(options, console: console)
        }
    }

    static func parse(_ arguments: [String], extraEntries: [CatalogEntry] = []) throws(CLIError) -> Options {
        let parsed = try Arguments(
            arguments,
            spec: .init(
                command: name, flags: ["worker", "until-found"],
                options: [
                    "animator", "cases", "seconds", "seed", "jobs", "shard", "from-case", "out", "policy", "known",
                    "contract",
                ],
                repeatable: ["contract"]))
        guard parsed.positionals.isEmpty else {
            throw .usage("unexpected argument '\(parsed.positionals[0])'", command: name)
        }
        guard let animator = parsed.option("animator") else {
            throw .usage("missing '--animator NAME'; catalog: \(catalogNames)", command: name)
        }
        guard let entry = entry(named: animator, extraEntries: extraEntries) else {
            throw .usage("no catalog entry '\(animator)'; catalog: \(catalogNames)", command: name)
        }
        var options = Options(entry: entry)
        if let text = parsed.option("cases") {
            guard let cases = UInt64(text), cases >= 1 else {
                throw .usage("option '--cases' expects a whole number of at least 1, found '\(text)'", command: name)
            }
            options.cases = cases
        }
        options.seconds = try parsed.number("seconds", in: 0.001...1e9, command: name)
        if options.cases != nil, options.seconds != nil {
            throw .usage("give '--cases' or '--seconds', not both", command: name)
        }
        if let text = parsed.option("seed") {
            guard let seed = UInt64(text) else {
                throw .usage("option '--seed' expects an unsigned integer, found '\(text)'", command: name)
            }
            options.seed = seed
        }
        options.jobs = try parsed.integer("jobs", in: 1...256, command: name) ?? 1
        if let text = parsed.option("shard") {
            guard let shard = FuzzShard(text: text) else {
                throw .usage("option '--shard' expects K/N with 0 <= K < N, found '\(text)'", command: name)
            }
            options.shard = shard
        }
        if options.jobs > 1, parsed.option("shard") != nil {
            throw .usage("give '--jobs' or '--shard', not both", command: name)
        }
        if let text = parsed.option("from-case") {
            guard let first = UInt64(text) else {
                throw .usage("option '--from-case' expects an unsigned integer, found '\(text)'", command: name)
            }
            options.fromCase = first
        }
        options.out = parsed.option("out") ?? options.out
        if let text = parsed.option("policy") {
            guard let policy = CompletionPolicy.named(text) else {
                let names = CompletionPolicy.allNamed.map(\.name).joined(separator: ", ")
                throw .usage("no policy '\(text)'; policies: \(names)", command: name)
            }
            options.policy = policy
        }
        options.worker = parsed.flag("worker")
        options.untilFound = parsed.flag("until-found")
        if options.untilFound, options.jobs > 1 {
            throw .usage(
                "give '--until-found' without '--jobs': which shard finds first depends on timing", command: name)
        }
        let ids = parsed.values("contract").flatMap { $0.split(separator: ",") }
        if !parsed.values("contract").isEmpty {
            var contracts: Set<Contract> = []
            for id in ids {
                guard let contract = Contract(rawValue: String(id)) else {
                    let known = Contract.allCases.map(\.id).joined(separator: ", ")
                    throw .usage(
                        "option '--contract' names an unknown contract '\(id)'; contracts: \(known)", command: name)
                }
                contracts.insert(contract)
            }
            guard !contracts.isEmpty else {
                throw .usage("option '--contract' expects contract ids, found none", command: name)
            }
            options.contracts = contracts
        }
        for id in (parsed.option("known") ?? "").split(separator: ",") {
            guard let contract = Contract(rawValue: String(id)) else {
                throw .usage("option '--known' names an unknown contract '\(id)'", command: name)
            }
            options.known.insert(contract)
        }
        return options
    }

    static var catalogNames: String { Catalog.entries.map(\.name).joined(separator: ", ") }

    static func entry(named name: String, extraEntries: [CatalogEntry]) -> CatalogEntry? {
        extraEntries.first { $0.name == name } ?? Catalog.entry(named: name)
    }

    /// The campaign of `options` (the regressions directory left to the caller).
    static func campaign(_ options: Options) -> FuzzCampaign {
        var campaign = FuzzCampaign(seed: options.seed)
        campaign.generator = options.generator
        campaign.shard = options.shard
        campaign.firstCase = options.fromCase
        campaign.knownContracts = options.known
        campaign.regressions = RegressionStore(directory: options.out)
        campaign.animator = options.entry.name
        campaign.policy = options.policy.name
        return campaign
    }

    @MainActor
    static func fuzzer(_ options: Options) -> TransitionFuzzer {
        TransitionFuzzer(
            options: ReplayOptions(policy: options.policy), generator: options.generator,
            contracts: options.contracts ?? Set(Contract.allCases), subject: options.entry.make)
    }

    /// One process: the whole campaign (or one shard) here, findings written as they come.
    @MainActor
    static func runInProcess(_ options: Options, console: Console) throws(CLIError) -> ExitCode {
        let fuzzer = fuzzer(options)
        let property: FuzzCampaign.Property = { fuzzer.check($0, $1) }
        let display = ProgressDisplay(console: console, options: options)
        display.start()
        for note in RegressionStore(directory: options.out).notes() { display.say(note) }
        // The regressions first, reported before anything is generated; the contracts they
        // still break are known to the campaign.
        let regressions = campaign(options).run(cases: 0, property: property).regressions
        display.regressions(regressions)
        var campaign = campaign(options)
        campaign.regressions = nil
        campaign.knownContracts.formUnion(regressions.flatMap { $0.failure?.contracts ?? [] })
        campaign.progressInterval = console.isTerminal ? 50 : 1_000
        let store = RegressionStore(directory: options.out)
        var writeErrors: [FuzzCampaignError] = []
        let deadline = options.seconds.map { display.clock.now + .seconds($0) }
        let stop = StopSignals()
        defer { stop.cancel() }
        // --until-found: what is still missing; a contract the regressions break is found.
        var missing = options.awaited.map { $0.subtracting(campaign.knownContracts) }
        var foundAny = false
        let report = campaign.run(
            cases: options.cases ?? (options.seconds == nil ? defaultCases : nil),
            shouldContinue: { _ in
                if stop.received != nil { return false }
                if options.untilFound, missing.map({ $0.isEmpty }) ?? foundAny { return false }
                return deadline.map { display.clock.now < $0 } ?? true
            },
            progress: { display.update($0) },
            didFind: { finding in
                foundAny = true
                missing?.remove(finding.contract)
                do throws(FuzzCampaignError) {
                    display.found(finding, path: try store.write(finding))
                } catch {
                    writeErrors.append(error)
                }
            },
            property: property)
        return try display.finish(
            progress: report.progress, findings: report.findings, regressions: regressions,
            writeErrors: writeErrors, crashes: [], stoppedBy: stop.received)
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

/// How `fuzz --jobs` starts its workers.
package struct WorkerLauncher: Sendable {
    /// The executable to run: this process's own by default (`/proc/self/exe`, else
    /// `CommandLine.arguments[0]`).
    package var executable: String
    /// Variables added to the workers' environment.
    package var environment: [String: String]
    /// Test hook: a worker traps just before running this case
    /// (`TRANSITION_HARNESS_FUZZ_CRASH_AT_CASE`), so tests can kill one.
    package var crashCase: UInt64?

    package init(executable: String? = nil, environment: [String: String] = [:]) {
        self.executable =
            executable ?? (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        self.environment = environment
        crashCase = ProcessInfo.processInfo.environment[Self.crashCaseVariable].flatMap { UInt64($0) }
    }

    package static let crashCaseVariable = "TRANSITION_HARNESS_FUZZ_CRASH_AT_CASE"
}

/// Runs work that drives UIKit objects on the main actor: directly when called on the main
/// thread or the main queue (the executable, `@MainActor` tests; on Linux the main queue
/// may run on another thread once `dispatchMain()` took over), else synchronously on the
/// main queue.
enum MainActorRunner {
    static func run<Value: Sendable>(_ body: @escaping @MainActor @Sendable () throws(CLIError) -> Value)
        throws(CLIError) -> Value
    {
        let wrapped: @MainActor @Sendable () -> Result<Value, CLIError> = {
            do throws(CLIError) { return .success(try body()) } catch { return .failure(error) }
        }
        return try run(wrapped).get()
    }

    static func run<Value: Sendable>(_ body: @escaping @MainActor @Sendable () -> Value) -> Value {
        if isOnMainQueue {
            return MainActor.assumeIsolated { body() }
        }
        return DispatchQueue.main.sync { MainActor.assumeIsolated { body() } }
    }

    private static let key = DispatchSpecificKey<Bool>()
    private static let markMainQueue: Void = DispatchQueue.main.setSpecific(key: key, value: true)

    static var isOnMainQueue: Bool {
        markMainQueue
        return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
