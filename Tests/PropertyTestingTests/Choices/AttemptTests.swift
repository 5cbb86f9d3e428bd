import Testing

@testable import TransitionHarness

@Suite struct TestCaseTests {
    @Test func aReplayedCaseReturnsItsPrefixAndRecordsIt() {
        var testCase = TestCase.replaying([3, 0, 7])
        #expect(testCase.choice(upTo: 5) == 3)
        #expect(testCase.choice(upTo: 5) == 0)
        #expect(testCase.choice(upTo: 10) == 7)
        #expect(testCase.choices == [3, 0, 7])
        #expect(!testCase.isAborted)
    }

    @Test func drawingPastTheEndOfAReplayOverrunsAndThenReturnsZero() {
        var testCase = TestCase.replaying([4])
        #expect(testCase.choice(upTo: 9) == 4)
        #expect(testCase.choice(upTo: 9) == 0)
        #expect(testCase.abortStatus == .overrun)
        #expect(testCase.choice(upTo: 9) == 0)
        #expect(testCase.weighted(0.5) == false)
        #expect(testCase.choices == [4])
    }

    @Test func aReplayedChoiceAboveItsBoundIsInvalid() {
        var testCase = TestCase.replaying([6, 1])
        #expect(testCase.choice(upTo: 5) == 0)
        #expect(testCase.abortStatus == .invalid)
        #expect(testCase.choice(upTo: 5) == 0)
        #expect(testCase.choices == [6])
    }

    @Test func theMaximumNumberOfChoicesIsEnforced() {
        var testCase = TestCase(random: SplitMix64(seed: 1), maxChoices: 3)
        for _ in 0..<3 { _ = testCase.choice(upTo: 100) }
        #expect(!testCase.isAborted)
        _ = testCase.choice(upTo: 100)
        #expect(testCase.abortStatus == .overrun)
        #expect(testCase.choices.count == 3)
    }

    @Test func aPrefixIsReplayedAndThenDrawingContinuesRandomly() {
        var testCase = TestCase(prefix: [2, 2], random: SplitMix64(seed: 9))
        #expect(testCase.choice(upTo: 3) == 2)
        #expect(testCase.choice(upTo: 3) == 2)
        let third = testCase.choice(upTo: 1000)
        #expect(third <= 1000)
        #expect(testCase.choices.count == 3)
        #expect(!testCase.isAborted)
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomDrawsStayInRangeAndReachBothEnds(seed: UInt64) {
        var testCase = TestCase(random: SplitMix64(seed: seed))
        var seen = Set<UInt64>()
        for _ in 0..<2000 { seen.insert(testCase.choice(upTo: 1_000_000)) }
        #expect(seen.allSatisfy { $0 <= 1_000_000 })
        #expect(seen.contains(0))
        #expect(seen.contains(1_000_000))
    }

    @Test func weightedIsTrueAboutAsOftenAsAsked() {
        var testCase = TestCase(random: SplitMix64(seed: 5), maxChoices: 100_000)
        var trues = 0
        for _ in 0..<10_000 where testCase.weighted(0.2) { trues += 1 }
        #expect(trues > 1800 && trues < 2200)
        #expect(testCase.choices.allSatisfy { $0 <= 1 })
    }

    @Test func certainAndImpossibleWeightsAreForcedChoices() {
        var testCase = TestCase(prefix: [], random: nil, maxChoices: 2)
        // Forced choices do not read the prefix, so they do not overrun an empty one.
        #expect(testCase.weighted(1) == true)
        #expect(testCase.weighted(0) == false)
        #expect(testCase.choices == [1, 0])
        #expect(!testCase.isAborted)
    }

    @Test func rejectAndAssumeMarkTheCaseInvalid() {
        var rejected = TestCase.replaying([])
        rejected.reject()
        #expect(rejected.abortStatus == .invalid)
        var assumed = TestCase.replaying([])
        assumed.assume(true)
        #expect(!assumed.isAborted)
        assumed.assume(false)
        #expect(assumed.abortStatus == .invalid)
    }

    @Test func spansAreRecordedOnlyWhenAsked() {
        var silent = TestCase.replaying([1, 2, 3])
        let start = silent.beginSpan()
        _ = silent.choice(upTo: 5)
        _ = silent.choice(upTo: 5)
        silent.endSpan(start)
        #expect(silent.spans.isEmpty)
        var recording = TestCase.replaying([1, 2, 3])
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
        #expect(TestStatus.overrun < .invalid)
        #expect(TestStatus.invalid < .valid)
        #expect(TestStatus.valid < .interesting)
    }

    @Test func choiceZeroOfADoubleIsTheSimplestValue() {
        var straddling = TestCase.replaying([0, 0])
        #expect(straddling.double(in: -5...10) == 0)
        var positive = TestCase.replaying([0])
        #expect(positive.double(in: 2...3) == 2)
        var negative = TestCase.replaying([0])
        #expect(negative.double(in: -3 ... -2) == -2)
        var custom = TestCase.replaying([0, 0])
        #expect(custom.double(in: 0...2, simplest: 1) == 1)
    }

    @Test func theLargestChoiceOfADoubleIsTheBoundExactly() {
        let top = TestCase.doubleResolution
        var upper = TestCase.replaying([0, top])
        #expect(upper.double(in: -0.3...0.7) == 0.7)
        var lower = TestCase.replaying([1, top])
        #expect(lower.double(in: -0.3...0.7) == -0.3)
        var middle = TestCase.replaying([top / 2])
        #expect(middle.double(in: 0...8) == 4)
    }

    @Test func smallerDoubleChoicesAreCloserToTheSimplestValue() {
        var previous = -1.0
        for k: UInt64 in [0, 1, 1000, 1 << 20, 1 << 31, TestCase.doubleResolution] {
            var testCase = TestCase.replaying([k])
            let value = testCase.double(in: 0...1)
            #expect(value > previous)
            previous = value
        }
    }

    @Test func signedValuesAreASignThenAMagnitude() {
        var positive = TestCase.replaying([0, 12])
        #expect(positive.signed(magnitudeUpTo: 20) == 12)
        var negative = TestCase.replaying([1, 12])
        #expect(negative.signed(magnitudeUpTo: 20) == -12)
    }
}
