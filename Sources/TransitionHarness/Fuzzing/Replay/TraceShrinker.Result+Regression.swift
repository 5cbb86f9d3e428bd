import GestureTrace

extension TraceShrinker.Result {
    /// The shrunk trace as a regression file holds it: named ``regressionName``, with notes
    /// that say which contract broke, how, under which scenario and policy (read back by
    /// ``RegressionStore``), and from how many samples it was shrunk. The source is kept.
    public var regressionTrace: Trace {
        var shrunk = trace
        shrunk.name = regressionName
        shrunk.notes = [
            "shrunk: breaks \(contract.id) (\(failure.contracts.map(\.id).joined(separator: ", ")))",
            animator.map { FuzzFinding.animatorNotePrefix + $0 },
            policy.map { FuzzFinding.policyNotePrefix + $0 },
            "message: \(failure.message)",
            FuzzFinding.scenarioNotePrefix + scenario.description,
            "samples: \(trace.touches.count) of \(originalSampleCount)",
        ].compactMap { $0 }.joined(separator: "\n")
        return shrunk
    }

    /// `<contract>-<first 12 hex digits of the content hash>`, the hash taken as for a
    /// fuzz finding (``FuzzFinding/contentHash``): the trace without name, with the scenario
    /// line (and a policy other than the default) as its only notes.
    public var regressionName: String {
        let hash = FuzzFinding.contentHash(of: trace, scenario: scenario, policy: policy)
        return "\(contract.id)-\(ContentHash.hex(hash).prefix(12))"
    }

    /// ``regressionName`` with `.json`.
    public var fileName: String { regressionName + ".json" }
}

extension RegressionStore {
    /// Writes a shrunk trace as `<directory>/<fileName>`, atomically (as
    /// ``write(_:)-(FuzzFinding)`` does). Returns the path.
    @discardableResult
    public func write(_ shrunk: TraceShrinker.Result) throws(FuzzCampaignError) -> String {
        let path = "\(directory)/\(shrunk.fileName)"
        try Self.writeAtomically(TraceWriter.bytes(shrunk.regressionTrace), to: path, in: directory)
        return path
    }
}
