import Foundation

/// Writes to standard output and standard error with write(2), so that a failure is an
/// error the tool handles rather than a trap (docs/paths-and-exit-codes.md):
///
/// - a reader that went away (EPIPE, with SIGPIPE ignored) ends the process quietly with
///   status 141, as the shell reports a process SIGPIPE killed (128 + 13), which is also
///   what git does: the reader left, there is no one to tell;
/// - any other failure (a full disk, a closed descriptor) prints
///   "error: cannot write to standard output: REASON" on standard error, if that works,
///   and ends the process with status 73 (EX_CANTCREAT);
/// - a standard stream that was closed when the process started is kept closed: its
///   descriptor is held by /dev/null so that no file the tool opens takes its number,
///   and the first write to it fails as above.
enum StandardStreams {
    /// The status for a reader that went away: 128 + SIGPIPE.
    static let brokenPipeStatus = ExitCode.brokenPipe.rawValue

    /// The descriptors among 1 and 2 that were closed at the start.
    static let closedAtStart: Set<Int32> = {
        var closed: Set<Int32> = []
        for descriptor: Int32 in [STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            closed.insert(descriptor)
            let null = open("/dev/null", O_RDWR)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
        return closed
    }()

    /// Writes `text` and a line feed to `descriptor`, or ends the process as above.
    static func writeLine(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        bytes.append(0x0A)
        let failure: Int32? =
            closedAtStart.contains(descriptor) ? EBADF : bytes.withUnsafeBytes { writeAll(descriptor, $0) }
        guard let failure else { return }
        if failure == EPIPE { exit(brokenPipeStatus) }
        if descriptor != STDERR_FILENO, !closedAtStart.contains(STDERR_FILENO) {
            let name = descriptor == STDOUT_FILENO ? "standard output" : "descriptor \(descriptor)"
            let message = Array("error: cannot write to \(name): \(String(cString: strerror(failure)))\n".utf8)
            _ = message.withUnsafeBytes { writeAll(STDERR_FILENO, $0) }
        }
        exit(ExitCode.cannotCreate.rawValue)
    }

    /// Writes every byte, retrying after a signal; the errno of a failure, or nil.
    private static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += count
        }
        return nil
    }
}
