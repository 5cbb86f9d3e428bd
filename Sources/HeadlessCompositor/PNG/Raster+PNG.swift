// PNG output: the signature, IHDR (8-bit RGBA, no interlace), one IDAT holding a zlib stream
// of stored (uncompressed) deflate blocks or of one fixed-Huffman block (Deflate.swift), and
// IEND [PNG spec §5, §11; RFC 1950; RFC 1951 §3.2.4, §3.2.6]. Either way the bytes are a
// function of the pixels alone.

extension Raster {
    /// The 8-byte PNG signature.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The raster as a PNG file: every row with filter type 0 (None), in stored deflate blocks
    /// or compressed (``PNGCompression``).
    public func pngData(compression: PNGCompression = .stored) -> [UInt8] {
        var output = Raster.pngSignature
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // bit depth 8, color type 6 (RGBA), deflate, adaptive filters, no interlace
        output.appendChunk("IHDR", header)
        let scanlines = filteredScanlines()
        switch compression {
        case .stored: output.appendChunk("IDAT", Raster.zlibStored(scanlines))
        case .compressed: output.appendChunk("IDAT", Raster.zlibCompressed(scanlines))
        }
        output.appendChunk("IEND", [])
        return output
    }

    /// Each row preceded by its filter byte (0).
    func filteredScanlines() -> [UInt8] {
        var data: [UInt8] = []
        data.reserveCapacity(height * (4 * width + 1))
        for row in 0..<height {
            data.append(0)
            data += bytes[(4 * width * row)..<(4 * width * (row + 1))]
        }
        return data
    }

    /// A zlib stream (header 0x78 0x01: deflate, 32 KiB window, no dictionary) of stored
    /// blocks of at most 65535 bytes, then the Adler-32 of the data.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        stream.reserveCapacity(data.count + data.count / 65535 * 5 + 16)
        var start = 0
        repeat {
            let end = min(start + 65535, data.count)
            let length = UInt16(end - start)
            stream.append(end == data.count ? 1 : 0)  // BFINAL, BTYPE 00
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += data[start..<end]
            start = end
        } while start < data.count
        stream.appendBigEndian(Adler32.checksum(data))
        return stream
    }

    /// A zlib stream (header 0x78 0x01) of one final deflate block with the fixed Huffman
    /// codes, then the Adler-32 of the data.
    static func zlibCompressed(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        stream += Deflate.compress(data)
        stream.appendBigEndian(Adler32.checksum(data))
        return stream
    }
}

extension [UInt8] {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF),
        ])
    }

    /// Appends a chunk: length, type, data, CRC-32 of type and data.
    mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        append(contentsOf: typeBytes)
        append(contentsOf: data)
        var crc = CRC32()
        crc.update(typeBytes)
        crc.update(data)
        appendBigEndian(crc.value)
    }
}
