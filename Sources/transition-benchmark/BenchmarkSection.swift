/// One part of the benchmark: a key in the JSON output (`parse`, `memory`, ...) and a
/// block of the printed table.
///
/// To add a section, write a type conforming to this protocol and put it in
/// ``BenchmarkSections/all`` in place of its ``PendingSection``; keep the JSON keys the
/// pending section declared, so readers of the output see the same keys filled in.
protocol BenchmarkSection: Sendable {
    /// The section's key in the JSON output, its title in the table, and its name for `--only`.
    var name: String { get }
    /// Measures, or fails with a message; a section never traps.
    func run(in context: BenchmarkContext) throws(BenchmarkError) -> SectionReport
}

/// What a section found: JSON members in a fixed order, and lines for the table.
struct SectionReport {
    var json: [JSONOutput.Member]
    var lines: [String]

    init(json: KeyValuePairs<String, JSONOutput>, lines: [String]) {
        self.json = json.map { JSONOutput.Member(key: $0.key, value: $0.value) }
        self.lines = lines
    }
}

/// A section another engineer will measure: its JSON keys are present as `null` and the
/// table says "not yet measured", so the output's shape does not change when it is filled in.
struct PendingSection: BenchmarkSection {
    var name: String
    var keys: [String]

    func run(in context: BenchmarkContext) -> SectionReport {
        var report = SectionReport(json: [:], lines: ["not yet measured"])
        report.json = keys.map { JSONOutput.Member(key: $0, value: .null) }
        return report
    }
}

/// The sections of a run, in output order.
enum BenchmarkSections {
    static let all: [any BenchmarkSection] = [
        ParseSection(),
        MemorySection(),
        ScalingSection(workloads: [.parse, .replay, .fingers, .swipes], pendingKeys: []),
        ReplaySection(),
        FuzzSection(),
    ]
}
