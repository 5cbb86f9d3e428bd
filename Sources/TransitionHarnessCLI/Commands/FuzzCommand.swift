import CommandLineOptions
import Foundation
import GestureTrace
import TransitionHarness

/// `transition-harness fuzz`: a fuzz campaign against a subject
/// (docs/fuzzing.md). Replays the regression traces of `--out` first, then generated
/// gestures; shrinks the first failure of each contract and writes it to `--out`. With
/// `--jobs N` it runs N worker processes of this executable, one shard each, and merges
/// what they print; a worker that dies is restarted after the case it died in. The
/// campaign's state is kept in `--out` (``FuzzCampaignState``), so `--resume DIR` continues
/// a stopped campaign and `fuzz merge` adds up its shards (``FuzzMergeCommand``).
package enum FuzzCommand: Command {
    static let name = "fuzz"
    static let summary = "Fuzz a subject with generated gestures; keep each broken contract's shrunk trace"
    static let subcommands: [any Command.Type] = [FuzzMergeCommand.self]
    static let defaultCases: UInt64 = 10_000
    static let animator = OptionDeclaration(
        "animator", .string("NAME"),
        help: "the subject to fuzz ('catalog' lists them); required but with --resume")
    static let cases = OptionDeclaration(
        "cases", .count(atLeast: 1), defaultHelp: "\(defaultCases)", help: "cases to run, over all shards")
    static let seconds = OptionDeclaration(
        "seconds", .seconds(in: 0.001...1e9), help: "run for S seconds instead of a number of cases")
    static let seed = OptionDeclaration("seed", .seed, default: 1, help: "the campaign seed")
    static let jobs = OptionDeclaration(
        "jobs", .integer(in: 1...256), default: 1, defaultHelp: "1: this process",
        help: "run N worker processes, one shard each")
    static let shard = OptionDeclaration(
        "shard", .fuzzShard, default: .whole, help: "run only shard K of N (cases K, K+N, K+2N, ...)")
    static let fromCase = OptionDeclaration(
        "from-case", .count(), default: 0,
        help: "start at case N (with --seed and --shard, reruns the case a worker died in)")
    static let out = OptionDeclaration(
        "out", .string("DIR"), default: RegressionStore.defaultDirectory, help: "the regressions directory")
    static let policy = OptionDeclaration(
        "policy", .policy, default: .default,
        help:
            "an animator subject's completion policy: \(CompletionPolicy.allNamed.map(\.name).joined(separator: ", "))")
    static let contract = OptionDeclaration(
        repeated: "contract", .contracts, defaultHelp: "every contract",
        help:
            "check only these contracts (comma-separated, or the option repeated); violations of the others are ignored"
    )
    static let untilFound = OptionDeclaration(
        flag: "until-found",
        help: """
            stop as soon as each contract of --contract has a finding (one a regression trace already breaks \
            counts as found); without --contract, at the first finding. One process only (not with --jobs)
            """)
    static let resume = OptionDeclaration(
        "resume", .string("DIR"),
        help: "continue the campaign stopped in DIR with its own options (no other option with it)")
    static let worker = OptionDeclaration(
        flag: "worker", help: "print JSON lines for the process that runs --jobs, write nothing", isInternal: true)
    static let known = OptionDeclaration(
        "known", .contracts,
        help: "contracts the regressions already break: their failures are counted, not shrunk", isInternal: true)

    static let syntax = commandSyntax(
        options: [
            animator.erased, cases.erased, seconds.erased, seed.erased, jobs.erased, shard.erased, fromCase.erased,
            out.erased, policy.erased, contract.erased, untilFound.erased, resume.erased, worker.erased,
            known.erased,
        ] + FilmOutputs.declarations,
        about: """
            Replays the regression traces in DIR first, then generated gestures under generated
            conditions (completion speed and curve, duration of UIKit's own animators, refresh
            rate, dropped frames, re-grabbing) against the subject NAME, checking every contract.
            Only the operations and gestures NAME declares are generated. The first failure of each contract is shrunk to a minimal gesture and
            written to DIR as <contract>-<hash>.json. Prints the seed; the same seed and options
            give the same findings, whatever --jobs is. DIR/.fuzz-campaign records the campaign
            as it goes: SIGINT or SIGTERM stops it with what it found written and the command
            that continues it (--resume DIR), which ends with the same findings, byte for byte,
            as a campaign never stopped; after SIGKILL, --resume continues from the last record.

            transition-harness fuzz merge DIR... --out OUT: the outputs of the shards of one
            campaign (--shard K/N, one DIR each) combined into exactly what one process running
            the whole campaign writes ('transition-harness fuzz merge --help').
            """,
        epilogue: """
            With --html or --png, each finding's replay is filmed when its trace is written (with
            --jobs, once the workers are done) and its report written there.

            exit codes: 0 every contract held, 1 a contract broke (or a regression trace still
            breaks one, or a worker died), 64 usage error, 65 DIR/.fuzz-campaign is malformed,
            66 --resume DIR holds no campaign, 73 a finding (or its --html or --png report) or the
            campaign file could not be written, 130 stopped by SIGINT, 143 stopped by SIGTERM
            """)

    /// The parsed command line.
    struct Options: Sendable {
        var entry: TransitionHarnessTool.Subject
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
        /// The reports written for each finding (`--html`, `--png`); nil for none.
        var films: FilmOutputs?

        /// The contracts `--until-found` waits for: those of `--contract`, or nil for "any".
        var awaited: Set<Contract>? { untilFound ? contracts : nil }
        /// The campaign file `--resume` continues from.
        var resumed: FuzzCampaignState?

        /// The settings the campaign file records (``FuzzCampaignState/Settings``).
        var settings: FuzzCampaignState.Settings {
            var settings = FuzzCampaignState.Settings(
                animator: entry.name, seed: seed, cases: seconds == nil ? cases ?? FuzzCommand.defaultCases : nil,
                seconds: seconds, policy: policy.name)
            settings.firstCase = fromCase
            settings.contracts = contracts?.sorted()
            settings.untilFound = untilFound
            return settings
        }

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

        var generator: GestureGenerator { entry.generator }
    }

    static func run(_ arguments: [String], console: Console, subjects: [TransitionHarnessTool.Subject])
        throws(CLIError) -> ExitCode
    {
        try run(arguments, console: console, launcher: WorkerLauncher(), subjects: subjects)
    }

    /// Runs the command against `subjects`; `launcher` says how worker processes are started
    /// (tests give the path of the built executable; workers know the subjects of the
    /// executable they run).
    package static func run(
        _ arguments: [String], console: Console, launcher: WorkerLauncher, subjects: [TransitionHarnessTool.Subject]
    ) throws(CLIError) -> ExitCode {
        if arguments.first == FuzzMergeCommand.word {
            return try FuzzMergeCommand.run(Array(arguments.dropFirst()), console: console, subjects: subjects)
        }
        let options = try parse(arguments, subjects: subjects)
        if options.worker {
            ParentWatch.start()
            return MainActorRunner.run { runWorker(options, console: console, launcher: launcher) }
        }
        if options.jobs > 1 {
            return try FuzzCoordinator(options: options, console: console, launcher: launcher).run()
        }
        return try MainActorRunner.run { () throws(CLIError) -> ExitCode in
            try runInProcess(options, console: console, stopAfterCases: launcher.stopAfterCases)
        }
    }

    static func parse(_ arguments: [String], subjects: [TransitionHarnessTool.Subject]) throws(CLIError) -> Options {
        let parsed = try parsedArguments(arguments)
        guard parsed.positionals.isEmpty else {
            throw .usage("unexpected argument '\(parsed.positionals[0])'", command: name)
        }
        if let directory = parsed[resume] {
            if let other = syntax.options.first(where: { $0.name != resume.name && parsed.isGiven($0) }) {
                throw .usage(
                    "give '--resume' alone: the campaign's own options are in its directory, not '\(other.spelling)'",
                    command: name)
            }
            return try resumedOptions(directory, subjects: subjects)
        }
        guard let animatorName = parsed[animator] else {
            throw .usage(CommandLineError.missingOption(synopsis: animator.erased.synopsis).description, command: name)
        }
        var options = Options(entry: try ReplaySetup.subject(named: animatorName, in: subjects, command: name))
        try ReplaySetup.refuseAnimatorOnlyOptions(parsed, for: options.entry, command: name, among: [policy.erased])
        options.cases = parsed[cases]
        options.seconds = parsed[seconds]
        if options.cases != nil, options.seconds != nil {
            throw .usage("give '--cases' or '--seconds', not both", command: name)
        }
        options.seed = parsed[seed]
        options.jobs = parsed[jobs]
        options.shard = parsed[shard]
        if options.jobs > 1, parsed.isGiven(shard) {
            throw .usage("give '--jobs' or '--shard', not both", command: name)
        }
        options.fromCase = parsed[fromCase]
        options.out = parsed[out]
        options.policy = parsed[policy]
        options.worker = parsed[worker]
        options.untilFound = parsed[untilFound]
        if options.untilFound, options.jobs > 1 {
            throw .usage(
                "give '--until-found' without '--jobs': which shard finds first depends on timing", command: name)
        }
        if parsed.isGiven(contract) { options.contracts = Set(parsed[contract]) }
        options.known = Set(parsed[known] ?? [])
        options.films = try FilmOutputs.parse(parsed, command: name)
        return options
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
        campaign.policy = options.entry.isAppScene ? nil : options.policy.name
        return campaign
    }

    @MainActor
    static func fuzzer(_ options: Options) -> TransitionFuzzer {
        TransitionFuzzer(
            options: ReplayOptions(policy: options.policy), generator: options.generator,
            contracts: options.contracts ?? Set(Contract.allCases), subject: options.entry.make)
    }
}
