import GestureTrace
import HeadlessUIKit
import TransitionCatalog
import TransitionHarness

/// What `replay` and `check` share: looking up animators and policies by name, and the
/// replay options their flags set.
enum ReplaySetup {
    static let commonOptions: Set<String> = ["animator", "policy", "completion-speed", "completion-curve", "estimator"]
    static let commonFlags: Set<String> = ["json", "restore-on-cancel", "no-scenario"]

    static let optionsHelp = """
          --animator NAME          a catalog entry (see 'transition-harness catalog'); default: system
          --policy NAME            the completion policy: cupertino (default), cupertino:legacy, projection[:r],
                                   threshold[:v]
          --completion-speed S     the interaction controller's completionSpeed (default 1)
          --completion-curve NAME  its completionCurve: easeInOut (default), easeIn, easeOut, linear
          --estimator NAME         the pan's velocity estimator: lsq2 (default), impulse, lastTwoSamples
          --restore-on-cancel      turn on restoresViewStateOnCancel in the harness's interaction controller
          --no-scenario            replay a fuzz trace without the scenario and policy its notes carry
          --json                   print the JSON report (docs/report-format.md) instead of text
        """

    static let scenarioHelp = """
        A trace the fuzzer wrote (its notes carry a 'scenario:' line) replays under that
        scenario: its completion speed and curve, refresh rate, dropped frames, duration
        override and re-grabbing, as the fuzzer found it (the report shows it), and under the
        completion policy its notes name ('policy:'); --completion-speed, --completion-curve
        and --policy override them. A scenario line or policy that does not parse is invalid
        data (exit 65).
        """

    static func entry(named name: String?, command: String) throws(CLIError) -> CatalogEntry {
        let wanted = name ?? "system"
        guard let entry = Catalog.entry(named: wanted) else {
            throw .usage(
                "no animator named '\(wanted)'; 'transition-harness catalog' lists them", command: command)
        }
        return entry
    }

    /// The options `parsed` sets for `trace` (read from `file`), and the fuzz scenario they
    /// apply. A trace the fuzzer (or `shrink`) wrote replays as it was found: under the
    /// scenario its notes carry (``FuzzFinding/scenario(fromNotes:)``), with
    /// `--completion-speed` and `--completion-curve` overriding its values, and under the
    /// completion policy its notes name (``FuzzFinding/policy(fromNotes:)``) unless `--policy`
    /// names one. `--no-scenario` ignores both. A scenario line or a policy that does not parse
    /// is invalid data.
    static func options(_ parsed: Arguments, for trace: Trace, file: String, command: String)
        throws(CLIError) -> (options: ReplayOptions, scenario: FuzzScenario?)
    {
        guard !parsed.flag("no-scenario") else { return (try options(parsed, command: command), nil) }
        var base = ReplayOptions()
        if parsed.option("policy") == nil, let name = FuzzFinding.policy(fromNotes: trace.notes) {
            guard let policy = CompletionPolicy.named(name) else {
                throw .invalidData("\(file): notes: no completion policy named '\(name)'")
            }
            base.policy = policy
        }
        guard let text = FuzzFinding.scenarioText(fromNotes: trace.notes) else {
            return (try options(parsed, base: base, command: command), nil)
        }
        guard var scenario = FuzzScenario(text: text) else {
            throw .invalidData(
                "\(file): notes: the scenario line '\(text)' does not parse; --no-scenario replays without it")
        }
        if let speed = try parsed.number("completion-speed", in: -1000...1000, command: command) {
            scenario.completionSpeed = speed
        }
        if let name = parsed.option("completion-curve"), FuzzScenario.curve(named: name) != nil {
            scenario.completionCurve = name
        }
        return (try options(parsed, base: scenario.replayOptions(base: base), command: command), scenario)
    }

    static func options(_ parsed: Arguments, base: ReplayOptions = ReplayOptions(), command: String)
        throws(CLIError) -> ReplayOptions
    {
        var options = base
        if let name = parsed.option("policy") {
            guard let policy = CompletionPolicy.named(name) else {
                let known = CompletionPolicy.allNamed.map(\.name).joined(separator: ", ")
                throw .usage("no completion policy named '\(name)' (known: \(known))", command: command)
            }
            options.policy = policy
        }
        if let name = parsed.option("estimator") {
            guard let estimator = VelocityEstimator.named(name) else {
                throw .usage("no velocity estimator named '\(name)'", command: command)
            }
            options.velocityEstimator = estimator
        }
        if let speed = try parsed.number("completion-speed", in: -1000...1000, command: command) {
            options.completionSpeed = speed
        }
        if let name = parsed.option("completion-curve") {
            guard let curve = FuzzScenario.curve(named: name) else {
                let known = FuzzScenario.curveNames.joined(separator: ", ")
                throw .usage("no completion curve named '\(name)' (known: \(known))", command: command)
            }
            options.completionCurve = curve
        }
        if parsed.flag("restore-on-cancel") { options.restoresViewStateOnCancel = true }
        return options
    }

    /// Reads a trace, mapping its error to the CLI's funnel.
    static func read(_ file: String) throws(CLIError) -> Trace {
        do {
            return try TraceReader().read(contentsOfFile: file).trace
        } catch {
            if error.kind == .io { throw .noInput(error.description) }
            throw .invalidData(error.description)
        }
    }
}
