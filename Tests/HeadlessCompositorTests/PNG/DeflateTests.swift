import Testing

@testable import HeadlessCompositor

@Suite struct DeflateTests {
    /// Byte strings that exercise literals, short and long matches, overlapping matches, the
    /// longest match, distances across the whole window, and the end of the data.
    static let inputs: [(name: String, bytes: [UInt8])] = {
        var seeded: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt8 {
            seeded = seeded &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: seeded >> 33)
        }
        let noise = (0..<5000).map { _ in next() }
        let far = noise + [UInt8](repeating: 7, count: 30000) + noise
        return [
            ("empty", []),
            ("one byte", [42]),
            ("two bytes", [1, 2]),
            ("a run", [UInt8](repeating: 9, count: 1000)),
            ("a pixel pattern", Array([[10, 20, 30, 255], [10, 20, 30, 255]].joined().prefix(8)) + [1, 2, 3]),
            ("rows", Array((0..<64).map { _ in (0..<200).map { UInt8($0 % 17) } }.joined())),
            ("noise", noise),
            ("far repeat", far),
            ("every byte value", (0..<256).map(UInt8.init) + (0..<256).map { UInt8(255 - $0) }),
        ]
    }()

    @Test(arguments: inputs.indices)
    func inflatingTheCompressedStreamGivesTheData(index: Int) throws {
        let data = Self.inputs[index].bytes
        #expect(try Inflate.zlib(Raster.zlibCompressed(data)) == data, "\(Self.inputs[index].name)")
    }

    @Test func repetitiveDataShrinks() {
        let rows = Self.inputs[5].bytes
        #expect(Raster.zlibCompressed(rows).count * 20 < rows.count)
        let run = Self.inputs[3].bytes
        #expect(Deflate.compress(run).count < 20)
    }

    @Test func aCompressedPNGDecodesToTheSameRasterAndIsSmaller() throws {
        var raster = Raster(width: 120, height: 90, fill: RGBA8(red: 30, green: 60, blue: 90, alpha: 255))
        for y in 20..<70 {
            for x in 10..<(40 + y) {
                raster[x, y] = RGBA8(red: 200, green: UInt8(x), blue: 10, alpha: 255)
            }
        }
        let compressed = raster.pngData(compression: .compressed)
        #expect(try Raster(png: compressed) == raster)
        #expect(compressed.count * 5 < raster.pngData().count)
        #expect(compressed == raster.pngData(compression: .compressed))
    }

    @Test func aGradientRoundTripsCompressed() throws {
        let raster = PNGTests.gradient(width: 97, height: 33)
        #expect(try Raster(png: raster.pngData(compression: .compressed)) == raster)
    }

    @Test func aDistanceBeforeTheStartIsRefused() {
        // A fixed block whose first symbol is a match (length 3, distance 1): nothing to copy.
        var writer = Deflate.BitWriter()
        writer.write(1, count: 1)
        writer.write(1, count: 2)
        writer.writeMatch(length: 3, distance: 1)
        writer.writeLiteral(256)
        let stream = [0x78, 0x01] + writer.finish() + [0, 0, 0, 1]
        #expect(throws: PNGError(offset: 2, "distance 1 reaches before the start of the data")) {
            try Inflate.zlib(stream)
        }
    }

    @Test func aTruncatedStreamIsRefused() {
        let stream = Raster.zlibCompressed(Self.inputs[6].bytes)
        #expect(throws: PNGError.self) { try Inflate.zlib(Array(stream.prefix(stream.count / 2))) }
    }
}
