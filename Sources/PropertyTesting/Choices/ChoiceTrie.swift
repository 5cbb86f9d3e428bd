/// What running a property on a fixed prefix of choices gave, as the cache keeps it.
package enum CaseOutcome: Equatable {
    case overrun
    case invalid
    case holds
    case fails(PropertyFailure)
}

/// A cache of property outcomes keyed by choice sequences, arranged as a trie so that
/// prefixes are answered too (minithesis `CachedTestFunction`):
/// - a case that completed after consuming the choices C gives the same outcome for any
///   sequence that starts with C, because a deterministic property never reads the rest;
/// - a sequence that stops inside the trie, at a node with children but no outcome, would
///   need more choices than it has: an overrun, without running anything; so does a
///   sequence that is known to have overrun itself (its extensions may not).
///
/// Children of all nodes live in one dictionary keyed by (parent, choice), so a node costs
/// no allocation of its own.
struct ChoiceTrie {
    private struct Edge: Hashable {
        var parent: Int32
        var choice: UInt64
    }

    /// For each node, the index of its outcome in `outcomes`, or -1.
    private var outcomeIndex: [Int32] = [-1]
    /// Whether a node has children, or a case that ended there overran: either way, a
    /// sequence that stops there overruns.
    private var overruns: [Bool] = [false]
    private var children: [Edge: Int32] = [:]
    private var outcomes: [CaseOutcome] = []

    /// Number of recorded cases that did not overrun.
    var count: Int { outcomes.count }

    /// The outcome known for running `prefix` and how many of its choices that run
    /// consumed, or nil when it must be run.
    func lookup(_ prefix: [UInt64]) -> (outcome: CaseOutcome, consumed: Int)? {
        var node: Int32 = 0
        for (depth, choice) in prefix.enumerated() {
            let index = outcomeIndex[Int(node)]
            if index >= 0 { return (outcomes[Int(index)], depth) }
            guard let next = children[Edge(parent: node, choice: choice)] else { return nil }
            node = next
        }
        let index = outcomeIndex[Int(node)]
        if index >= 0 { return (outcomes[Int(index)], prefix.count) }
        return overruns[Int(node)] ? (.overrun, prefix.count) : nil
    }

    /// Records that a case consuming exactly `choices` had `outcome`. An overrun is marked
    /// at its node only: it says that these choices, or fewer, are too few.
    mutating func record(_ choices: [UInt64], _ outcome: CaseOutcome) {
        var node: Int32 = 0
        for choice in choices {
            let edge = Edge(parent: node, choice: choice)
            if let next = children[edge] {
                node = next
            } else {
                let next = Int32(outcomeIndex.count)
                outcomeIndex.append(-1)
                overruns.append(false)
                overruns[Int(node)] = true
                children[edge] = next
                node = next
            }
        }
        if outcome == .overrun {
            overruns[Int(node)] = true
        } else if outcomeIndex[Int(node)] < 0 {
            outcomeIndex[Int(node)] = Int32(outcomes.count)
            outcomes.append(outcome)
        }
    }
}
