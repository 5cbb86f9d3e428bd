/// `scaling`: how the cost grows with the size of the input: the number of samples, of
/// fingers down at once, of swipes in a row. Each workload is timed at every size of its unit
/// and the exponent of the best power law is reported (≈ 1 means linear); each unit prints
/// its own table.
struct ScalingSection: BenchmarkSection {
    let name = "scaling"
    var workloads: [ScalingWorkload]
    /// Exponent keys other engineers will fill (present as `null` until then).
    var pendingKeys: [String]

    func run(in context: BenchmarkContext) throws(BenchmarkError) -> SectionReport {
        var json: [JSONOutput.Member] = []
        var lines = [
            "median time of one run per size; exponent of the least-squares line through"
                + " log(time) against log(size) (1 = linear)"
        ]
        for unit in ScalingWorkload.Unit.allCases {
            let measured = workloads.filter { $0.unit == unit }
            guard !measured.isEmpty else { continue }
            let sizes = context.sizes(of: unit)
            json.append(.init(key: unit.sizesKey, value: .array(sizes.map { .integer($0) })))
            var table = TextTable(
                ["workload"] + sizes.map { Format.grouped($0) + (unit == .samples ? "" : " \(unit.rawValue)") }
                    + ["exponent", "r^2"])
            for workload in measured {
                let (row, members) = try measure(workload, at: sizes, in: context)
                table.add(row)
                json += members
            }
            lines += [""] + table.lines
        }
        var pending = TextTable(["workload"])
        for key in pendingKeys {
            json.append(.init(key: key, value: .null))
            pending.add([key.replacingSuffix("Exponent", with: "") + ": not yet measured"])
        }
        if !pendingKeys.isEmpty { lines += [""] + pending.lines.dropFirst() }
        var report = SectionReport(json: [:], lines: lines)
        report.json = json
        return report
    }

    /// Times `workload` at each of `sizes` (skipping those above its limit) and fits the power
    /// law: its table row and its JSON members.
    private func measure(_ workload: ScalingWorkload, at sizes: [Int], in context: BenchmarkContext)
        throws(BenchmarkError) -> ([String], [JSONOutput.Member])
    {
        var seconds: [Double?] = []
        for size in sizes {
            guard size <= workload.maxSize else {
                seconds.append(nil)
                continue
            }
            context.progress("scaling: \(workload.title), \(Format.grouped(size)) \(workload.unit.rawValue)")
            seconds.append(try workload.measure(size, context))
        }
        let measured = zip(sizes, seconds).compactMap { size, time in time.map { (Double(size), $0) } }
        let fit = PowerLawFit(sizes: measured.map(\.0), times: measured.map(\.1))
        let row =
            [workload.title] + seconds.map { $0.map(Format.duration) ?? "skipped" }
            + [
                fit.map { Format.fixed($0.exponent, 3) } ?? "n/a",
                fit.map { Format.fixed($0.rSquared, 4) } ?? "n/a",
            ]
        let members: [JSONOutput.Member] = [
            .init(
                key: workload.key + "Seconds",
                value: .array(seconds.map { $0.map { .number(Format.rounded($0)) } ?? .null })),
            .init(key: workload.key + "Exponent", value: .optional(fit.map { Format.rounded($0.exponent) })),
        ]
        return (row, members)
    }
}

extension String {
    fileprivate func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}
