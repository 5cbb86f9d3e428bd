import Foundation
import GestureTrace

/// A folder of the traces bundled with the harness (the repository's traces/), copied byte
/// for byte into the `TransitionHarnessTraces` resource bundle, so that a package depending
/// on the harness replays them without a path into the harness's checkout.
///
/// ```swift
/// for name in TraceCorpus.synthetic.names {
///     let report = Replayer.replay(try TraceCorpus.synthetic.trace(named: name), against: CardApp())
///     #expect(report.passed, "\(report)")
/// }
/// ```
///
/// `import TransitionHarness` re-exports it. The bundle sits beside the built executable or
/// test bundle, as SwiftPM puts it; a binary copied without it cannot reach the traces.
public struct TraceCorpus: Sendable, Hashable {
    /// The folder's name in traces/.
    public let folder: String

    /// The synthetic corpus (traces/synthetic/): made by `transition-harness generate`, each
    /// trace with an `expect` block.
    public static let synthetic = TraceCorpus(folder: "synthetic")

    /// The shrunk failures the fuzzer kept (traces/regressions/).
    public static let regressions = TraceCorpus(folder: "regressions")

    /// The folder's path in the resource bundle.
    public var directory: String {
        Bundle.module.bundleURL.appendingPathComponent(folder, isDirectory: true).path
    }

    /// The names of the folder's traces (the file names without `.json`), in byte order.
    public var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }
            .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// The paths of the folder's traces, in the order of ``names``.
    public var paths: [String] {
        names.map { "\(directory)/\($0).json" }
    }

    /// The path of the trace called `name`, or nil when the folder has none of that name.
    public func path(named name: String) -> String? {
        let path = "\(directory)/\(name).json"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// Reads the trace called `name`; a name the folder does not hold is an I/O error naming
    /// its path.
    public func trace(named name: String) throws(TraceError) -> Trace {
        try TraceReader().read(contentsOfFile: "\(directory)/\(name).json").trace
    }

    /// Reads every trace of the folder, in the order of ``names``.
    public func traces() throws(TraceError) -> [Trace] {
        var traces: [Trace] = []
        for name in names { traces.append(try trace(named: name)) }
        return traces
    }
}
