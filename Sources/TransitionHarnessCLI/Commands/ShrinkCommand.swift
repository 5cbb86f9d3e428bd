import CommandLineOptions
import Foundation
import GestureTrace
import PropertyTesting
import TransitionHarness

/// `transition-harness shrink`: shrinks a trace that breaks a contract against a subject, and writes the shrunk trace as a regression file (docs/fuzzing.md).
package enum ShrinkCommand: Command {
    static let name = "shrink"
    static let summary = "Shrink a trace that breaks a contract to a minimal one, as a regression trace"
    static let animator = OptionDeclaration(
        required: "animator", .string("NAME"), help: "the subject to replay against ('catalog' lists them)")
    static let contract = OptionDeclaration(
        "contract", .contract, defaultHelp: "the one the notes name, else the first the replay breaks",
        help: "the contract to keep breaking")
    static let out = OptionDeclaration(
        "out", .string("DIR"), default: RegressionStore.defaultDirectory, help: "where to write")
    static let policy = OptionDeclaration(
        "policy", .policy, defaultHelp: "the one the trace's notes name, else \(CompletionPolicy.default.name)",
        help: "an animator subject's completion policy")

    static let syntax = commandSyntax(
        arguments: "TRACE", options: [animator.erased, contract.erased, out.erased, policy.erased],
        about: """
            Replays TRACE against the subject NAME under the scenario its notes carry
            (the default scenario otherwise), and shrinks it while it still breaks the same
            contract. A trace the fuzzer wrote carries its generator choices in its notes: those
            are shrunk, as the fuzzer does. Any other trace is shrunk by deleting samples (whole
            fingers, then runs of samples) while it stays valid and still fails. The result is
            written to DIR as <contract>-<hash>.json.
            """,
        epilogue: """
            exit codes: 0 shrunk and written, 1 the trace breaks no contract (or not the one
            given), 64 usage error, 65 invalid trace, 66 missing trace, 73 cannot write
            """)

    struct Options: Sendable {
        var path: String
        var entry: TransitionHarnessTool.Subject
        var contract: Contract?
        var out = RegressionStore.defaultDirectory
        var policy = CompletionPolicy.default
    }

    static func run(_ arguments: [String], console: Console, subjects: [TransitionHarnessTool.Subject])
        throws(CLIError) -> ExitCode
    {
        let parsed = try parsedArguments(arguments)
        guard parsed.positionals.count == 1 else {
            throw .usage(
                parsed.positionals.isEmpty ? "missing TRACE" : "unexpected argument '\(parsed.positionals[1])'",
                command: name)
        }
        let entry = try ReplaySetup.subject(named: parsed[animator], in: subjects, command: name)
        try ReplaySetup.refuseAnimatorOnlyOptions(parsed, for: entry, command: name, among: [policy.erased])
        var options = Options(path: parsed.positionals[0], entry: entry)
        options.contract = parsed[contract]
        options.out = parsed[out]
        let trace = try read(options.path)
        if let policy = parsed[policy] {
            options.policy = policy
        } else if let policy = try ReplaySetup.notesPolicy(of: trace, file: options.path) {
            // The policy the fuzzer found the trace under.
            options.policy = policy
        }
        let frozen = options
        return try MainActorRunner.run { () throws(CLIError) -> ExitCode in
            try shrink(trace, options: frozen, console: console)
        }
    }

    static func read(_ path: String) throws(CLIError) -> Trace {
        guard FileManager.default.fileExists(atPath: path) else {
            throw .noInput("\(PathBytes.display(path)): no such file")
        }
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
            generator: options.entry.generator, subject: options.entry.make)
        guard options.entry.supports(trace.resolvedTransition.operation) else {
            throw .usage(
                "\(options.entry.name) does not run \(trace.resolvedTransition.operation) transitions", command: name)
        }
        guard let failure = fuzzer.check(trace, scenario) else {
            console.print(
                "\(PathBytes.display(options.path)): every contract holds against \(options.entry.name); nothing to shrink"
            )
            return .failure
        }
        let contract =
            options.contract ?? FuzzFinding.contract(fromNotes: trace.notes).flatMap {
                failure.contracts.contains($0) ? $0 : nil
            }
            ?? failure.contracts[0]
        guard failure.contracts.contains(contract) else {
            console.print(
                "\(PathBytes.display(options.path)): does not break \(contract.id) against \(options.entry.name) (breaks \(failure))"
            )
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
                console.print(
                    "\(PathBytes.display(options.path)): the choices in its notes no longer break \(contract.id)")
                return .failure
            }
            path = try write { () throws(FuzzCampaignError) in try store.write(finding) }
            console.print(
                "\(PathBytes.display(path)): \(finding.failure); shrunk its choices from \(choices.values.count) to "
                    + "\(finding.choices.values.count), \(trace.touches.count) to \(finding.input.trace.touches.count) "
                    + "samples in \(finding.shrinkCalls) calls")
        } else {
            let property: FuzzCampaign.Property = { fuzzer.check($0, $1) }
            guard var result = TraceShrinker().shrink(trace, scenario: scenario, contract: contract, property: property)
            else {
                console.print(
                    "\(PathBytes.display(options.path)): does not break \(contract.id) again; the replay is not deterministic"
                )
                return .failure
            }
            result.animator = options.entry.name
            result.policy = options.entry.isAppScene ? nil : options.policy.name
            let shrunk = result
            path = try write { () throws(FuzzCampaignError) in try store.write(shrunk) }
            console.print(
                "\(PathBytes.display(path)): \(result.failure); deleted samples: \(result.originalSampleCount) to "
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
