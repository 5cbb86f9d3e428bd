/// `memory`: the peak resident memory of reading a large trace file, measured in child
/// processes (``ChildMode``): the reader, an empty baseline process, and for comparison
/// json-c's whole tree and `JSONDecoder` on the same file.
///
/// The full run reads the million-sample trace; `--quick` reads 10,000 samples, and then the
/// `millionSample…` keys are `null` rather than mislabelled.
struct MemorySection: BenchmarkSection {
    let name = "memory"
    /// The reader's peak is meant to stay under this multiple of the file size, as docs/performance.md sets it.
    static let targetRatio = 4.0

    func run(in context: BenchmarkContext) throws(BenchmarkError) -> SectionReport {
        let samples = context.options.quick ? 10_000 : 1_000_000
        let input = try context.input(samples: samples)
        let repetitions = context.options.quick ? 1 : 3
        context.progress("memory: \(Format.grouped(samples)) samples, child processes")

        func peak(_ mode: ChildMode, repetitions: Int) throws(BenchmarkError) -> Int {
            var peaks: [Int] = []
            for _ in 0..<repetitions {
                let result = try ChildProcess.run(mode, file: mode.needsFile ? input.path : nil)
                guard !mode.needsFile || result.samples == samples else {
                    throw BenchmarkError("memory: child \(mode.rawValue) read \(result.samples) samples of \(samples)")
                }
                peaks.append(result.peakBytes)
            }
            return Statistics.median(peaks)
        }
        let baseline = try peak(.baseline, repetitions: repetitions)
        let reader = try peak(.read, repetitions: repetitions)
        let jsoncTree = try peak(.jsoncTree, repetitions: 1)
        let foundation = try peak(.foundation, repetitions: 1)

        let file = input.byteCount
        let ratio = Double(reader) / Double(file)
        let overhead = reader - baseline
        let isMillion = samples == 1_000_000
        var table = TextTable(["process", "peak RSS (VmHWM)", "minus baseline", "x file size"])
        for (title, bytes) in [
            ("empty baseline", baseline), ("reader", reader), ("json-c tree", jsoncTree), ("JSONDecoder", foundation),
        ] {
            table.add([
                title, Format.mebibytes(bytes), Format.mebibytes(bytes - baseline),
                Format.fixed(Double(bytes) / Double(file), 2),
            ])
        }
        let lines =
            [
                "reading a \(Format.grouped(samples))-sample file of \(Format.bytes(file)) in a child process;"
                    + " the median of \(repetitions) runs for the baseline and the reader, one run for the others",
                "",
            ] + table.lines + [
                "",
                "reader peak \(Format.fixed(ratio, 2))x the file size (target < \(Format.fixed(Self.targetRatio, 0))x "
                    + (isMillion ? (ratio < Self.targetRatio ? "met" : "NOT met") : "not judged below 1M samples")
                    + "); "
                    + "\(Format.mebibytes(overhead)) above the empty process",
            ]
        return SectionReport(
            json: [
                "samples": .integer(samples),
                "fileBytes": .integer(file),
                "peakBytes": .integer(reader),
                "millionSampleFileBytes": isMillion ? .integer(file) : .null,
                "millionSamplePeakBytes": isMillion ? .integer(reader) : .null,
                "peakToFileRatio": .number(Format.rounded(ratio, significantDigits: 3)),
                "targetRatio": .number(Self.targetRatio),
                "targetMet": isMillion ? .bool(ratio < Self.targetRatio) : .null,
                "baselinePeakBytes": .integer(baseline),
                "readOverheadBytes": .integer(overhead),
                "jsoncTreePeakBytes": .integer(jsoncTree),
                "foundationPeakBytes": .integer(foundation),
            ],
            lines: lines)
    }
}
