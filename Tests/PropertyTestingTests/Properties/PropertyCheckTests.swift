import Testing

@testable import PropertyTesting

@Suite struct PropertyCheckTests {
    /// A list of numbers that "breaks" when two neighbours are both above 60.
    static func neighbours(_ attempt: inout Attempt) -> PropertyResult {
        var previous: UInt64 = 0
        while attempt.weighted(0.8) {
            let value = attempt.choice(upTo: 100)
            if previous > 60 && value > 60 { return .fails("neighbours \(previous), \(value)") }
            previous = value
        }
        return .holds
    }

    @Test func aPropertyThatHoldsRunsTheRequestedNumberOfCases() {
        let report = PropertyCheck.run(seed: 1, cases: 300) { attempt in
            _ = attempt.choice(upTo: 10)
            return .holds
        }
        #expect(report.passed)
        #expect(report.validCases == 300)
        #expect(report.description == "property held for 300 cases (seed 1, 0 rejected)")
    }

    @Test func rejectedCasesAreCountedAndDoNotCountAsValid() {
        let report = PropertyCheck.run(seed: 2, cases: 100) { attempt in
            attempt.assume(attempt.choice(upTo: 3) != 0)
            return .holds
        }
        #expect(report.validCases == 100)
        #expect(report.rejectedCases > 0)
    }

    @Test(arguments: [1, 2, 3, 1234] as [UInt64])
    func aFailureIsFoundAndShrunkToTheSimplestCase(seed: UInt64) throws {
        let report = PropertyCheck.run(seed: seed, cases: 1000, Self.neighbours)
        let counterexample = try #require(report.counterexample)
        #expect(counterexample.seed == seed)
        // Two elements, both 61: flag, 61, flag, 61.
        #expect(counterexample.choices.values == [1, 61, 1, 61])
        #expect(counterexample.failure.message == "neighbours 61, 61")
        #expect(counterexample.choices <= counterexample.originalChoices)
    }

    @Test func thePrintedChoicesReplayTheFailureExactly() throws {
        let report = PropertyCheck.run(seed: 7, cases: 1000, Self.neighbours)
        let counterexample = try #require(report.counterexample)
        let text = counterexample.choices.encoded
        #expect(report.description.contains("choices: \(text)"))
        #expect(report.description.contains("seed 7"))
        let choices = try #require(ChoiceSequence(encoded: text))
        #expect(PropertyCheck.replay(choices, Self.neighbours) == .fails(counterexample.failure))
        // So do the choices as first found, unshrunk.
        #expect(PropertyCheck.replay(counterexample.originalChoices, Self.neighbours)?.failure != nil)
    }

    @Test func replayingTooFewChoicesGivesNoResult() {
        #expect(PropertyCheck.replay(ChoiceSequence([1]), Self.neighbours) == nil)
    }

    @Test func theSameSeedGivesTheSameReport() {
        let first = PropertyCheck.run(seed: 99, cases: 1000, Self.neighbours)
        let second = PropertyCheck.run(seed: 99, cases: 1000, Self.neighbours)
        #expect(first == second)
        #expect(first.counterexample != nil)
    }

    @Test func differentSeedsFindTheFailureInDifferentCases() throws {
        let indices = try [5, 6, 7, 8].map { seed in
            try #require(PropertyCheck.run(seed: UInt64(seed), cases: 1000, Self.neighbours).counterexample?.caseIndex)
        }
        #expect(Set(indices).count > 1)
    }

    @Test func caseGeneratorsAreTheOutputsOfTheSeedStream() {
        var stream = SplitMix64(seed: 42)
        for index in 0..<5 as Range<UInt64> {
            #expect(SplitMix64.output(seed: 42, index: index) == stream.next())
        }
    }
}
