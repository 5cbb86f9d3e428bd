import Foundation

/// Scratch folders for the command tests.
enum Scratch {
    /// A fresh, empty scratch directory for one test.
    static func directory(_ name: String) throws -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("transition-harness-tests-\(getpid())-\(name)")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }
}
