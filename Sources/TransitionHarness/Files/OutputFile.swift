import Foundation
import GestureTrace

/// Writes an output file (a report, a converted trace, a regression trace) by what its path
/// names (docs/paths-and-exit-codes.md):
///
/// - a regular file, or nothing yet: the bytes go to a temporary file in the same
///   directory, which is renamed over the path, so a reader never sees half a file (a
///   replaced file keeps its permission bits); missing directories are created;
/// - a character device or a FIFO (`/dev/null`, `/dev/stdout`, a named pipe): written
///   through, never replaced;
/// - a symbolic link: its target, by these same rules (a link to nothing creates the target);
/// - a directory, a block device or a socket: refused.
///
/// Every failing system call is an ``OutputFileError`` that says why (a full disk is
/// "No space left on device").
package enum OutputFile {
    /// Symbolic links followed before giving up (Linux's own limit, MAXSYMLINKS, is 40).
    static let maxLinks = 40

    package static func write(_ bytes: some Collection<UInt8>, to path: String) throws(OutputFileError) {
        let bytes = Array(bytes)
        try write(to: path) { sink throws(OutputFileError) in try sink(bytes[...]) }
    }

    /// Where ``write(to:_:)`` gives the bytes it writes.
    package typealias Sink = (ArraySlice<UInt8>) throws(OutputFileError) -> Void

    /// Writes the bytes `body` gives its sink, in order, by the rules above: a regular file
    /// appears (renamed into place) only once `body` returned, so a reader never sees part of
    /// it, and a failure leaves what was there before.
    package static func write(to path: String, _ body: (Sink) throws(OutputFileError) -> Void)
        throws(OutputFileError)
    {
        var target = path
        for _ in 0...maxLinks {
            var status = stat()
            let found = PathBytes.withCString(target) { lstat($0, &status) } == 0
            guard found else {
                guard errno == ENOENT else { throw OutputFileError(path: path, reason: systemError()) }
                return try replace(target, with: body, mode: nil, reportedAs: path)
            }
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                target = try linkTarget(of: target, reportedAs: path)
            case S_IFREG:
                return try replace(target, with: body, mode: status.st_mode & 0o7777, reportedAs: path)
            case S_IFCHR, S_IFIFO:
                return try writeThrough(target, body, reportedAs: path)
            case S_IFDIR:
                throw OutputFileError(path: path, reason: "it is a directory")
            default:
                throw OutputFileError(path: path, reason: "not a regular file, character device or FIFO")
            }
        }
        throw OutputFileError(path: path, reason: "more than \(maxLinks) symbolic links")
    }

    /// Where the link at `path` points, relative to the link's directory when relative.
    private static func linkTarget(of path: String, reportedAs shown: String) throws(OutputFileError) -> String {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = PathBytes.withCString(path) { name in
            buffer.withUnsafeMutableBufferPointer { readlink(name, $0.baseAddress!, $0.count - 1) }
        }
        guard count >= 0 else { throw OutputFileError(path: shown, reason: systemError()) }
        let target = PathBytes.string(fromBytes: buffer[0..<count])
        guard !target.hasPrefix("/"), let slash = path.lastIndex(of: "/") else { return target }
        return String(path[...slash]) + target
    }

    /// Writes a temporary file beside `path` and renames it over `path`.
    private static func replace(
        _ path: String, with body: (Sink) throws(OutputFileError) -> Void, mode: mode_t?, reportedAs shown: String
    ) throws(OutputFileError) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        if !directory.isEmpty { try createDirectories(directory, reportedAs: shown) }
        let temporary = (slash.map { String(path[...$0]) } ?? "") + temporaryName(for: name)
        let descriptor = PathBytes.withCString(temporary) {
            open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o666)
        }
        guard descriptor >= 0 else { throw OutputFileError(path: shown, reason: systemError()) }
        do throws(OutputFileError) {
            if let mode, fchmod(descriptor, mode) != 0 { throw OutputFileError(path: shown, reason: systemError()) }
            try writeBuffered(descriptor, body, reportedAs: shown)
            guard close(descriptor) == 0 else { throw OutputFileError(path: shown, reason: systemError()) }
        } catch {
            _ = PathBytes.withCString(temporary) { unlink($0) }
            throw error
        }
        guard PathBytes.withCString(temporary, { from in PathBytes.withCString(path) { rename(from, $0) } }) == 0
        else {
            let reason = systemError()
            _ = PathBytes.withCString(temporary) { unlink($0) }
            throw OutputFileError(path: shown, reason: reason)
        }
    }

    private static func writeThrough(
        _ path: String, _ body: (Sink) throws(OutputFileError) -> Void, reportedAs shown: String
    ) throws(OutputFileError) {
        let descriptor = PathBytes.withCString(path) { open($0, O_WRONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw OutputFileError(path: shown, reason: systemError()) }
        do throws(OutputFileError) {
            try writeBuffered(descriptor, body, reportedAs: shown)
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw OutputFileError(path: shown, reason: systemError()) }
    }

    /// The name of the temporary file ``write(_:to:)`` writes `name` through, in the same
    /// directory: `.NAME.tmp-PID`.
    static func temporaryName(for name: String, process: Int32 = getpid()) -> String {
        ".\(name).tmp-\(process)"
    }

    /// Removes the temporary files of writers that are gone (a process killed while it wrote,
    /// whose `.NAME.tmp-PID` stayed behind) from `directory`; those of a live process stay.
    /// Returns the names removed.
    @discardableResult
    package static func removeStaleTemporaries(in directory: String) -> [String] {
        guard let stream = PathBytes.withCString(directory, { opendir($0) }) else { return [] }
        defer { closedir(stream) }
        var removed: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                PathBytes.string(fromBytes: raw.prefix { $0 != 0 })
            }
            guard name.hasPrefix("."), let marker = name.range(of: ".tmp-", options: .backwards),
                let process = Int32(name[marker.upperBound...]), process > 0,
                kill(process, 0) != 0, errno == ESRCH
            else { continue }
            if PathBytes.withCString(directory + "/" + name, { unlink($0) }) == 0 { removed.append(name) }
        }
        return removed.sorted()
    }

    /// `mkdir -p`: each missing directory of `path`, from the top.
    private static func createDirectories(_ path: String, reportedAs shown: String) throws(OutputFileError) {
        var status = stat()
        if PathBytes.withCString(path, { stat($0, &status) }) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw OutputFileError(path: shown, reason: "\(PathBytes.display(path)) is not a directory")
            }
            return
        }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try createDirectories(String(path[..<slash]), reportedAs: shown)
        }
        guard PathBytes.withCString(path, { mkdir($0, 0o777) }) == 0 || errno == EEXIST else {
            throw OutputFileError(path: shown, reason: "cannot create \(PathBytes.display(path)): \(systemError())")
        }
    }

    /// Runs `body` with a sink that writes to `descriptor` in chunks of 64 KiB.
    private static func writeBuffered(
        _ descriptor: Int32, _ body: (Sink) throws(OutputFileError) -> Void, reportedAs shown: String
    ) throws(OutputFileError) {
        let chunk = 1 << 16
        var buffer: [UInt8] = []
        buffer.reserveCapacity(chunk)
        try body { bytes throws(OutputFileError) in
            buffer.append(contentsOf: bytes)
            guard buffer.count >= chunk else { return }
            try writeAll(descriptor, buffer, reportedAs: shown)
            buffer.removeAll(keepingCapacity: true)
        }
        try writeAll(descriptor, buffer, reportedAs: shown)
    }

    /// Writes every byte, retrying after a signal and after a short write.
    package static func writeAll(_ descriptor: Int32, _ bytes: [UInt8], reportedAs shown: String)
        throws(OutputFileError)
    {
        let failure: Int32? = bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += count
            }
            return nil
        }
        if let failure { throw OutputFileError(path: shown, reason: String(cString: strerror(failure))) }
    }

    static func systemError() -> String { String(cString: strerror(errno)) }
}

/// An output file that could not be written: the path as given and the system's reason.
package struct OutputFileError: Error, Sendable, Equatable, CustomStringConvertible {
    package var path: String
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package var description: String { "\(PathBytes.display(path)): cannot write: \(reason)" }
}
