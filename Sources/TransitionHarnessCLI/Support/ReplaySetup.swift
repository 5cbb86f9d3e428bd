import CommandLineOptions
import GestureTrace
@_spi(Harness) import HeadlessUIKit
@_spi(Harness) import TransitionHarness

/// What `replay` and `check` share: their common option declarations and the replay
/// options those set.
enum ReplaySetup {
    static let animator = OptionDeclaration(
        "animator", .string("NAME"), defaultHelp: "the first subject 'catalog' lists",
        help: "the subject to replay against ('catalog' lists them)")
    static let policy = OptionDeclaration(
        "policy", .policy, defaultHelp: CompletionPolicy.default.name,
        help: "the completion policy: cupertino, cupertino:legacy, projection[:r], threshold[:v]")
    static let completionSpeed = OptionDeclaration(
        "completion-speed", .number(in: -1000...1000, placeholder: "S"), defaultHelp: "1",
        help: "the interaction controller's completionSpeed")
    static let completionCurve = OptionDeclaration(
        "completion-curve", .completionCurve, defaultHelp: FuzzScenario.curveNames[0],
        help: "its completionCurve: \(FuzzScenario.curveNames.joined(separator: ", "))")
    static let estimator = OptionDeclaration(
        "estimator", .estimator, defaultHelp: VelocityEstimator.lsq2.name,
        help: "the pan's velocity estimator: \(VelocityEstimator.all.map(\.name).joined(separator: ", "))")
    static let restoreOnCancel = OptionDeclaration(
        flag: "restore-on-cancel", help: "turn on restoresViewStateOnCancel in the harness's interaction controller")
    static let noScenario = OptionDeclaration(
        flag: "no-scenario", help: "replay a fuzz trace without the scenario and policy its notes carry")
    static let json = OptionDeclaration(
        flag: "json", help: "print the JSON report (docs/report-format.md) instead of text")

    /// The options `replay` and `check` share, in the order their help lists them.
    static let declarations = [
        animator.erased, policy.erased, completionSpeed.erased, completionCurve.erased, estimator.erased,
        restoreOnCancel.erased, noScenario.erased, json.erased,
    ]

    static let scenarioHelp = """
        A trace the fuzzer wrote (its notes carry a 'scenario:' line) replays under that
        scenario: its completion speed and curve, refresh rate, dropped frames, duration
        override and re-grabbing, as the fuzzer found it (the report shows it), and under the
        completion policy its notes name ('policy:'); --completion-speed, --completion-curve
        and --policy override them. A scenario line or policy that does not parse is invalid
        data (exit 65).
        """

    /// The options `parsed` sets for `trace` (read from `file`), and the fuzz scenario they
    /// apply. A trace the fuzzer (or `shrink`) wrote replays as it was found: under the
    /// scenario its notes carry (``FuzzFinding/scenario(fromNotes:)``), with
    /// `--completion-speed` and `--completion-curve` overriding its values, and under the
    /// completion policy its notes name (``FuzzFinding/policy(fromNotes:)``) unless `--policy`
    /// names one. `--no-scenario` ignores both. A scenario line or a policy that does not parse
    /// is invalid data.
    static func options(_ parsed: ParsedArguments, for trace: Trace, file: String)
        throws(CLIError) -> (options: ReplayOptions, scenario: FuzzScenario?)
    {
        guard !parsed[noScenario] else { return (options(parsed), nil) }
        var base = ReplayOptions()
        if parsed[policy] == nil { base.policy = try notesPolicy(of: trace, file: file) ?? base.policy }
        guard let text = FuzzFinding.scenarioText(fromNotes: trace.notes) else {
            return (options(parsed, base: base), nil)
        }
        guard var scenario = FuzzScenario(text: text) else {
            throw .invalidData(
                "\(PathBytes.display(file)): notes: the scenario line '\(text)' does not parse; --no-scenario replays without it"
            )
        }
        if let speed = parsed[completionSpeed] { scenario.completionSpeed = speed }
        if let curve = parsed[completionCurve] { scenario.completionCurve = curve.name }
        return (options(parsed, base: scenario.replayOptions(base: base)), scenario)
    }

    /// The completion policy `trace`'s notes name (``FuzzFinding/policy(fromNotes:)``), or
    /// nil; a name that does not parse is invalid data of `file`.
    static func notesPolicy(of trace: Trace, file: String) throws(CLIError) -> CompletionPolicy? {
        guard let name = FuzzFinding.policy(fromNotes: trace.notes) else { return nil }
        do {
            return try OptionValue<CompletionPolicy>.policy.parse(name)
        } catch {
            throw .invalidData("\(PathBytes.display(file)): notes: \(error)")
        }
    }

    static func options(_ parsed: ParsedArguments, base: ReplayOptions = ReplayOptions()) -> ReplayOptions {
        var options = base
        if let policy = parsed[policy] { options.policy = policy }
        if let estimator = parsed[estimator] { options.velocityEstimator = estimator }
        if let speed = parsed[completionSpeed] { options.completionSpeed = speed }
        if let curve = parsed[completionCurve] { options.completionCurve = curve.curve }
        if parsed[restoreOnCancel] { options.restoresViewStateOnCancel = true }
        return options
    }

    /// The options that set up the harness's own interaction controller and its completion
    /// decision. An app subject drives its transitions with its own recognisers and
    /// interaction controllers, so none of them applies to it.
    static let animatorOnly = [
        policy.erased, completionSpeed.erased, completionCurve.erased, estimator.erased,
        restoreOnCancel.erased,
    ]

    /// Refuses, as a usage error of `command`, an option of ``animatorOnly`` given for the app
    /// subject `subject`: it would be silently ignored.
    static func refuseAnimatorOnlyOptions(
        _ parsed: ParsedArguments, for subject: TransitionHarnessTool.Subject, command: String,
        among options: [AnyOptionDeclaration] = animatorOnly
    ) throws(CLIError) {
        guard subject.isAppScene, let given = options.first(where: { parsed.isGiven($0) }) else { return }
        throw .usage(
            "\(given.spelling) sets up the harness's own interaction controller; '\(subject.name)' is an app, "
                + "whose own gesture handling decides how its transitions complete",
            command: command)
    }

    /// The subject `--animator` names among `subjects`, or the first of them.
    static func subject(_ parsed: ParsedArguments, in subjects: [TransitionHarnessTool.Subject], command: String)
        throws(CLIError) -> TransitionHarnessTool.Subject
    {
        guard let name = parsed[animator] else {
            guard let first = subjects.first else { throw .usage("this tool has no subjects", command: command) }
            return first
        }
        return try subject(named: name, in: subjects, command: command)
    }

    /// The subject called `name` among `subjects`; an unknown name is a usage error of
    /// `--animator` that lists the known ones.
    static func subject(named name: String, in subjects: [TransitionHarnessTool.Subject], command: String)
        throws(CLIError) -> TransitionHarnessTool.Subject
    {
        do {
            return try OptionValue<TransitionHarnessTool.Subject>.subject(in: subjects).parse(name)
        } catch {
            throw .invalidValue(error, option: animator.erased.spelling, command: command)
        }
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
