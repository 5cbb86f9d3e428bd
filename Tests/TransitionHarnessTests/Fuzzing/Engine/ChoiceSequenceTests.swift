import Testing

@testable import TransitionHarness

@Suite struct ChoiceSequenceTests {
    @Test(
        arguments: [
            [], [0], [1, 2, 3], [UInt64.max, 0, 0x0102_0304_0506_0708], Array(0..<40).map { UInt64($0) * 977 },
        ] as [[UInt64]])
    func theTextFormReadsBackExactly(values: [UInt64]) throws {
        let sequence = ChoiceSequence(values)
        let decoded = try #require(ChoiceSequence(encoded: sequence.encoded))
        #expect(decoded == sequence)
    }

    @Test func theTextFormIsBase64OfBigEndianIntegers() {
        #expect(ChoiceSequence([1]).encoded == "AAAAAAAAAAE=")
        #expect(ChoiceSequence([0x0102_0304_0506_0708]).encoded == "AQIDBAUGBwg=")
        #expect(ChoiceSequence([]).encoded == "")
    }

    @Test(arguments: ["not base64!", "AAAA", "AAAAAAAAAA=="])
    func textThatIsNotWholeChoicesIsRefused(text: String) {
        #expect(ChoiceSequence(encoded: text) == nil)
    }

    @Test func surroundingWhitespaceIsIgnored() {
        #expect(ChoiceSequence(encoded: "  AAAAAAAAAAE=\n") == ChoiceSequence([1]))
    }

    @Test func orderIsShortlex() {
        #expect(ChoiceSequence([9, 9]) < ChoiceSequence([0, 0, 0]))
        #expect(ChoiceSequence([1, 5]) < ChoiceSequence([2, 0]))
        #expect(ChoiceSequence([1, 5]) < ChoiceSequence([1, 6]))
        #expect(!(ChoiceSequence([1, 5]) < ChoiceSequence([1, 5])))
    }
}
