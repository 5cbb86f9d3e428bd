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
            var seconds: [Double] = []
            for size in sizes {
                context.progress("scaling: \(workload.title), \(Format.grouped(size)) samples")
                seconds.append(try workload.measure(try context.input(samples: size), context))
            }
            let fit = PowerLawFit(sizes: sizes.map(Double.init), times: seconds)
            table.add(
                [workload.title] + seconds.map(Format.duration)
                    + [
                        fit.map { Format.fixed($0.exponent, 3) } ?? "n/a",
                        fit.map { Format.fixed($0.rSquared, 4) } ?? "n/a",
                    ])
            json.append(
                .init(key: workload.key + "Seconds", value: .array(seconds.map { .number(Format.rounded($0)) })))
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
