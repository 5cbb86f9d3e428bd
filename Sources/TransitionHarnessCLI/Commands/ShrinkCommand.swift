import Foundation
import GestureTrace
import TransitionCatalog
import TransitionHarness

/// `transition-harness shrink`: shrinks a trace that breaks a contract against a catalog
/// transition, and writes the shrunk trace as a regression file (docs/fuzzing.md).
package enum ShrinkCommand: Command {
    static let name = "shrink"
    static let summary = "Shrink a trace that breaks a contract to a minimal one, as a regression trace"
    static let help = """
        usage: transition-harness shrink TRACE --animator NAME [--contract ID] [--out DIR] [--policy NAME]

        Replays TRACE against the catalog transition NAME under the scenario its notes carry
        (the default scenario otherwise), and shrinks it while it still breaks the same
        contract. A trace the fuzzer wrote carries its generator choices in its notes: those
        are shrunk, as the fuzzer does. Any other trace is shrunk by deleting samples (whole
        fingers, then runs of samples) while it stays valid and still fails. The result is
        written to DIR as <contract>-<hash>.json.

        options:
          --animator NAME  the catalog entry to replay against
          --contract ID    the contract to keep breaking (default: the one the notes name,
                           else the first the replay breaks)
          --out DIR        where to write (default \(RegressionStore.defaultDirectory))
          --policy NAME    the completion policy (default: the one the trace's notes name, else \(CompletionPolicy.default.name))

        exit codes: 0 shrunk and written, 1 the trace breaks no contract (or not the one
        given), 64 usage error, 65 invalid trace, 66 missing trace, 73 cannot write
        """

    struct Options: Sendable {
        var path: String
        var entry: CatalogEntry
        var contract: Contract?
        var out = RegressionStore.defaultDirectory
        var policy = CompletionPolicy.default
    }

    static func run(_ arguments: [String], console: Console) throws(CLIError) -> ExitCode {
        try run(arguments, console: console, extraEntries: [])
    }

    /// Runs the command; `extraEntries` are looked up before the catalog (tests' own
    /// transitions).
    package static func run(_ arguments: [String], console: Console, extraEntries: [CatalogEntry]) throws(CLIError)
        -> ExitCode
    {
        let parsed = try Arguments(
            arguments, spec: .init(command: name, options: ["animator", "contract", "out", "policy"]))
        guard parsed.positionals.count == 1 else {
            throw .usage(
                parsed.positionals.isEmpty ? "missing TRACE" : "unexpected argument '\(parsed.positionals[1])'",
                command: name)
        }
        guard let animator = parsed.option("animator") else {
            throw .usage("missing '--animator NAME'; catalog: \(FuzzCommand.catalogNames)", command: name)
        }
        guard let entry = FuzzCommand.entry(named: animator, extraEntries: extraEntries) else {
            throw .usage("no catalog entry '\(animator)'; catalog: \(FuzzCommand.catalogNames)", command: name)
        }
        var options = Options(path: parsed.positionals[0], entry: entry)
        if let id = parsed.option("contract") {
            guard let contract = Contract(rawValue: id) else {
                throw .usage(
                    "no contract '\(id)'; contracts: \(Contract.allCases.map(\.id).joined(separator: ", "))",
                    command: name)
            }
            options.contract = contract
        }
        options.out = parsed.option("out") ?? options.out
        let names = CompletionPolicy.allNamed.map(\.name).joined(separator: ", ")
        if let text = parsed.option("policy") {
            guard let policy = CompletionPolicy.named(text) else {
                throw .usage("no completion policy named '\(text)' (known: \(names))", command: name)
            }
            options.policy = policy
        }
        let trace = try read(options.path)
        // Otherwise the policy the fuzzer found the trace under.
        if parsed.option("policy") == nil, let text = FuzzFinding.policy(fromNotes: trace.notes) {
            guard let policy = CompletionPolicy.named(text) else {
                throw .invalidData("\(options.path): notes: no completion policy named '\(text)' (known: \(names))")
            }
            options.policy = policy
        }
        let frozen = options
        return try MainActorRunner.run { () throws(CLIError) -> ExitCode in
            try shrink(trace, options: frozen, console: console)
        }
    }

    static func read(_ path: String) throws(CLIError) -> Trace {
        guard FileManager.default.fileExists(atPath: path) else { throw .noInput("\(path): no such file") }
        do {
            return try TraceReader().read(contentsOfFile: path).trace
        } catch {
            throw .invalidData(error.description)
        }
    }

    @MainActor
    static func shrink(_ trace: Trace, options: Options, console: Console) throws(CLIError) -> ExitCode {
        var scenario = FuzzFinding.scenario(fromNotes: trace.notes) ?? .default
        if FuzzFinding.scenario(fromNotes: trace.notes) == nil { scenario.refreshRate = trace.screen.refreshRate }
        let fuzzer = TransitionFuzzer(
            options: ReplayOptions(policy: options.policy),
            generator: GestureGenerator(operations: options.entry.operations), subject: options.entry.make)
        guard options.entry.supports(trace.resolvedTransition.operation) else {
            throw .usage(
                "\(options.entry.name) does not run \(trace.resolvedTransition.operation) transitions", command: name)
        }
        guard let failure = fuzzer.check(trace, scenario) else {
            console.print("\(options.path): every contract holds against \(options.entry.name); nothing to shrink")
            return .failure
        }
        let contract =
            options.contract ?? FuzzFinding.contract(fromNotes: trace.notes).flatMap {
                failure.contracts.contains($0) ? $0 : nil
            }
            ?? failure.contracts[0]
        guard failure.contracts.contains(contract) else {
            console.print(
                "\(options.path): does not break \(contract.id) against \(options.entry.name) (breaks \(failure))")
            return .failure
        }
        let store = RegressionStore(directory: options.out)
        let path: String
        if let choices = FuzzFinding.choices(fromNotes: trace.notes),
            let input = FuzzFinding.input(
                replaying: choices, keeping: FuzzFinding.keptSamples(fromNotes: trace.notes),
                generator: fuzzer.generator),
            input.scenario == scenario, sameGesture(input.trace, trace)
        {
            let origin = FuzzFinding.origin(fromNotes: trace.notes)
            var campaign = fuzzer.campaign(seed: origin?.seed ?? 0)
            campaign.regressions = nil
            campaign.animator = options.entry.name
            campaign.policy = options.policy.name
            let property: FuzzCampaign.Property = { fuzzer.check($0, $1) }
            guard
                let finding = campaign.finding(
                    shrinking: choices, contract: contract, caseIndex: origin?.caseIndex ?? 0, property: property)
            else {
                console.print("\(options.path): the choices in its notes no longer break \(contract.id)")
                return .failure
            }
            path = try write { () throws(FuzzCampaignError) in try store.write(finding) }
            console.print(
                "\(path): \(finding.failure); shrunk its choices from \(choices.values.count) to "
                    + "\(finding.choices.values.count), \(trace.touches.count) to \(finding.input.trace.touches.count) "
                    + "samples in \(finding.shrinkCalls) calls")
        } else {
            let property: FuzzCampaign.Property = { fuzzer.check($0, $1) }
            guard var result = TraceShrinker().shrink(trace, scenario: scenario, contract: contract, property: property)
            else {
                console.print("\(options.path): does not break \(contract.id) again; the replay is not deterministic")
                return .failure
            }
            result.animator = options.entry.name
            result.policy = options.policy.name
            let shrunk = result
            path = try write { () throws(FuzzCampaignError) in try store.write(shrunk) }
            console.print(
                "\(path): \(result.failure); deleted samples: \(result.originalSampleCount) to "
                    + "\(result.trace.touches.count) in \(result.calls) calls")
        }
        return .success
    }

    /// Whether two traces hold the same gesture on the same screen (names, notes and source
    /// aside): a fuzzer's trace still matches the choices in its notes.
    static func sameGesture(_ a: Trace, _ b: Trace) -> Bool {
        a.touches == b.touches && a.screen == b.screen && a.resolvedTransition == b.resolvedTransition
    }

    private static func write(_ body: () throws(FuzzCampaignError) -> String) throws(CLIError) -> String {
        do {
            return try body()
        } catch {
            throw .cannotCreate(error.description)
        }
    }
}
