import Foundation

/// Expands the FILE|DIR arguments of the commands that take traces.
enum TraceFiles {
    /// Each file as given, and each directory's `*.json` files (recursively, sorted by path,
    /// so output order never depends on the file system). A path that does not exist is
    /// returned as is: reading it reports the missing file where it belongs.
    static func expand(_ paths: [String]) -> [String] {
        var result: [String] = []
        let fileManager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                result.append(path)
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            let found = (fileManager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".json") }
                .sorted()
                .map { "\(base)/\($0)" }
            result.append(contentsOf: found)
        }
        return result
    }
}
