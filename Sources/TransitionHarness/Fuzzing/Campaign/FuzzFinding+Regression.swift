import GestureTrace

extension FuzzFinding {
    /// The prefix of the `notes` line that carries the scenario.
    static let scenarioNotePrefix = "scenario: "

    /// The trace as a regression file holds it: the shrunk gesture, with source kind
    /// `fuzz`, the file's name, and notes that say which contract broke, how, under which
    /// scenario, and how to regenerate it (seed, case index, choices):
    ///
    ///     fuzz: breaks complete-once (complete-once, no-calls-after-complete)
    ///     message: transition never completed
    ///     scenario: completionSpeed=0.0 completionCurve=easeInOut ...
    ///     seed: 1 case: 4711
    ///     choices: AAAAAAAAAAA...
    public var regressionTrace: Trace {
        var trace = input.trace
        trace.name = regressionName
        trace.source = Trace.Source(
            kind: .fuzz, software: "TransitionHarness fuzz", origin: "seed \(seed) case \(caseIndex)")
        trace.notes = [
            "fuzz: breaks \(contract.id) (\(failure.contracts.map(\.id).joined(separator: ", ")))",
            "message: \(failure.message)",
            Self.scenarioNotePrefix + input.scenario.description,
            "seed: \(seed) case: \(caseIndex)",
            "choices: \(choices.encoded)",
        ].joined(separator: "\n")
        return trace
    }

    /// FNV-1a 64 of the canonical bytes (``TraceWriter``) of the gesture and its scenario:
    /// the trace without name, with only the scenario line as notes. Seed, case index,
    /// choices and message stay out, so the same shrunk failure found again, by another
    /// seed, gets the same name.
    public var contentHash: UInt64 {
        var content = input.trace
        content.name = nil
        content.notes = Self.scenarioNotePrefix + input.scenario.description
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
        guard let notes else { return nil }
        for line in notes.split(separator: "\n") where line.hasPrefix(scenarioNotePrefix) {
            return FuzzScenario(text: line.dropFirst(scenarioNotePrefix.count))
        }
        return nil
    }
}
