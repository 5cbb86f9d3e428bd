/// Shrinks a failing list by deleting elements, for inputs that carry no choices (a recorded
/// list of events, a hand-written one): delta debugging's "ddmin", complement deletions only
/// (Zeller and Hildebrandt, "Simplifying and Isolating Failure-Inducing Input", IEEE TSE 2002).
///
/// A round deletes, with ``shrink(groupedBy:)``, each whole group of elements but the first
/// element's (largest key first), then runs of consecutive elements: half the list, a
/// quarter, … one, back to front. A deletion is kept when the shorter list is valid and
/// still fails. Rounds repeat until one deletes nothing or the budget of calls is spent.
/// Checking validity is free; each call of `fails` costs one. Choice shrinking
/// (``Shrinker``) reaches simpler inputs, because it can also change values; this only
/// removes elements.
public struct DeletionShrinker<Element> {
    /// The shortest failing list found so far.
    public private(set) var best: [Element]
    /// Calls of `fails` made, counting those made before the shrinker (``init``'s `calls`).
    public private(set) var calls: Int
    /// The most calls of `fails`, counting those made before.
    public let budget: Int
    private let isValid: ([Element]) -> Bool
    private let fails: ([Element]) -> Bool

    /// A shrinker of `elements`, which fail.
    ///
    /// - Parameters:
    ///   - calls: calls already spent on this input (finding that it fails, for one).
    ///   - budget: the most calls of `fails`, `calls` included.
    ///   - isValid: whether a candidate is an input at all; invalid candidates cost nothing.
    ///   - fails: whether a valid candidate still fails the way the search is after.
    public init(
        _ elements: [Element],
        calls: Int = 0,
        budget: Int,
        isValid: @escaping ([Element]) -> Bool = { _ in true },
        fails: @escaping ([Element]) -> Bool
    ) {
        self.best = elements
        self.calls = calls
        self.budget = budget
        self.isValid = isValid
        self.fails = fails
    }

    /// Whether the budget is spent.
    public var isExhausted: Bool { calls >= budget }

    /// Deletes groups and runs, round after round, until a round deletes nothing.
    public mutating func shrink<Key: Hashable & Comparable>(groupedBy key: (Element) -> Key) {
        var changed = true
        while changed, !isExhausted {
            changed = deleteGroups(by: key)
            if deleteRuns() { changed = true }
        }
    }

    /// Deletes runs, round after round, until a round deletes nothing.
    public mutating func shrink() {
        while !isExhausted, deleteRuns() {}
    }

    /// Tries deleting all elements with one key, for each key but the first element's,
    /// largest first; whether any deletion was kept.
    @discardableResult
    public mutating func deleteGroups<Key: Hashable & Comparable>(by key: (Element) -> Key) -> Bool {
        var changed = false
        let first = best.first.map(key)
        for group in Set(best.map(key)).sorted(by: >) where group != first {
            if consider(best.filter { key($0) != group }) { changed = true }
        }
        return changed
    }

    /// Tries deleting runs of consecutive elements, half the list long and then halving,
    /// back to front; whether any deletion was kept.
    @discardableResult
    public mutating func deleteRuns() -> Bool {
        var changed = false
        var size = max(best.count / 2, 1)
        while size >= 1 {
            var start = best.count - size
            while start >= 0 {
                var candidate = best
                candidate.removeSubrange(start..<(start + size))
                if consider(candidate) { changed = true }
                start = min(start, best.count - size) - 1
            }
            size /= 2
        }
        return changed
    }

    /// Whether `candidate`, shorter than ``best``, is valid and fails; it becomes ``best``
    /// if so. False without a call once the budget is spent.
    @discardableResult
    public mutating func consider(_ candidate: [Element]) -> Bool {
        guard !isExhausted, candidate.count < best.count, isValid(candidate) else { return false }
        calls += 1
        guard fails(candidate) else { return false }
        best = candidate
        return true
    }
}
