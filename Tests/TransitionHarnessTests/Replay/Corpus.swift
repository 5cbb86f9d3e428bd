import Foundation
import GestureTrace

/// The bundled traces, found from this file's location.
enum Corpus {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every `*.json` under traces/, relative paths sorted.
    static let files: [String] = {
        let base = root.appendingPathComponent("traces").path
        let found = (FileManager.default.enumerator(atPath: base)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
        return found.map { "traces/\($0)" }
    }()

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    static func trace(_ relative: String) throws -> Trace {
        try TraceReader().read(contentsOfFile: path(relative)).trace
    }
}
