import PropertyTesting
import Testing

/// Deleting groups and runs of elements from a failing list.
@Suite struct DeletionShrinkerTests {
    @Test func runsShrinkAListToTheElementsTheFailureNeeds() {
        var shrinker = DeletionShrinker(Array(0..<20), budget: 1_000) { $0.contains(3) && $0.contains(17) }
        shrinker.shrink()
        #expect(shrinker.best == [3, 17])
    }

    @Test func groupsOtherThanTheFirstElementsAreDeletedWhole() {
        // Elements as (group, value); the failure needs a 0 in group 1.
        let elements = [(1, 5), (2, 0), (1, 0), (3, 7), (2, 4)]
        var shrinker = DeletionShrinker(elements, budget: 1_000) { list in list.contains { $0 == (1, 0) } }
        let deleted = shrinker.deleteGroups(by: { $0.0 })
        #expect(deleted)
        #expect(shrinker.best.map(\.0) == [1, 1])
        #expect(shrinker.calls == 2)
    }

    @Test func invalidCandidatesCostNoCall() {
        var shrinker = DeletionShrinker(
            [1, 2, 3, 4], budget: 1_000, isValid: { $0.count >= 3 }, fails: { _ in true })
        shrinker.shrink()
        #expect(shrinker.best.count == 3)
        #expect(shrinker.calls == 1)
    }

    @Test func theBudgetCountsTheCallsMadeBefore() {
        var calls = 0
        var shrinker = DeletionShrinker(Array(0..<64), calls: 5, budget: 8) { _ in
            calls += 1
            return false
        }
        shrinker.shrink()
        #expect(calls == 3)
        #expect(shrinker.calls == 8)
        #expect(shrinker.isExhausted)
    }
}
