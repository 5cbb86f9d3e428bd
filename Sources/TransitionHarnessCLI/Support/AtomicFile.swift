import Foundation

/// Writes files so that a reader never sees half of one: the bytes go to a temporary file in
/// the same directory, which is then renamed over the destination.
enum AtomicFile {
    static func write(_ text: String, to path: String) throws(CLIError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: temporary)
            // rename(2) replaces the destination atomically; Foundation's replaceItemAt on
            // Linux removes the destination first and can fail after that.
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .cannotCreate("\(path): cannot write: \(error.localizedDescription)")
        }
    }
}
