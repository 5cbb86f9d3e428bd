import Foundation
import GestureTrace

/// What the sections of one run share: the options, the generated inputs (made once per
/// size, on first use), a scratch directory for their files, and progress output.
final class BenchmarkContext {
    let options: BenchmarkOptions
    let directory: String
    private var inputs: [Int: BenchmarkInput] = [:]

    /// The limits every read in the benchmark uses: the standard ones with the file-size
    /// limit raised, because a million samples of the benchmark's shape (67.6 MB) are just
    /// over the standard 64 MiB. The limits only decide what is refused; they cost nothing.
    static let limits = TraceLimits(
        maxFileBytes: 128 << 20,
        maxSamples: TraceLimits.standard.maxSamples,
        maxDepth: TraceLimits.standard.maxDepth,
        maxStringBytes: TraceLimits.standard.maxStringBytes
    )

    init(options: BenchmarkOptions) throws(BenchmarkError) {
        self.options = options
        let template = NSTemporaryDirectory() + "/transition-benchmark-XXXXXX"
        var buffer = Array(template.utf8CString)
        guard let made = mkdtemp(&buffer) else {
            throw BenchmarkError("cannot create a scratch directory in \(NSTemporaryDirectory())")
        }
        directory = String(cString: made)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// The sample counts parse and scaling measure: 1k to 1M, or 1k and 10k with `--quick`.
    var sizes: [Int] { sizes(of: .samples) }

    /// The sizes the scaling section measures a workload of `unit` at: samples 1k to 1M,
    /// fingers down at once 1,250 to 5,000, swipes in a row 250 to 1,000; two small sizes each
    /// with `--quick`.
    func sizes(of unit: ScalingWorkload.Unit) -> [Int] {
        switch unit {
        case .samples: options.quick ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000]
        case .fingers: options.quick ? [250, 1_000] : [1_250, 2_500, 5_000]
        case .swipes: options.quick ? [10, 40] : [250, 500, 1_000]
        }
    }

    /// The input of `samples` samples, generated on first use (the largest is kept: it is
    /// measured by parse, memory and scaling).
    func input(samples: Int) throws(BenchmarkError) -> BenchmarkInput {
        if let input = inputs[samples] { return input }
        progress("generating a trace of \(Format.grouped(samples)) samples")
        let input = try BenchmarkInput(samples: samples, directory: directory)
        inputs[samples] = input
        return input
    }

    /// Repetitions per measurement: `--repetitions`, or 5 (1 with `--quick`).
    var repetitions: Int { options.repetitions ?? (options.quick ? 1 : 5) }

    /// A fast workload is repeated within a repetition until it lasts about this long.
    var minimumSeconds: Double { options.quick ? 0.005 : 0.2 }

    func progress(_ message: String) {
        FileHandle.standardError.write(Data(("transition-benchmark: " + message + "\n").utf8))
    }
}
