import Foundation

/// Scratch folders for tests that write files: each one inside a folder of the test process's
/// own (`transition-harness-tests-PID` in the temporary directory), which is removed, with
/// everything in it, when the process exits normally. A test run leaves nothing behind, and
/// two runs at once never share a folder.
public enum ScratchDirectory {
    /// The process's folder, made on first use; its removal at exit is registered then.
    private static let root: String = {
        let path = rootPath(of: getpid())
        try? FileManager.default.removeItem(atPath: path)
        // `atexit` takes a C function, which can capture nothing: it finds the folder again
        // from the process ID.
        atexit { try? FileManager.default.removeItem(atPath: ScratchDirectory.rootPath(of: getpid())) }
        return path
    }()

    private static func rootPath(of process: pid_t) -> String {
        URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("transition-harness-tests-\(process)")
            .path
    }

    /// A fresh, empty folder called `name` for one test (one already there is emptied).
    public static func make(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: root).appendingPathComponent(name)
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }
}
