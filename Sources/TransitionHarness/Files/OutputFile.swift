import Foundation
import GestureTrace

/// Writes an output file (a report, a converted trace, a regression trace) by what its path
/// names (docs/fuzzing.md and README, "Paths"):
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
        var target = path
        for _ in 0...maxLinks {
            var status = stat()
            let found = PathBytes.withCString(target) { lstat($0, &status) } == 0
            guard found else {
                guard errno == ENOENT else { throw OutputFileError(path: path, reason: systemError()) }
                return try replace(target, with: bytes, mode: nil, reportedAs: path)
            }
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                target = try linkTarget(of: target, reportedAs: path)
            case S_IFREG:
                return try replace(target, with: bytes, mode: status.st_mode & 0o7777, reportedAs: path)
            case S_IFCHR, S_IFIFO:
                return try writeThrough(target, bytes, reportedAs: path)
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
    private static func replace(_ path: String, with bytes: [UInt8], mode: mode_t?, reportedAs shown: String)
        throws(OutputFileError)
    {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        if !directory.isEmpty { try createDirectories(directory, reportedAs: shown) }
        let temporary = (slash.map { String(path[...$0]) } ?? "") + ".\(name).tmp-\(getpid())"
        let descriptor = PathBytes.withCString(temporary) {
            open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o666)
        }
        guard descriptor >= 0 else { throw OutputFileError(path: shown, reason: systemError()) }
        do throws(OutputFileError) {
            if let mode, fchmod(descriptor, mode) != 0 { throw OutputFileError(path: shown, reason: systemError()) }
            try writeAll(descriptor, bytes, reportedAs: shown)
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

    private static func writeThrough(_ path: String, _ bytes: [UInt8], reportedAs shown: String)
        throws(OutputFileError)
    {
        let descriptor = PathBytes.withCString(path) { open($0, O_WRONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw OutputFileError(path: shown, reason: systemError()) }
        do throws(OutputFileError) {
            try writeAll(descriptor, bytes, reportedAs: shown)
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw OutputFileError(path: shown, reason: systemError()) }
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
