import Testing

@testable import transition_benchmark

@Suite struct OutputTests {
    @Test func jsonKeepsKeyOrderAndWritesNullForMissingFigures() {
        let json = JSONOutput.object([
            "b": .integer(1),
            "a": .object(["x": .null, "y": .number(.nan), "z": .array([.number(0.5), .string("q\"")])]),
            "empty": .object([]),
        ])
        #expect(
            json.text == """
                {
                  "b": 1,
                  "a": {
                    "x": null,
                    "y": null,
                    "z": [0.5, "q\\""]
                  },
                  "empty": {}
                }

                """)
    }

    @Test func pendingSectionsReportTheirKeysAsNull() throws {
        let context = try BenchmarkContext(options: BenchmarkOptions(["--quick"]))
        let report = PendingSection(name: "replay", keys: ["replaysPerSecond", "framesPerSecond"]).run(in: context)
        #expect(
            report.json == [.init(key: "replaysPerSecond", value: .null), .init(key: "framesPerSecond", value: .null)])
        #expect(report.lines == ["not yet measured"])
    }

    @Test func everySectionHasADistinctName() {
        let names = BenchmarkSections.all.map(\.name)
        #expect(names == ["parse", "memory", "scaling", "replay", "fuzz"])
    }

    @Test(arguments: [
        (1_234_567.0, 4, 1_235_000.0), (0.000_123_456, 3, 0.000_123), (98.765, 4, 98.77), (0.0, 4, 0.0),
    ])
    func roundingKeepsSignificantDigits(value: Double, digits: Int, expected: Double) {
        #expect(Format.rounded(value, significantDigits: digits) == expected)
    }

    @Test func groupedNumbersUseCommas() {
        #expect(Format.grouped(1_000_000) == "1,000,000")
        #expect(Format.grouped(999) == "999")
        #expect(Format.grouped(-1_000) == "-1,000")
    }

    @Test func tablesAlignColumns() {
        var table = TextTable(["name", "value"])
        table.add(["a", "1"])
        table.add(["longer", "100"])
        #expect(table.lines == ["name    value", "a           1", "longer    100"])
    }
}
