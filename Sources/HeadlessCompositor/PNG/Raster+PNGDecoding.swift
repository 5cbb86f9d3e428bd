// Reading PNG files back: enough for this module's own output and for other 8-bit RGBA,
// non-interlaced PNGs whose image data uses stored or fixed-Huffman deflate blocks. Every
// filter type is undone; blocks with dynamic Huffman tables are refused with a located error.

extension Raster {
    /// Decodes a PNG written by ``pngData(compression:)`` (or any 8-bit RGBA, non-interlaced
    /// PNG with stored or fixed-Huffman deflate blocks). Checks the signature, every chunk's
    /// CRC and the Adler-32.
    public init(png data: [UInt8]) throws(PNGError) {
        guard data.count >= 8, Array(data[0..<8]) == Raster.pngSignature else {
            throw PNGError(offset: 0, "expected the PNG signature")
        }
        var offset = 8
        var header: (width: Int, height: Int)?
        var imageData: [UInt8] = []
        var sawEnd = false
        while !sawEnd {
            guard offset + 12 <= data.count else { throw PNGError(offset: offset, "expected a chunk, found the end") }
            let length = Int(data.bigEndianUInt32(at: offset))
            let typeBytes = Array(data[(offset + 4)..<(offset + 8)])
            guard length <= data.count - offset - 12 else {
                throw PNGError(offset: offset, "chunk length \(length) runs past the end")
            }
            let body = Array(data[(offset + 8)..<(offset + 8 + length)])
            var crc = CRC32()
            crc.update(typeBytes)
            crc.update(body)
            guard crc.value == data.bigEndianUInt32(at: offset + 8 + length) else {
                throw PNGError(offset: offset + 8 + length, "CRC mismatch")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            switch type {
            case "IHDR":
                guard body.count == 13, body[8] == 8, body[9] == 6, body[10] == 0, body[11] == 0, body[12] == 0 else {
                    throw PNGError(offset: offset + 8, "expected an 8-bit RGBA, non-interlaced header")
                }
                header = (Int(body.bigEndianUInt32(at: 0)), Int(body.bigEndianUInt32(at: 4)))
            case "IDAT":
                imageData += body
            case "IEND":
                sawEnd = true
            default:
                break
            }
            offset += 12 + length
        }
        guard let header else { throw PNGError(offset: 8, "expected an IHDR chunk") }
        let inflated = try Inflate.zlib(imageData)
        let stride = 4 * header.width
        guard inflated.count == header.height * (stride + 1) else {
            throw PNGError(offset: inflated.count, "expected \(header.height * (stride + 1)) bytes of image data")
        }
        var pixels = [UInt8](repeating: 0, count: stride * header.height)
        for row in 0..<header.height {
            let filter = inflated[row * (stride + 1)]
            for column in 0..<stride {
                let raw = inflated[row * (stride + 1) + 1 + column]
                let left = column >= 4 ? pixels[row * stride + column - 4] : 0
                let up = row > 0 ? pixels[(row - 1) * stride + column] : 0
                let upLeft = row > 0 && column >= 4 ? pixels[(row - 1) * stride + column - 4] : 0
                let predicted: UInt8
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = UInt8((Int(left) + Int(up)) / 2)
                case 4: predicted = Raster.paeth(left, up, upLeft)
                default: throw PNGError(offset: row * (stride + 1), "unknown filter type \(filter)")
                }
                pixels[row * stride + column] = raw &+ predicted
            }
        }
        self.init(width: header.width, height: header.height, bytes: pixels)!
    }

    /// The Paeth predictor [PNG spec §9.4].
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a))
        let pb = abs(p - Int(b))
        let pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}

extension [UInt8] {
    func bigEndianUInt32(at offset: Int) -> UInt32 {
        UInt32(self[offset]) << 24 | UInt32(self[offset + 1]) << 16 | UInt32(self[offset + 2]) << 8
            | UInt32(self[offset + 3])
    }
}
