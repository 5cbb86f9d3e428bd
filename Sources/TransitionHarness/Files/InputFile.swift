import Foundation
import GestureTrace

/// Reads an input file whole, up to a limit (docs/paths-and-exit-codes.md): a regular file, a device or
/// a FIFO is read to its end, a directory is refused, and a file longer than the limit is
/// refused without reading it (a device or FIFO that never ends is read to one byte past
/// the limit and refused), so bad input costs bounded memory.
package enum InputFile {
    /// The bytes of `path`, or nil when nothing is there (ENOENT).
    package static func read(_ path: String, limit: Int) throws(InputFileError) -> [UInt8]? {
        let descriptor = PathBytes.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw InputFileError(path: path, reason: OutputFile.systemError())
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw InputFileError(path: path, reason: OutputFile.systemError())
        }
        if status.st_mode & S_IFMT == S_IFDIR { throw InputFileError(path: path, reason: "it is a directory") }
        let isRegular = status.st_mode & S_IFMT == S_IFREG
        if isRegular, Int(status.st_size) > limit {
            throw InputFileError(path: path, reason: tooLarge(Int(status.st_size), limit: limit), isTooLarge: true)
        }
        var bytes: [UInt8] = []
        if isRegular { bytes.reserveCapacity(Int(status.st_size)) }
        let chunk = 1 << 20
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress!, chunk) }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputFileError(path: path, reason: OutputFile.systemError())
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
            if bytes.count > limit {
                throw InputFileError(
                    path: path, reason: tooLarge(bytes.count, limit: limit, atLeast: true), isTooLarge: true)
            }
        }
        return bytes
    }

    private static func tooLarge(_ size: Int, limit: Int, atLeast: Bool = false) -> String {
        "\(atLeast ? "more than \(limit)" : "\(size)") bytes, over the limit of \(limit) bytes (\(limit >> 20) MiB)"
    }
}

/// An input file that could not be read: the path as given and why.
package struct InputFileError: Error, Sendable, Equatable, CustomStringConvertible {
    package var path: String
    package var reason: String
    /// Whether the file was refused for its size (invalid data, where the other reasons are
    /// unreadable input).
    package var isTooLarge = false

    package var description: String { "\(PathBytes.display(path)): cannot read: \(reason)" }
}
