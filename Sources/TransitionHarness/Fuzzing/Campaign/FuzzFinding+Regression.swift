import GestureTrace
import PropertyTesting

extension FuzzFinding {
    /// The prefix of the `notes` line that carries the scenario.
    static let scenarioNotePrefix = "scenario: "
    /// The prefix of the `notes` line that names the transition under test.
    static let animatorNotePrefix = "animator: "
    /// The prefix of the `notes` line that names the completion policy.
    static let policyNotePrefix = "policy: "
    /// The prefix of the `notes` line that lists the samples the last pass of shrinking kept.
    static let keptSamplesNotePrefix = "kept samples: "

    /// The trace as a regression file holds it: the shrunk gesture, with source kind
    /// `fuzz`, the file's name, and notes that say which contract broke, how, under which
    /// scenario, and how to regenerate it (seed, case index, choices):
    ///
    ///     fuzz: breaks complete-once (complete-once, no-calls-after-complete)
    ///     animator: card
    ///     policy: cupertino
    ///     message: transition never completed
    ///     scenario: completionSpeed=0.0 completionCurve=easeInOut ...
    ///     seed: 1 case: 4711
    ///     choices: AAAAAAAAAAA...
    ///     kept samples: 0,3,9 of the choices' trace
    ///
    /// (the `kept samples:` line only when the last pass of shrinking deleted samples: the
    /// indices of the samples of the trace the choices make that the file keeps).
    public var regressionTrace: Trace {
        var trace = input.trace
        trace.name = regressionName
        trace.source = Trace.Source(
            kind: .fuzz, software: "TransitionHarness fuzz", origin: "seed \(seed) case \(caseIndex)")
        trace.notes = [
            "fuzz: breaks \(contract.id) (\(failure.contracts.map(\.id).joined(separator: ", ")))",
            animator.map { Self.animatorNotePrefix + $0 },
            policy.map { Self.policyNotePrefix + $0 },
            "message: \(failure.message)",
            Self.scenarioNotePrefix + input.scenario.description,
            "seed: \(seed) case: \(caseIndex)",
            "choices: \(choices.encoded)",
            keptSamples.map {
                Self.keptSamplesNotePrefix + $0.map(String.init).joined(separator: ",") + " of the choices' trace"
            },
        ].compactMap { $0 }.joined(separator: "\n")
        return trace
    }

    /// FNV-1a 64 of the canonical bytes (``TraceWriter``) of the gesture and the conditions
    /// of its replay: the trace without name, with only the scenario line as notes, and the
    /// policy line when the policy is not the default. Seed, case index, choices and message
    /// stay out, so the same shrunk failure found again, by another seed, gets the same name;
    /// the same gesture found under another policy gets its own.
    public var contentHash: UInt64 {
        Self.contentHash(of: input.trace, scenario: input.scenario, policy: policy)
    }

    /// The content hash of `trace` replayed under `scenario` and `policy` (``contentHash``).
    static func contentHash(of trace: Trace, scenario: FuzzScenario, policy: String?) -> UInt64 {
        var content = trace
        content.name = nil
        content.notes = scenarioNotePrefix + scenario.description
        if let policy, policy != CompletionPolicy.default.name {
            content.notes? += "\n" + policyNotePrefix + policy
        }
        return ContentHash.fnv1a64(TraceWriter.bytes(content))
    }

    /// `<contract>-<first 12 hex digits of the content hash>`.
    public var regressionName: String {
        "\(contract.id)-\(ContentHash.hex(contentHash).prefix(12))"
    }

    /// ``regressionName`` with `.json`.
    public var fileName: String { regressionName + ".json" }

    /// The scenario a regression trace's notes carry; nil when they carry none (a trace
    /// not written by the fuzzer) or it does not parse.
    public static func scenario(fromNotes notes: String?) -> FuzzScenario? {
        scenarioText(fromNotes: notes).flatMap { FuzzScenario(text: $0) }
    }

    /// The text of the `scenario:` line of a regression trace's notes, parsed or not; nil
    /// when there is none.
    public static func scenarioText(fromNotes notes: String?) -> Substring? {
        noteValue(scenarioNotePrefix, in: notes)
    }

    /// The choices a regression trace's notes carry (`choices: ...`), if any.
    public static func choices(fromNotes notes: String?) -> ChoiceSequence? {
        noteValue("choices: ", in: notes).flatMap { ChoiceSequence(encoded: String($0)) }
    }

    /// The samples a regression trace keeps of the trace its choices make (`kept samples:
    /// 0,3,9 of the choices' trace`), if its notes say so: nil when they keep them all, an
    /// empty list (which selects no input) when the line does not parse.
    public static func keptSamples(fromNotes notes: String?) -> [Int]? {
        guard let value = noteValue(keptSamplesNotePrefix, in: notes) else { return nil }
        let fields = value.prefix { $0 != " " }.split(separator: ",", omittingEmptySubsequences: false)
        let list = fields.compactMap { Int($0) }
        return list.count == fields.count ? list : []
    }

    /// The completion policy a regression trace's notes name (`policy: NAME`), if any.
    public static func policy(fromNotes notes: String?) -> String? {
        noteValue(policyNotePrefix, in: notes).map(String.init)
    }

    /// The transition a regression trace's notes name (`animator: NAME`), if any.
    public static func animator(fromNotes notes: String?) -> String? {
        noteValue(animatorNotePrefix, in: notes).map(String.init)
    }

    /// The seed and case index a regression trace's notes carry (`seed: 1 case: 17`), if any.
    public static func origin(fromNotes notes: String?) -> (seed: UInt64, caseIndex: UInt64)? {
        guard let value = noteValue("seed: ", in: notes) else { return nil }
        let words = value.split(separator: " ")
        guard words.count == 3, words[1] == "case:", let seed = UInt64(words[0]), let index = UInt64(words[2])
        else { return nil }
        return (seed, index)
    }

    /// The contract a regression trace was kept for (`fuzz: breaks <id> (...)`, or
    /// `shrunk: breaks <id> (...)` for one a ``TraceShrinker`` wrote), if any.
    public static func contract(fromNotes notes: String?) -> Contract? {
        let value = noteValue("fuzz: breaks ", in: notes) ?? noteValue("shrunk: breaks ", in: notes)
        return value?.split(separator: " ").first.flatMap { Contract(id: String($0)) }
    }

    private static func noteValue(_ prefix: String, in notes: String?) -> Substring? {
        guard let notes else { return nil }
        for line in notes.split(separator: "\n") where line.hasPrefix(prefix) {
            return line.dropFirst(prefix.count)
        }
        return nil
    }
}
