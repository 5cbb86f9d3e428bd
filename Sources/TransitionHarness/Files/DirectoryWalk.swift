import Foundation
import GestureTrace

/// Finds the files a command works on below the paths it is given (docs/paths-and-exit-codes.md):
///
/// - a path given that is not a directory (after following links) is kept as it is, to be
///   read or refused where it belongs (a missing file is reported by the read);
/// - a directory given, or a link to one, is walked: every entry whose name ends in the
///   suffix, in byte order of the path below the directory, whatever the file system's
///   order;
/// - links inside are followed, to files and to directories; a directory met again below
///   itself (a link loop, recognised by device and inode) is not entered again, with a note;
/// - an entry with the suffix that is not a regular file (a FIFO, a socket, a device) is
///   skipped with a note, since reading it could wait forever;
/// - a directory that cannot be read is an error, and the walk goes on with the rest.
package struct DirectoryWalk: Sendable {
    /// The files to read, in order.
    package var files: [String] = []
    /// What was skipped and why, one located line each ("note: PATH: ...").
    package var notes: [String] = []
    /// Directories that could not be read, one located line each ("error: PATH: ...").
    package var errors: [String] = []
    /// Those directories' paths, in the order of ``errors``.
    package var failedDirectories: [String] = []
    private let recursive: Bool

    /// Walks `paths`, keeping entries whose names end in `suffix`; `recursive: false` looks
    /// only at the entries of each directory, and skips hidden ones (names starting with `.`).
    package init(_ paths: [String], suffix: String = ".json", recursive: Bool = true) {
        self.recursive = recursive
        for path in paths {
            var status = stat()
            guard PathBytes.withCString(path, { stat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFDIR
            else {
                files.append(path)
                continue
            }
            let base = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
            var found: [(relative: [UInt8], path: String)] = []
            walk(base, relative: [], suffix: Array(suffix.utf8), ancestors: [Identity(status)], into: &found)
            found.sort { $0.relative.lexicographicallyPrecedes($1.relative) }
            files += found.map(\.path)
        }
    }

    /// A directory's identity: device and inode.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    private mutating func walk(
        _ directory: String, relative: [UInt8], suffix: [UInt8], ancestors: Set<Identity>,
        into found: inout [(relative: [UInt8], path: String)]
    ) {
        guard let stream = PathBytes.withCString(directory, { opendir($0) }) else {
            errors.append("error: \(PathBytes.display(directory)): cannot read the directory: \(Self.systemError())")
            failedDirectories.append(directory)
            return
        }
        defer { closedir(stream) }
        var names: [[UInt8]] = []
        while true {
            errno = 0
            guard let entry = readdir(stream) else {
                if errno != 0 {
                    errors.append(
                        "error: \(PathBytes.display(directory)): cannot read the directory: \(Self.systemError())")
                    failedDirectories.append(directory)
                }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if name == [0x2E] || name == [0x2E, 0x2E] || (!recursive && name.first == 0x2E) { continue }
            names.append(name)
        }
        for name in names {
            let path = directory + "/" + PathBytes.string(fromBytes: name)
            let below = relative.isEmpty ? name : relative + [0x2F] + name
            var status = stat()
            guard PathBytes.withCString(path, { stat($0, &status) }) == 0 else {
                // A link to nothing: listed when it looks like a trace, so reading it reports it.
                if name.count >= suffix.count, name.suffix(suffix.count).elementsEqual(suffix) {
                    found.append((below, path))
                }
                continue
            }
            let kind = status.st_mode & S_IFMT
            if kind == S_IFDIR {
                guard recursive else { continue }
                let identity = Identity(status)
                guard !ancestors.contains(identity) else {
                    notes.append("note: \(PathBytes.display(path)): skipped: a link back to a directory above it")
                    continue
                }
                walk(path, relative: below, suffix: suffix, ancestors: ancestors.union([identity]), into: &found)
                continue
            }
            guard name.count >= suffix.count, name.suffix(suffix.count).elementsEqual(suffix) else { continue }
            guard kind == S_IFREG else {
                notes.append("note: \(PathBytes.display(path)): skipped: not a regular file (\(Self.kindName(kind)))")
                continue
            }
            found.append((below, path))
        }
    }

    static func kindName(_ kind: mode_t) -> String {
        switch kind {
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a file"
        }
    }

    static func systemError() -> String { String(cString: strerror(errno)) }
}
