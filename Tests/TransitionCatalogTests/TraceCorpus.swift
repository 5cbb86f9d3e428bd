import Foundation
import GestureTrace

/// The traces under traces/, found from this file's location, read once.
enum TraceCorpus {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `*.json` under traces/, as paths relative to the package root, sorted.
    static let files: [String] = {
        let base = root.appendingPathComponent("traces").path
        let all = FileManager.default.enumerator(atPath: base)?.allObjects as? [String] ?? []
        return all.filter { $0.hasSuffix(".json") }.sorted().map { "traces/\($0)" }
    }()

    /// The trace at `file` (relative to the package root).
    static func trace(_ file: String) throws -> Trace {
        try TraceReader().read(contentsOfFile: root.appendingPathComponent(file).path).trace
    }

    /// The synthetic trace called `name` (without its extension).
    static func synthetic(_ name: String) -> String {
        "traces/synthetic/\(name).json"
    }
}
