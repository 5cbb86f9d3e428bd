import Testing

@testable import PropertyTesting

@Suite struct PropertyRunnerTests {
    /// Draws two choices and fails when their sum exceeds 10.
    static func sumProperty(_ attempt: inout Attempt) -> PropertyResult {
        let a = attempt.choice(upTo: 10)
        let b = attempt.choice(upTo: 10)
        return a + b > 10 ? .fails("sum \(a + b)") : .holds
    }

    @Test func aKnownPrefixIsAnsweredWithoutRunningTheProperty() {
        let runner = PropertyRunner(property: Self.sumProperty)
        let first = runner.run(prefix: [6, 6])
        #expect(first.outcome == .fails(PropertyFailure(message: "sum 12")))
        #expect(runner.calls == 1)
        let again = runner.run(prefix: [6, 6])
        #expect(again.outcome == first.outcome)
        #expect(runner.calls == 1)
        #expect(runner.cacheHits == 1)
    }

    @Test func extraChoicesAfterACompletedCaseAreKnownToBeUnused() {
        let runner = PropertyRunner(property: Self.sumProperty)
        _ = runner.run(prefix: [1, 2])
        let longer = runner.run(prefix: [1, 2, 9, 9])
        #expect(longer.outcome == .holds)
        #expect(longer.choices == [1, 2])
        #expect(runner.calls == 1)
    }

    @Test func aTooShortPrefixIsKnownToOverrunOnceTheShapeIsKnown() {
        let runner = PropertyRunner(property: Self.sumProperty)
        let short = runner.run(prefix: [3])
        #expect(short.outcome == .overrun)
        #expect(runner.calls == 1)
        _ = runner.run(prefix: [3, 4])
        let shortAgain = runner.run(prefix: [3])
        #expect(shortAgain.outcome == .overrun)
        #expect(runner.calls == 2)
    }

    @Test func anOutOfRangeChoiceIsInvalid() {
        let runner = PropertyRunner(property: Self.sumProperty)
        #expect(runner.run(prefix: [11, 0]).outcome == .invalid)
    }

    @Test func freshCasesAreNotCachedButAFailureCanBeRemembered() {
        let runner = PropertyRunner(property: Self.sumProperty)
        let fresh = runner.run(random: SplitMix64(seed: 3))
        #expect(runner.calls == 1)
        runner.remember(fresh)
        _ = runner.run(prefix: fresh.choices)
        #expect(runner.calls == 1)
    }
}
