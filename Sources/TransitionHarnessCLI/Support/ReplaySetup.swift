import GestureTrace
import HeadlessUIKit
import TransitionCatalog
import TransitionHarness

/// What `replay` and `check` share: looking up animators and policies by name, and the
/// replay options their flags set.
enum ReplaySetup {
    static let commonOptions: Set<String> = ["animator", "policy", "completion-speed", "estimator"]
    static let commonFlags: Set<String> = ["json", "restore-on-cancel"]

    static let optionsHelp = """
          --animator NAME          a catalog entry (see 'transition-harness catalog'); default: system
          --policy NAME            the completion policy: cupertino (default), projection[:r], threshold[:v]
          --completion-speed S     the interaction controller's completionSpeed (default 1)
          --estimator NAME         the pan's velocity estimator: lsq2 (default), impulse, lastTwoSamples
          --restore-on-cancel      turn on restoresViewStateOnCancel in the harness's interaction controller
          --json                   print the JSON report (docs/report-format.md) instead of text
        """

    static func entry(named name: String?, command: String) throws(CLIError) -> CatalogEntry {
        let wanted = name ?? "system"
        guard let entry = Catalog.entry(named: wanted) else {
            throw .usage(
                "no animator named '\(wanted)'; 'transition-harness catalog' lists them", command: command)
        }
        return entry
    }

    static func options(_ parsed: Arguments, command: String) throws(CLIError) -> ReplayOptions {
        var options = ReplayOptions()
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
        options.restoresViewStateOnCancel = parsed.flag("restore-on-cancel")
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
