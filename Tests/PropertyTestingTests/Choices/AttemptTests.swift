import Testing

@testable import PropertyTesting

@Suite struct AttemptTests {
    @Test func aReplayedCaseReturnsItsPrefixAndRecordsIt() {
        var attempt = Attempt.replaying([3, 0, 7])
        #expect(attempt.choice(upTo: 5) == 3)
        #expect(attempt.choice(upTo: 5) == 0)
        #expect(attempt.choice(upTo: 10) == 7)
        #expect(attempt.choices == [3, 0, 7])
        #expect(!attempt.isAborted)
    }

    @Test func drawingPastTheEndOfAReplayOverrunsAndThenReturnsZero() {
        var attempt = Attempt.replaying([4])
        #expect(attempt.choice(upTo: 9) == 4)
        #expect(attempt.choice(upTo: 9) == 0)
        #expect(attempt.abortOutcome == .overrun)
        #expect(attempt.choice(upTo: 9) == 0)
        #expect(attempt.weighted(0.5) == false)
        #expect(attempt.choices == [4])
    }

    @Test func aReplayedChoiceAboveItsBoundIsInvalid() {
        var attempt = Attempt.replaying([6, 1])
        #expect(attempt.choice(upTo: 5) == 0)
        #expect(attempt.abortOutcome == .invalid)
        #expect(attempt.choice(upTo: 5) == 0)
        #expect(attempt.choices == [6])
    }

    @Test func theMaximumNumberOfChoicesIsEnforced() {
        var attempt = Attempt(random: SplitMix64(seed: 1), maxChoices: 3)
        for _ in 0..<3 { _ = attempt.choice(upTo: 100) }
        #expect(!attempt.isAborted)
        _ = attempt.choice(upTo: 100)
        #expect(attempt.abortOutcome == .overrun)
        #expect(attempt.choices.count == 3)
    }

    @Test func aPrefixIsReplayedAndThenDrawingContinuesRandomly() {
        var attempt = Attempt(prefix: [2, 2], random: SplitMix64(seed: 9))
        #expect(attempt.choice(upTo: 3) == 2)
        #expect(attempt.choice(upTo: 3) == 2)
        let third = attempt.choice(upTo: 1000)
        #expect(third <= 1000)
        #expect(attempt.choices.count == 3)
        #expect(!attempt.isAborted)
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomDrawsStayInRangeAndReachBothEnds(seed: UInt64) {
        var attempt = Attempt(random: SplitMix64(seed: seed))
        var seen = Set<UInt64>()
        for _ in 0..<2000 { seen.insert(attempt.choice(upTo: 1_000_000)) }
        #expect(seen.allSatisfy { $0 <= 1_000_000 })
        #expect(seen.contains(0))
        #expect(seen.contains(1_000_000))
    }

    @Test func weightedIsTrueAboutAsOftenAsAsked() {
        var attempt = Attempt(random: SplitMix64(seed: 5), maxChoices: 100_000)
        var trues = 0
        for _ in 0..<10_000 where attempt.weighted(0.2) { trues += 1 }
        #expect(trues > 1800 && trues < 2200)
        #expect(attempt.choices.allSatisfy { $0 <= 1 })
    }

    @Test func certainAndImpossibleWeightsAreForcedChoices() {
        var attempt = Attempt(prefix: [], random: nil, maxChoices: 2)
        // Forced choices do not read the prefix, so they do not overrun an empty one.
        #expect(attempt.weighted(1) == true)
        #expect(attempt.weighted(0) == false)
        #expect(attempt.choices == [1, 0])
        #expect(!attempt.isAborted)
    }

    @Test func rejectAndAssumeMarkTheCaseInvalid() {
        var rejected = Attempt.replaying([])
        rejected.reject()
        #expect(rejected.abortOutcome == .invalid)
        var assumed = Attempt.replaying([])
        assumed.assume(true)
        #expect(!assumed.isAborted)
        assumed.assume(false)
        #expect(assumed.abortOutcome == .invalid)
    }

    @Test func spansAreRecordedOnlyWhenAsked() {
        var silent = Attempt.replaying([1, 2, 3])
        let start = silent.beginSpan()
        _ = silent.choice(upTo: 5)
        _ = silent.choice(upTo: 5)
        silent.endSpan(start)
        #expect(silent.spans.isEmpty)
        var recording = Attempt.replaying([1, 2, 3])
        recording.recordsSpans = true
        let outer = recording.beginSpan()
        _ = recording.choice(upTo: 5)
        let inner = recording.beginSpan()
        _ = recording.choice(upTo: 5)
        _ = recording.choice(upTo: 5)
        recording.endSpan(inner)
        recording.endSpan(outer)
        #expect(recording.spans == [1..<3, 0..<3])
    }

    @Test func statusesAreOrderedAsInMinithesis() {
        #expect(Attempt.Outcome.overrun < .invalid)
        #expect(Attempt.Outcome.invalid < .valid)
        #expect(Attempt.Outcome.valid < .interesting)
    }

    @Test func choiceZeroOfADoubleIsTheSimplestValue() {
        var straddling = Attempt.replaying([0, 0])
        #expect(straddling.double(in: -5...10) == 0)
        var positive = Attempt.replaying([0])
        #expect(positive.double(in: 2...3) == 2)
        var negative = Attempt.replaying([0])
        #expect(negative.double(in: -3 ... -2) == -2)
        var custom = Attempt.replaying([0, 0])
        #expect(custom.double(in: 0...2, simplest: 1) == 1)
    }

    @Test func theLargestChoiceOfADoubleIsTheBoundExactly() {
        let top = Attempt.doubleResolution
        var upper = Attempt.replaying([0, top])
        #expect(upper.double(in: -0.3...0.7) == 0.7)
        var lower = Attempt.replaying([1, top])
        #expect(lower.double(in: -0.3...0.7) == -0.3)
        var middle = Attempt.replaying([top / 2])
        #expect(middle.double(in: 0...8) == 4)
    }

    @Test func smallerDoubleChoicesAreCloserToTheSimplestValue() {
        var previous = -1.0
        for k: UInt64 in [0, 1, 1000, 1 << 20, 1 << 31, Attempt.doubleResolution] {
            var attempt = Attempt.replaying([k])
            let value = attempt.double(in: 0...1)
            #expect(value > previous)
            previous = value
        }
    }

    @Test func signedValuesAreASignThenAMagnitude() {
        var positive = Attempt.replaying([0, 12])
        #expect(positive.signed(magnitudeUpTo: 20) == 12)
        var negative = Attempt.replaying([1, 12])
        #expect(negative.signed(magnitudeUpTo: 20) == -12)
    }
}
