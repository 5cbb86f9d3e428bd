import CommandLineOptions
import Testing

@Suite struct OptionValueTests {
    @Test func anIntegerOutOfRangeSaysTheRange() throws {
        #expect(throws: OptionValueError.expected("an integer in 1...256", found: "0")) {
            try OptionValue<Int>.integer(in: 1...256).parse("0")
        }
        #expect(try OptionValue<Int>.integer(in: 1...256).parse("4") == 4)
    }

    @Test func countsAndSeedsAreUnsignedWholeNumbers() throws {
        #expect(try OptionValue<UInt64>.seed.parse("18446744073709551615") == .max)
        #expect(throws: OptionValueError.expected("a whole number", found: "-1")) {
            try OptionValue<UInt64>.seed.parse("-1")
        }
        #expect(throws: OptionValueError.expected("a whole number of at least 1", found: "0")) {
            try OptionValue<UInt64>.count(atLeast: 1).parse("0")
        }
    }

    @Test(arguments: ["nan", "inf", "x", "11", ""])
    func aNumberMustBeFiniteAndInRange(text: String) {
        #expect(throws: OptionValueError.expected("a number in 0.01...10.0", found: text)) {
            try OptionValue<Double>.number(in: 0.01...10).parse(text)
        }
    }

    @Test func durationsAreSecondsInRange() throws {
        #expect(try OptionValue<Double>.seconds(in: 0.001...10).parse("0.5") == 0.5)
        #expect(throws: OptionValueError.expected("a number of seconds in 0.001...10.0", found: "0")) {
            try OptionValue<Double>.seconds(in: 0.001...10).parse("0")
        }
    }

    @Test(arguments: ["2/2", "1", "a/b", "-1/2", "1/0", "1/2/3"])
    func aShardIsKOfNWithKBelowN(text: String) {
        #expect(throws: OptionValueError.expected("K/N with 0 <= K < N", found: text)) {
            try OptionValue<ShardNumber>.shard.parse(text)
        }
    }

    @Test func aShardReadsBackAsItWasWritten() throws {
        let shard = try OptionValue<ShardNumber>.shard.parse("1/3")
        #expect(shard == ShardNumber(index: 1, count: 3))
        #expect(OptionValue<ShardNumber>.shard.describe(shard) == "1/3")
    }

    @Test func anUnknownNameListsTheKnownOnes() {
        let value = OptionValue<String>.choice(["flutter", "android"], kind: "format", placeholder: "F")
        #expect(throws: OptionValueError.unknownName(kind: "format", name: "ios", known: ["flutter", "android"])) {
            try value.parse("ios")
        }
        let error = OptionValueError.unknownName(kind: "format", name: "ios", known: ["flutter", "android"])
        #expect(error.description == "no format named 'ios' (known: flutter, android)")
        #expect(error.message(option: "--from") == "option '--from': no format named 'ios' (known: flutter, android)")
    }

    @Test func aListIsCommaSeparatedAndNotEmpty() throws {
        let list = OptionValue<[String]>.list(
            of: .choice(["a", "b"], kind: "letter", placeholder: "L"), plural: "letters")
        #expect(try list.parse("a,b,a") == ["a", "b", "a"])
        #expect(list.placeholder == "L[,L...]")
        #expect(throws: OptionValueError.expected("one or more comma-separated letters", found: ",")) {
            try list.parse(",")
        }
        #expect(throws: OptionValueError.unknownName(kind: "letter", name: "c", known: ["a", "b"])) {
            try list.parse("a,c")
        }
    }

    @Test func anExpectedFormIsWordedOneWayWithAndWithoutAnOption() {
        let error = OptionValueError.expected("an integer in 1...256", found: "x")
        #expect(error.description == "expected an integer in 1...256, found 'x'")
        #expect(error.message(option: "--jobs") == "option '--jobs' expects an integer in 1...256, found 'x'")
    }
}
