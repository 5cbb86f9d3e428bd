extension FuzzCampaignState {
    /// The state of the whole campaign whose shards these are: what one process running it
    /// all would have recorded. Each state must be complete, all must have the same settings,
    /// the same start (the same known contracts and regression counts) and shards `k/N` of
    /// one `N`, each exactly once. Counts add up, findings merge (``FuzzCampaign/merge(_:)``:
    /// for each contract the lowest case index), skipped cases join. `names` label the states
    /// in errors (their directories).
    public static func merged(_ states: [FuzzCampaignState], names: [String]) throws(FuzzCampaignError)
        -> FuzzCampaignState
    {
        precondition(states.count == names.count, "a name for each state")
        guard let first = states.first else { throw .cannotMerge("no campaign given") }
        let count = first.shard.count
        var seen: [Int: String] = [:]
        for (state, name) in zip(states, names) {
            guard state.isComplete else {
                throw .cannotMerge("\(name): the campaign is unfinished; finish it first ('fuzz --resume \(name)')")
            }
            guard state.settings == first.settings else {
                throw .cannotMerge(
                    "\(name): its settings differ from those of \(names[0]) (\(difference(state, first)))")
            }
            guard !state.settings.untilFound else {
                throw .cannotMerge(
                    "\(name): an --until-found campaign stops when a shard finds; its shards do not add up")
            }
            guard state.known == first.known, state.regressionsReplayed == first.regressionsReplayed,
                state.regressionsFailing == first.regressionsFailing
            else {
                throw .cannotMerge("\(name): it started from other regression traces than \(names[0])")
            }
            guard state.shard.count == count else {
                throw .cannotMerge("\(name): shard \(state.shard), where \(names[0]) is shard \(first.shard)")
            }
            if let other = seen[state.shard.index] {
                throw .cannotMerge("\(name) and \(other) are both shard \(state.shard)")
            }
            seen[state.shard.index] = name
        }
        let missing = (0..<count).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            throw .cannotMerge(
                "shard" + (missing.count > 1 ? "s " : " ")
                    + missing.map { "\($0)/\(count)" }.joined(separator: ", ") + " missing")
        }
        var merged = FuzzCampaignState(settings: first.settings, shard: .whole)
        merged.known = first.known
        merged.regressionsReplayed = first.regressionsReplayed
        merged.regressionsFailing = first.regressionsFailing
        merged.parts = states.map { Part(shard: $0.shard, progress: $0.progress, findings: $0.findings) }
        merged.skippedCases = states.flatMap(\.skippedCases).sorted()
        merged.complete()
        return merged
    }

    private static func difference(_ state: FuzzCampaignState, _ other: FuzzCampaignState) -> String {
        let a = state.settings
        let b = other.settings
        var words: [String] = []
        if a.animator != b.animator { words.append("animator \(a.animator), not \(b.animator)") }
        if a.seed != b.seed { words.append("seed \(a.seed), not \(b.seed)") }
        if a.cases != b.cases || a.seconds != b.seconds { words.append("another budget") }
        if a.firstCase != b.firstCase { words.append("from case \(a.firstCase), not \(b.firstCase)") }
        if a.policy != b.policy { words.append("policy \(a.policy), not \(b.policy)") }
        if a.contracts != b.contracts { words.append("other contracts") }
        return words.isEmpty ? "until found" : words.joined(separator: ", ")
    }
}
