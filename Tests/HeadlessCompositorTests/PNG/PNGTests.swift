import Testing

@testable import HeadlessCompositor

@Suite struct PNGTests {
    /// A small raster with every channel varying.
    static func gradient(width: Int, height: Int) -> Raster {
        var raster = Raster(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                raster[x, y] = RGBA8(
                    red: UInt8(x * 255 / max(1, width - 1)), green: UInt8(y * 255 / max(1, height - 1)),
                    blue: UInt8((x + y) % 256), alpha: UInt8(255 - (x * 7 + y) % 256))
            }
        }
        return raster
    }

    @Test func crc32MatchesTheCheckValueOfTheStandard() {
        // The CRC-32 check value of "123456789" (ISO-HDLC) is 0xCBF43926.
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([]) == 0)
    }

    @Test func adler32MatchesKnownValues() {
        // RFC 1950's algorithm: "Wikipedia" gives 0x11E60398; no data gives 1.
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Adler32.checksum([]) == 1)
        // Long runs exercise the periodic reduction.
        let long = [UInt8](repeating: 255, count: 100_000)
        var low: UInt64 = 1
        var high: UInt64 = 0
        for byte in long {
            low = (low + UInt64(byte)) % 65521
            high = (high + low) % 65521
        }
        #expect(Adler32.checksum(long) == UInt32(high << 16 | low))
    }

    @Test func aPNGStartsWithTheSignatureAndAHeaderChunk() {
        let png = Self.gradient(width: 3, height: 2).pngData()
        #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(png[8..<16]) == [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        #expect(png.bigEndianUInt32(at: 16) == 3)
        #expect(png.bigEndianUInt32(at: 20) == 2)
        #expect(Array(png[(png.count - 12)...]) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }

    @Test(arguments: [(1, 1), (3, 2), (0, 0), (200, 120)])
    func decodingTheEncodingGivesTheSameRaster(size: (Int, Int)) throws {
        let raster = Self.gradient(width: size.0, height: size.1)
        #expect(try Raster(png: raster.pngData()) == raster)
    }

    @Test func imageDataLargerThanOneStoredBlockSpansSeveralBlocks() throws {
        // 200 × 120 × 4 + 120 filter bytes = 96 120 bytes: two stored blocks.
        let stream = Raster.zlibStored(Self.gradient(width: 200, height: 120).filteredScanlines())
        #expect(stream[2] == 0)
        #expect(stream[2 + 5 + 65535] == 1)
        #expect(try Inflate.zlib(stream) == Self.gradient(width: 200, height: 120).filteredScanlines())
    }

    @Test func theSameRasterGivesTheSameBytes() {
        #expect(Self.gradient(width: 17, height: 9).pngData() == Self.gradient(width: 17, height: 9).pngData())
    }

    @Test func aWrongSignatureIsRefusedAtByteZero() {
        #expect(throws: PNGError(offset: 0, "expected the PNG signature")) { try Raster(png: [1, 2, 3]) }
    }

    @Test func aCorruptedChunkIsRefusedAtItsCRC() {
        var png = Self.gradient(width: 2, height: 2).pngData()
        png[20] ^= 1  // a byte of IHDR's width
        #expect(throws: PNGError(offset: 29, "CRC mismatch")) { try Raster(png: png) }
    }

    @Test func aBlockWithDynamicHuffmanTablesIsRefusedWithItsOffset() {
        #expect(throws: PNGError(offset: 2, "only stored and fixed-Huffman deflate blocks are supported")) {
            try Inflate.zlib([0x78, 0x01, 0x05, 0x00, 0x00, 0x00, 0x00, 0x01])
        }
    }

    @Test func everyFilterTypeIsUndone() throws {
        // Row 0 with filter Sub (1), row 1 with Up (2), row 2 with Average (3), row 3 with Paeth (4).
        let raster = Self.gradient(width: 4, height: 4)
        var filtered: [UInt8] = []
        let stride = 16
        func byte(_ x: Int, _ y: Int) -> UInt8 { x < 0 || y < 0 ? 0 : raster.bytes[y * stride + x] }
        for y in 0..<4 {
            filtered.append(UInt8(y + 1))
            for x in 0..<stride {
                let (a, b, c) = (byte(x - 4, y), byte(x, y - 1), byte(x - 4, y - 1))
                let predicted: UInt8 =
                    switch y {
                    case 0: a
                    case 1: b
                    case 2: UInt8((Int(a) + Int(b)) / 2)
                    default: Raster.paeth(a, b, c)
                    }
                filtered.append(byte(x, y) &- predicted)
            }
        }
        var png = Raster.pngSignature
        var header: [UInt8] = []
        header.appendBigEndian(4)
        header.appendBigEndian(4)
        header += [8, 6, 0, 0, 0]
        png.appendChunk("IHDR", header)
        png.appendChunk("IDAT", Raster.zlibStored(filtered))
        png.appendChunk("IEND", [])
        #expect(try Raster(png: png) == raster)
    }
}
