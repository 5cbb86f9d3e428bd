import Foundation
import GestureTrace

/// Text a report document needs only at its end (a JSON report's traces, which follow the
/// summary; JUnit's test cases, grouped by animator; the text report's closing lists), kept
/// out of memory: in a buffer up to ``memoryLimit`` bytes, then in an unnamed temporary file
/// (created in `$TMPDIR`, else `/tmp`, and unlinked at once, so nothing is left behind
/// however the process ends). What is appended is read back by the ranges ``append(_:)``
/// returned.
final class ReportSpool {
    /// Bytes kept in memory before the spool moves to a file.
    static let memoryLimit = 1 << 20
    /// Bytes gathered before each write to the file, and read back at a time.
    static let chunk = 1 << 16

    private var memory: [UInt8] = []
    private var descriptor: Int32 = -1
    /// Bytes in the file, and those appended since, not yet written to it.
    private var written = 0
    private var pending: [UInt8] = []
    private let limit: Int

    init(memoryLimit: Int = ReportSpool.memoryLimit) {
        limit = memoryLimit
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Bytes appended so far.
    var count: Int { descriptor >= 0 ? written + pending.count : memory.count }

    /// Appends `text`; returns where it is.
    @discardableResult
    func append(_ text: String) throws(OutputFileError) -> Range<Int> {
        try append(bytes: Array(text.utf8)[...])
    }

    /// Appends `bytes`; returns where they are.
    @discardableResult
    func append(bytes: ArraySlice<UInt8>) throws(OutputFileError) -> Range<Int> {
        let start = count
        if descriptor < 0 {
            memory.append(contentsOf: bytes)
            if memory.count > limit {
                try openFile()
                pending = memory
                memory = []
                try flush(ifOver: Self.chunk)
            }
        } else {
            pending.append(contentsOf: bytes)
            try flush(ifOver: Self.chunk)
        }
        return start..<count
    }

    /// Gives the bytes of `range` to `output`, in chunks.
    func read(_ range: Range<Int>, into output: (ArraySlice<UInt8>) throws(OutputFileError) -> Void)
        throws(OutputFileError)
    {
        guard !range.isEmpty else { return }
        guard descriptor >= 0 else {
            try output(memory[range])
            return
        }
        try flush(ifOver: 0)
        var buffer = [UInt8](repeating: 0, count: Self.chunk)
        var offset = range.lowerBound
        while offset < range.upperBound {
            let wanted = min(Self.chunk, range.upperBound - offset)
            let got = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, wanted, off_t(offset)) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { throw OutputFileError(path: Self.directory, reason: Self.failure("read back")) }
            try output(buffer[0..<got])
            offset += got
        }
    }

    private func flush(ifOver threshold: Int) throws(OutputFileError) {
        guard pending.count > threshold else { return }
        try OutputFile.writeAll(descriptor, pending, reportedAs: Self.directory)
        written += pending.count
        pending.removeAll(keepingCapacity: true)
    }

    /// Opens an unnamed file: a fresh name in the temporary directory, unlinked at once.
    private func openFile() throws(OutputFileError) {
        let directory = Self.directory
        for attempt in 0..<100 {
            let path = "\(directory)/.transition-harness-report-\(getpid())-\(Self.nextNumber())-\(attempt)"
            let opened = PathBytes.withCString(path) { open($0, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }
            if opened < 0 {
                if errno == EEXIST { continue }
                throw OutputFileError(path: directory, reason: Self.failure("create a temporary file"))
            }
            _ = PathBytes.withCString(path) { unlink($0) }
            descriptor = opened
            return
        }
        throw OutputFileError(path: directory, reason: "cannot create a temporary file: every name taken")
    }

    /// `$TMPDIR`, else `/tmp`.
    static var directory: String {
        guard let value = getenv("TMPDIR"), value.pointee != 0 else { return "/tmp" }
        let text = String(cString: value)
        return text.count > 1 && text.hasSuffix("/") ? String(text.dropLast()) : text
    }

    private static func failure(_ what: String) -> String {
        "cannot \(what) for the report: \(String(cString: strerror(errno)))"
    }

    private static let counter = Counter()

    private static func nextNumber() -> Int { counter.next() }

    /// A process-wide count, so that two spools never try the same name.
    private final class Counter: @unchecked Sendable {
        // Guarded by `lock`.
        private var value = 0
        private let lock = NSLock()

        func next() -> Int {
            lock.withLock {
                value += 1
                return value
            }
        }
    }
}
