#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads and validates gesture trace files (docs/trace-format.md).
///
/// The reader is built on json-c in strict mode, adds the checks json-c does not make
/// (NaN, numbers out of range, duplicate keys, raw control characters, invalid UTF-8), and
/// streams the `touches` array a sample at a time, so memory stays near one input window
/// plus the samples themselves. The first problem ends the read with a ``TraceError``
/// that names the file and the place; there is never a half-read result.
///
///     let document = try TraceReader().read(contentsOfFile: "traces/pop-fling.json")
///     for warning in document.warnings { print(warning) }
public struct TraceReader: Sendable {
    public var limits: TraceLimits
    /// Bytes per read from the input; tests make it tiny to move every token across a
    /// window boundary.
    let chunkSize: Int
    /// Whether samples of the common shape are read without json-c (FastSample.swift);
    /// tests turn it off to compare both paths.
    let fastSamples: Bool

    /// The standard window: 1 MiB.
    static let defaultChunkSize = 1 << 20

    public init(limits: TraceLimits = .standard) {
        self.init(limits: limits, chunkSize: Self.defaultChunkSize)
    }

    /// A reader with a chosen window size and sample path, for tests.
    package init(limits: TraceLimits, chunkSize: Int, fastSamples: Bool = true) {
        self.limits = limits
        self.chunkSize = max(1, chunkSize)
        self.fastSamples = fastSamples
    }

    /// Reads the trace file at `path`.
    ///
    /// `path` may carry bytes that are not UTF-8 (``PathBytes``). A FIFO or a character
    /// device is read to its end (a FIFO without a writer reads as empty).
    ///
    /// - Throws: ``TraceError`` of kind `.io` if the file cannot be read, `.limit` if it is
    ///   larger than ``TraceLimits/maxFileBytes`` (checked before reading), and `.syntax` or
    ///   `.content` for the first problem in it.
    public func read(contentsOfFile path: String) throws(TraceError) -> TraceDocument {
        func refuse(_ kind: TraceError.Kind, _ message: String) -> TraceError {
            TraceError(file: path, location: .file, kind: kind, message: message)
        }
        // O_NONBLOCK: opening a FIFO waits for a writer otherwise. A FIFO or device named
        // here is then read like a file (as cat reads it); directory walks skip them.
        let descriptor = PathBytes.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard descriptor >= 0 else { throw refuse(.io, "cannot open: \(systemErrorMessage())") }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let message = systemErrorMessage()
            close(descriptor)
            throw refuse(.io, "cannot read: \(message)")
        }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw refuse(.io, "cannot read: it is a directory")
        }
        if (status.st_mode & S_IFMT) != S_IFREG {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        }
        if Int(status.st_size) > limits.maxFileBytes {
            close(descriptor)
            throw refuse(
                .limit, "file is \(status.st_size) bytes, larger than the limit of \(limits.maxFileBytes) bytes")
        }
        let stream = ByteStream(descriptor: descriptor, chunkSize: chunkSize, maxBytes: limits.maxFileBytes)
        return try run(stream, file: path)
    }

    /// Reads a trace from bytes in memory; `file` names it in errors and warnings, and its
    /// last path component without extension is the default name.
    public func read(bytes: some Collection<UInt8>, file: String) throws(TraceError) -> TraceDocument {
        let outcome =
            bytes.withContiguousStorageIfAvailable { buffer in
                result(reading: UnsafeRawBufferPointer(buffer), file: file)
            } ?? Array(bytes).withUnsafeBytes { result(reading: $0, file: file) }
        return try outcome.get()
    }

    /// Reads a trace from bytes in memory that stay valid for the call.
    public func read(buffer: UnsafeRawBufferPointer, file: String) throws(TraceError) -> TraceDocument {
        try result(reading: buffer, file: file).get()
    }

    private func result(reading buffer: UnsafeRawBufferPointer, file: String) -> Result<TraceDocument, TraceError> {
        guard buffer.count <= limits.maxFileBytes else {
            return .failure(
                TraceError(
                    file: file, location: .file, kind: .limit,
                    message: "file is \(buffer.count) bytes, larger than the limit of \(limits.maxFileBytes) bytes"))
        }
        do {
            return .success(try run(ByteStream(memory: buffer, chunkSize: chunkSize), file: file))
        } catch {
            return .failure(error)
        }
    }

    private func run(_ stream: ByteStream, file: String) throws(TraceError) -> TraceDocument {
        let session: ReadSession
        do {
            session = try ReadSession(stream: stream, file: file, limits: limits, fastSamples: fastSamples)
        } catch {
            throw TraceError(file: file, location: .file, kind: error.kind, message: error.message)
        }
        return try session.read().get()
    }

    /// The name a trace gets when its file gives none: the last path component without its
    /// extension (`traces/pop-fling.json` gives `pop-fling`).
    public static func defaultName(forFile file: String) -> String {
        let component = file.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? file
        guard let dot = component.lastIndex(of: "."), dot != component.startIndex else { return component }
        return String(component[..<dot])
    }
}
