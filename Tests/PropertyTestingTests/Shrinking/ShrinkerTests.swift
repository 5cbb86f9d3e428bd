import Testing

@testable import PropertyTesting

/// Each pass on a synthetic example built for it, then the whole loop.
@Suite struct ShrinkerTests {
    static func shrinker(
        from choices: [UInt64], budget: Int = 10_000, _ property: @escaping PropertyRunner.Property
    ) throws -> Shrinker {
        let runner = PropertyRunner(property: property)
        let first = runner.run(prefix: choices)
        let failure = try #require(first.outcome.failureForTests)
        return Shrinker(runner: runner, choices: choices, failure: failure, budget: budget) { _ in true }
    }

    /// A list drawn with "another?" flags; fails when an element is at least 50.
    static func listWithALargeElement(_ attempt: inout Attempt) -> PropertyResult {
        var elements: [UInt64] = []
        while attempt.weighted(0.5) { elements.append(attempt.choice(upTo: 100)) }
        return elements.contains { $0 >= 50 } ? .fails("large element") : .holds
    }

    @Test func deletingChunksRemovesTheElementsThatDoNotMatter() throws {
        var shrinker = try Self.shrinker(from: [1, 10, 1, 70, 1, 20, 1, 30, 0], Self.listWithALargeElement)
        shrinker.deleteChunks()
        #expect(shrinker.best == [1, 70, 0])
    }

    @Test func deletingAChunkAlsoTriesDecrementingTheCountBeforeIt() throws {
        // A list drawn as a count, then the elements; fails when the last one is 9.
        var shrinker = try Self.shrinker(from: [3, 1, 2, 9]) { attempt in
            let count = attempt.choice(upTo: 5)
            var last: UInt64 = 0
            for _ in 0..<count { last = attempt.choice(upTo: 9) }
            return last == 9 ? .fails("ends in 9") : .holds
        }
        shrinker.deleteChunks()
        #expect(shrinker.best == [1, 9])
    }

    @Test func zeroingBlocksClearsChoicesThatDoNotMatter() throws {
        var shrinker = try Self.shrinker(from: [5, 9, 9, 9, 9, 9, 9, 9, 9, 9]) { attempt in
            let choices = (0..<10).map { _ in attempt.choice(upTo: 100) }
            return choices[0] > 0 ? .fails("first is positive") : .holds
        }
        shrinker.zeroBlocks()
        #expect(shrinker.best == [5, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test func binarySearchFindsTheSmallestFailingChoice() throws {
        var shrinker = try Self.shrinker(from: [500]) { attempt in
            attempt.choice(upTo: 1000) >= 37 ? .fails("too big") : .holds
        }
        shrinker.minimizeEachChoice()
        #expect(shrinker.best == [37])
    }

    @Test func sortingWindowsPutsChoicesInAscendingOrder() throws {
        var shrinker = try Self.shrinker(from: [5, 3, 1, 0]) { attempt in
            let choices = (0..<4).map { _ in attempt.choice(upTo: 9) }
            return choices.sorted() == [0, 1, 3, 5] ? .fails("a permutation") : .holds
        }
        shrinker.sortWindows()
        #expect(shrinker.best == [0, 1, 3, 5])
    }

    @Test func redistributingMovesValueBetweenAPairKeepingItsSum() throws {
        // Hypothesis's example: n1 >= 5 implies n1 + n2 < 50.
        var shrinker = try Self.shrinker(from: [30, 20]) { attempt in
            let n1 = attempt.choice(upTo: 100)
            let n2 = attempt.choice(upTo: 100)
            return n1 >= 5 && n1 + n2 >= 50 ? .fails("n1 >= 5 and n1 + n2 >= 50") : .holds
        }
        shrinker.redistributePairs()
        #expect(shrinker.best == [5, 45])
    }

    @Test func theLoopReachesTheSimplestCounterexample() throws {
        var shrinker = try Self.shrinker(from: [1, 60, 1, 17, 1, 80, 1, 3, 0]) { attempt in
            var sum: UInt64 = 0
            while attempt.weighted(0.5) { sum += attempt.choice(upTo: 100) }
            return sum > 100 ? .fails("sum over 100") : .holds
        }
        shrinker.shrink()
        #expect(shrinker.best == [1, 1, 1, 100, 0])
        #expect(shrinker.improvements > 0)
    }

    @Test func onlyInterestingFailuresAreKept() throws {
        let runner = PropertyRunner { attempt in
            let x = attempt.choice(upTo: 100)
            if x >= 60 { return .fails("big", tags: ["big"]) }
            if x <= 5 { return .fails("small", tags: ["small"]) }
            return .holds
        }
        var shrinker = Shrinker(
            runner: runner, choices: [80], failure: PropertyFailure(message: "big", tags: ["big"]), budget: 1000
        ) { $0.tags == ["big"] }
        shrinker.shrink()
        #expect(shrinker.best == [60])
        #expect(shrinker.bestFailure.tags == ["big"])
    }

    @Test func theBudgetBoundsThePropertyCalls() throws {
        var shrinker = try Self.shrinker(from: [UInt64](repeating: 1_000_000, count: 30), budget: 25) { attempt in
            let sum = (0..<30).reduce(UInt64(0)) { total, _ in total + attempt.choice(upTo: 1_000_000) }
            return sum > 1000 ? .fails("sum") : .holds
        }
        shrinker.shrink()
        #expect(shrinker.callsUsed <= 25)
    }

    @Test func cachedCandidatesCostNoCalls() throws {
        var shrinker = try Self.shrinker(from: [1, 60, 1, 17, 1, 80, 0], Self.listWithALargeElement)
        shrinker.shrink()
        let calls = shrinker.callsUsed
        #expect(calls > 0)
        // At the fixpoint, the last round ran every candidate of a new one.
        shrinker.shrink()
        #expect(shrinker.callsUsed == calls)
    }

    @Test func deletingSpansRemovesElementsOfAnyLength() throws {
        // Elements of five choices with their flag: the chunk sizes 8, 4, 2, 1 never match
        // one element, but the spans do.
        var shrinker = try Self.shrinker(from: [1, 1, 1, 1, 1, 1, 1, 9, 9, 9, 9, 9, 0]) { attempt in
            var elements: [[UInt64]] = []
            while true {
                let span = attempt.beginSpan()
                guard attempt.weighted(0.5) else { break }
                elements.append((0..<5).map { _ in attempt.choice(upTo: 9) })
                attempt.endSpan(span)
            }
            return elements.contains([9, 9, 9, 9, 9]) ? .fails("all nines") : .holds
        }
        shrinker.deleteSpans()
        #expect(shrinker.best == [1, 9, 9, 9, 9, 9, 0])
    }
}

extension CaseOutcome {
    var failureForTests: PropertyFailure? {
        if case .fails(let failure) = self { return failure }
        return nil
    }
}
