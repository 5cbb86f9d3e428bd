/// `scaling`: how the cost grows with the number of samples. Each workload is timed at
/// every size and the exponent of the best power law is reported (≈ 1 means linear).
struct ScalingSection: BenchmarkSection {
    let name = "scaling"
    var workloads: [ScalingWorkload]
    /// Exponent keys other engineers will fill (present as `null` until then).
    var pendingKeys: [String]

    func run(in context: BenchmarkContext) throws(BenchmarkError) -> SectionReport {
        let sizes = context.sizes
        var json = [JSONOutput.Member(key: "sizes", value: .array(sizes.map { .integer($0) }))]
        var table = TextTable(["workload"] + sizes.map { Format.grouped($0) } + ["exponent", "r^2"])
        for workload in workloads {
            var seconds: [Double?] = []
            for size in sizes {
                guard size <= workload.maxSamples else {
                    seconds.append(nil)
                    continue
                }
                context.progress("scaling: \(workload.title), \(Format.grouped(size)) samples")
                seconds.append(try workload.measure(try context.input(samples: size), context))
            }
            let measured = zip(sizes, seconds).compactMap { size, time in time.map { (Double(size), $0) } }
            let fit = PowerLawFit(sizes: measured.map(\.0), times: measured.map(\.1))
            table.add(
                [workload.title] + seconds.map { $0.map(Format.duration) ?? "skipped" }
                    + [
                        fit.map { Format.fixed($0.exponent, 3) } ?? "n/a",
                        fit.map { Format.fixed($0.rSquared, 4) } ?? "n/a",
                    ])
            json.append(
                .init(
                    key: workload.key + "Seconds",
                    value: .array(seconds.map { $0.map { .number(Format.rounded($0)) } ?? .null })))
            json.append(
                .init(key: workload.key + "Exponent", value: .optional(fit.map { Format.rounded($0.exponent) })))
        }
        for key in pendingKeys {
            json.append(.init(key: key, value: .null))
            table.add([key.replacingSuffix("Exponent", with: "") + ": not yet measured"])
        }
        var report = SectionReport(
            json: [:],
            lines: [
                "median time of one run per size; exponent of the least-squares line through"
                    + " log(time) against log(samples) (1 = linear)",
                "",
            ] + table.lines)
        report.json = json
        return report
    }
}

extension String {
    fileprivate func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}
