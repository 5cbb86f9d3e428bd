import Testing

@testable import PropertyTesting

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

    @Test func theTextFormIsBase64OfVarints() {
        #expect(ChoiceSequence([1]).encoded == "AQ==")
        // 300 = 0b10_0101100: 0xAC, 0x02.
        #expect(ChoiceSequence([300]).encoded == "rAI=")
        #expect(ChoiceSequence([0, 0, 0]).encoded == "AAAA")
        #expect(ChoiceSequence([]).encoded == "")
        #expect(ChoiceSequence([UInt64.max]).encoded == "////////////AQ==")
    }

    @Test(arguments: [
        "not base64!",
        // 0x80: a varint that never ends.
        "gA==",
        // Eleven bytes of 0xFF..., more than 64 bits.
        "/////////////w==",
        // Ten bytes whose last holds more than the 64th bit.
        "////////////Ag==",
    ])
    func textThatIsNotWholeChoicesIsRefused(text: String) {
        #expect(ChoiceSequence(encoded: text) == nil)
    }

    @Test func rawVarintBytesAreReadToo() {
        #expect(ChoiceSequence(varints: [0x01, 0xAC, 0x02, 0x00]) == ChoiceSequence([1, 300, 0]))
        #expect(ChoiceSequence(varints: [0x80]) == nil)
    }

    @Test func surroundingWhitespaceIsIgnored() {
        #expect(ChoiceSequence(encoded: "  AQ==\n") == ChoiceSequence([1]))
    }

    @Test func orderIsShortlex() {
        #expect(ChoiceSequence([9, 9]) < ChoiceSequence([0, 0, 0]))
        #expect(ChoiceSequence([1, 5]) < ChoiceSequence([2, 0]))
        #expect(ChoiceSequence([1, 5]) < ChoiceSequence([1, 6]))
        #expect(!(ChoiceSequence([1, 5]) < ChoiceSequence([1, 5])))
    }
}
