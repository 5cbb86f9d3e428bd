import Foundation
import GestureTrace

/// The package's own files, for the test targets: its root (the folder of `Package.swift`,
/// found by walking up from this file), paths in it, and the bundled traces under traces/.
public enum Repository {
    /// The package root.
    public static let root: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url
            }
            url = url.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    /// The absolute path of `relative`, a path from the package root.
    public static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    /// Every `*.json` under traces/, as paths relative to the package root, sorted; none when
    /// the folder is missing.
    public static let traceFiles: [String] = {
        let base = root.appendingPathComponent("traces").path
        let all = FileManager.default.enumerator(atPath: base)?.allObjects as? [String] ?? []
        return all.filter { $0.hasSuffix(".json") }.sorted().map { "traces/\($0)" }
    }()

    /// The trace at `relative` (a path from the package root).
    public static func trace(_ relative: String) throws(TraceError) -> Trace {
        try TraceReader().read(contentsOfFile: path(relative)).trace
    }

    /// The path of the synthetic trace called `name` (without its extension), relative to the
    /// package root.
    public static func synthetic(_ name: String) -> String {
        "traces/synthetic/\(name).json"
    }
}
