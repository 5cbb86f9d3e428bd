#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File names as the kernel has them, bytes, carried in a `String`.
///
/// A Unix file name is any sequence of bytes without `/` or NUL; it need not be UTF-8. The
/// tool's paths are Swift strings, so a byte that is not part of valid UTF-8 is carried as
/// one private-use scalar, U+10FF00 plus the byte (U+10FF80 to U+10FFFF), as Python's
/// `surrogateescape` carries it in a surrogate (a Swift string cannot hold one). A valid
/// scalar of that range in a name is carried byte by byte the same way, so the mapping is
/// one to one: ``bytes(of:)`` gives back exactly the bytes ``string(fromBytes:)`` was given.
/// docs/trace-format.md, "File names", has the details.
package enum PathBytes {
    /// The first scalar of the escape range; a byte `b` is carried as `escapeBase + b`.
    static let escapeBase: UInt32 = 0x10_FF00

    /// The path named by `bytes` (a command-line argument, a directory entry).
    package static func string(fromBytes bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            let length = validSequenceLength(bytes, at: index)
            guard length > 0 else {
                scalars.append(escaped(bytes[index]))
                index += 1
                continue
            }
            let sequence = bytes[index..<index + length]
            let scalar = String(decoding: sequence, as: UTF8.self).unicodeScalars.first!
            if scalar.value >= escapeBase + 0x80 {
                for byte in sequence { scalars.append(escaped(byte)) }
            } else {
                scalars.append(scalar)
            }
            index += length
        }
        return String(scalars)
    }

    /// The bytes of `path`, as ``string(fromBytes:)`` read them (UTF-8 for any other string).
    package static func bytes(of path: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if let byte = escapedByte(scalar) {
                bytes.append(byte)
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// Calls `body` with `path` as the NUL-terminated C string the system calls take.
    package static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows
        -> Result
    {
        var bytes = bytes(of: path).map { CChar(bitPattern: $0) }
        bytes.append(0)
        return try bytes.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// The command line as the kernel passed it, each argument read with
    /// ``string(fromBytes:)`` (`CommandLine.arguments` repairs invalid UTF-8, losing bytes).
    package static var commandLineArguments: [String] {
        (0..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return "" }
            let length = strlen(argument)
            return argument.withMemoryRebound(to: UInt8.self, capacity: length) {
                string(fromBytes: UnsafeBufferPointer(start: $0, count: length))
            }
        }
    }

    static func escaped(_ byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(escapeBase + UInt32(byte))!
    }

    /// The byte a scalar of the escape range carries, or nil for any other scalar.
    static func escapedByte(_ scalar: Unicode.Scalar) -> UInt8? {
        scalar.value >= escapeBase + 0x80 ? UInt8(truncatingIfNeeded: scalar.value - escapeBase) : nil
    }

    /// The length of the well-formed UTF-8 sequence at `index` (RFC 3629, section 4: no
    /// overlong forms, no surrogates, nothing beyond U+10FFFF), or 0 when there is none.
    static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, low) = (3, 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, high) = (3, 0x9F)
        case 0xF0: (length, low) = (4, 0x90)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, high) = (4, 0x8F)
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            let range: ClosedRange<UInt8> = offset == 1 ? low...high : 0x80...0xBF
            guard range.contains(byte) else { return 0 }
        }
        return length
    }
}
