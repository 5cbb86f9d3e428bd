import CommandLineOptions
import Testing

/// A command with one option of each shape, for the parser's tests.
private enum Example {
    static let out = OptionDeclaration("out", .string("DIR"), help: "where to write")
    static let jobs = OptionDeclaration("jobs", .integer(in: 1...8), default: 1, help: "processes")
    static let speed = OptionDeclaration("speed", .number(in: -10...10), help: "a signed number")
    static let json = OptionDeclaration(flag: "json", help: "print JSON")
    static let name = OptionDeclaration(required: "name", .string("NAME"), help: "who")
    static let tags = OptionDeclaration(
        repeated: "tag", .list(of: .string("TAG"), plural: "tags"), help: "tags (repeatable)")
    static let secret = OptionDeclaration(flag: "secret", help: "for the program itself", isInternal: true)

    static let syntax = CommandSyntax(
        invocation: "example", arguments: "FILE...",
        options: [name.erased, out.erased, jobs.erased, speed.erased, json.erased, tags.erased, secret.erased],
        about: "Does an example.", epilogue: "exit codes: 0 done")

    static func parse(_ arguments: [String]) throws(CommandLineError) -> ParsedArguments {
        try syntax.parse(["--name", "n"] + arguments)
    }
}

@Suite struct ParsedArgumentsTests {
    @Test func valuesDefaultsFlagsAndPositionalsAreRead() throws {
        let parsed = try Example.parse(["a", "--out", "d", "--jobs=3", "--json", "b", "--tag", "x,y", "--tag", "z"])
        #expect(parsed[Example.out] == "d")
        #expect(parsed[Example.jobs] == 3)
        #expect(parsed[Example.json])
        #expect(parsed[Example.tags] == ["x", "y", "z"])
        #expect(parsed.positionals == ["a", "b"])
        let defaults = try Example.parse([])
        #expect(defaults[Example.out] == nil && defaults[Example.jobs] == 1 && !defaults[Example.json])
        #expect(!defaults.isGiven(Example.jobs) && parsed.isGiven(Example.jobs))
    }

    @Test(arguments: ["--json", "--help", "-h", "--frob", "-x"])
    func anOptionsValueDoesNotSwallowTheNextOption(next: String) {
        #expect(throws: CommandLineError.missingValue(option: "--out")) { try Example.parse(["--out", next]) }
    }

    @Test func anOptionLastNeedsAValue() {
        #expect(throws: CommandLineError.missingValue(option: "--out")) { try Example.parse(["--out"]) }
        #expect(CommandLineError.missingValue(option: "--out").description == "option '--out' needs a value")
    }

    @Test func anInlineValueMayLookLikeAnOption() throws {
        #expect(try Example.parse(["--out=--json"])[Example.out] == "--json")
    }

    @Test(arguments: ["-1", "-0.5", "-.5", "-"])
    func aNegativeNumberOrADashIsAValue(value: String) throws {
        if value == "-" {
            #expect(try Example.parse(["--out", value])[Example.out] == "-")
        } else {
            #expect(try Example.parse(["--speed", value])[Example.speed] == Double(value))
        }
    }

    @Test func aSingleDashLongNameIsUnknownAndSuggestsTheDoubleDash() {
        #expect(throws: CommandLineError.unknownOption("-json", suggestion: "--json")) { try Example.parse(["-json"]) }
        #expect(
            CommandLineError.unknownOption("-json", suggestion: "--json").description
                == "unknown option '-json'; did you mean '--json'?")
    }

    @Test func aMisspeltOptionSuggestsTheClosestAndAFarOneSuggestsNothing() {
        #expect(throws: CommandLineError.unknownOption("--jbos", suggestion: "--jobs")) {
            try Example.parse(["--jbos", "2"])
        }
        #expect(throws: CommandLineError.unknownOption("--frobnicate", suggestion: nil)) {
            try Example.parse(["--frobnicate"])
        }
        #expect(CommandLineError.unknownOption("--frob", suggestion: nil).description == "unknown option '--frob'")
    }

    @Test func helpIsAnOptionOnlyWhereAnOptionCanStand() throws {
        #expect(try Example.syntax.parse(["--help"]).isHelp)
        #expect(try Example.syntax.parse(["x", "-h"]).isHelp)
        #expect(try !Example.parse(["--", "--help"]).isHelp)
        #expect(try Example.parse(["--", "--help"]).positionals == ["--help"])
        #expect(throws: CommandLineError.missingValue(option: "--out")) { try Example.parse(["--out", "--help"]) }
    }

    @Test func helpNeedsNoRequiredOptionAndReadsNoValue() throws {
        #expect(try Example.syntax.parse(["--jobs", "99", "--help"]).isHelp)
    }

    @Test func aFlagTakesNoValueAndAnOptionIsGivenOnce() {
        #expect(throws: CommandLineError.unexpectedValue(option: "--json")) { try Example.parse(["--json=yes"]) }
        #expect(throws: CommandLineError.givenTwice(option: "--out")) {
            try Example.parse(["--out", "a", "--out", "b"])
        }
    }

    @Test func aRequiredOptionMustBeGiven() {
        #expect(throws: CommandLineError.missingOption(synopsis: "--name NAME")) { try Example.syntax.parse([]) }
        #expect(CommandLineError.missingOption(synopsis: "--name NAME").description == "missing option '--name NAME'")
    }

    @Test func aBadValueNamesItsOptionAndTheFirstGivenIsReported() {
        let expected = CommandLineError.invalidValue(
            option: "--speed", .expected("a number in -10.0...10.0", found: "99"))
        #expect(throws: expected) { try Example.parse(["--speed", "99", "--jobs", "0"]) }
        #expect(expected.description == "option '--speed' expects a number in -10.0...10.0, found '99'")
    }
}
