#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The input of one read, a window of at most `chunkSize` bytes at a time, from a file
/// descriptor or from memory, with the absolute offset of the window kept so that every
/// position the reader reports counts from the start of the input.
///
/// Owns its file descriptor and buffer; ``close()`` releases them.
struct ByteStream {
    private enum Source {
        case file(descriptor: Int32, buffer: UnsafeMutableRawBufferPointer)
        case memory(UnsafeRawBufferPointer)
    }

    private var source: Source
    private let chunkSize: Int
    private let maxBytes: Int

    /// The bytes at hand; `window[position...]` are not yet consumed.
    private(set) var window = UnsafeRawBufferPointer(start: nil, count: 0)
    var position = 0
    /// The absolute offset of `window[0]`.
    private(set) var windowBase = 0
    private(set) var reachedEnd = false

    /// A stream over bytes in memory that outlive it.
    init(memory: UnsafeRawBufferPointer, chunkSize: Int) {
        source = .memory(memory)
        self.chunkSize = max(1, chunkSize)
        maxBytes = .max
    }

    /// A stream over an open file; refuses to deliver more than `maxBytes` bytes.
    init(descriptor: Int32, chunkSize: Int, maxBytes: Int) {
        let size = max(1, chunkSize)
        source = .file(
            descriptor: descriptor,
            buffer: UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16))
        self.chunkSize = size
        self.maxBytes = maxBytes
    }

    mutating func close() {
        if case .file(let descriptor, let buffer) = source {
            _ = closeDescriptor(descriptor)
            buffer.deallocate()
            source = .memory(UnsafeRawBufferPointer(start: nil, count: 0))
        }
    }

    /// The absolute offset of the next unconsumed byte.
    var offset: Int { windowBase + position }

    /// Whether unconsumed bytes are at hand, refilling the window when it is used up.
    /// Returns false at the end of the input.
    mutating func hasBytes() throws(ReadFailure) -> Bool {
        if position < window.count { return true }
        if reachedEnd { return false }
        try refill()
        return position < window.count
    }

    /// The next byte without consuming it, or nil at the end of the input.
    mutating func peek() throws(ReadFailure) -> UInt8? {
        guard try hasBytes() else { return nil }
        return window[position]
    }

    /// Consumes whitespace (space, tab, line feed, carriage return).
    mutating func skipWhitespace() throws(ReadFailure) {
        while try hasBytes() {
            while position < window.count {
                switch window[position] {
                case 0x20, 0x0A, 0x0D, 0x09: position += 1
                default: return
                }
            }
        }
    }

    private mutating func refill() throws(ReadFailure) {
        windowBase += window.count
        position = 0
        switch source {
        case .memory(let memory):
            let end = min(memory.count, windowBase + chunkSize)
            window =
                windowBase < end
                ? UnsafeRawBufferPointer(rebasing: memory[windowBase..<end]) : .init(start: nil, count: 0)
            reachedEnd = end >= memory.count
        case .file(let descriptor, let buffer):
            var count: Int
            repeat {
                count = readDescriptor(descriptor, buffer)
            } while count < 0 && errno == EINTR
            guard count >= 0 else {
                throw ReadFailure(place: .file, kind: .io, message: "cannot read: \(systemErrorMessage())")
            }
            if count == 0 { reachedEnd = true }
            guard windowBase + count <= maxBytes else {
                throw ReadFailure(
                    place: .file, kind: .limit,
                    message: "file larger than the limit of \(maxBytes) bytes")
            }
            window = UnsafeRawBufferPointer(rebasing: buffer[0..<count])
        }
    }

    /// The 1-based line and column (in bytes) of an absolute offset, counted from the start
    /// of the input: memory is scanned again, a file is read again with `pread`.
    func lineAndColumn(of target: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        func count(_ bytes: UnsafeRawBufferPointer, base: Int) {
            for (index, byte) in bytes.enumerated() where byte == 0x0A {
                line += 1
                lineStart = base + index + 1
            }
        }
        switch source {
        case .memory(let memory):
            count(UnsafeRawBufferPointer(rebasing: memory[0..<min(target, memory.count)]), base: 0)
        case .file(let descriptor, let buffer):
            var base = 0
            while base < target {
                let wanted = min(buffer.count, target - base)
                let got = pread(descriptor, buffer.baseAddress, wanted, off_t(base))
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else { break }
                count(UnsafeRawBufferPointer(rebasing: buffer[0..<got]), base: base)
                base += got
            }
        }
        return (line, target - lineStart + 1)
    }
}

private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}

/// The C library's text for `errno`, in the C locale a Swift program runs in.
func systemErrorMessage() -> String {
    String(cString: strerror(errno))
}
