// Reading deflate streams [RFC 1951] made of stored blocks and blocks with the fixed Huffman
// codes: what ``Raster/pngData(compression:)`` writes. Blocks with dynamic Huffman tables are
// refused with a located error.

/// Decompresses the raw deflate streams this module writes.
enum Inflate {
    /// The data of a zlib stream [RFC 1950] of stored or fixed-Huffman deflate blocks, its
    /// Adler-32 checked. Offsets in errors count from the stream's first byte.
    static func zlib(_ stream: [UInt8]) throws(PNGError) -> [UInt8] {
        guard stream.count >= 6, stream[0] & 0x0F == 8, (UInt16(stream[0]) << 8 | UInt16(stream[1])) % 31 == 0 else {
            throw PNGError(offset: 0, "expected a zlib header")
        }
        var reader = BitReader(bytes: stream, offset: 2)
        var output: [UInt8] = []
        var final = false
        while !final {
            let blockStart = reader.byteOffset
            final = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0: try storedBlock(&reader, into: &output)
            case 1: try fixedBlock(&reader, into: &output)
            default: throw PNGError(offset: blockStart, "only stored and fixed-Huffman deflate blocks are supported")
            }
        }
        reader.alignToByte()
        let offset = reader.byteOffset
        guard offset + 4 <= stream.count, stream.bigEndianUInt32(at: offset) == Adler32.checksum(output) else {
            throw PNGError(offset: offset, "Adler-32 mismatch")
        }
        return output
    }

    private static func storedBlock(_ reader: inout BitReader, into output: inout [UInt8]) throws(PNGError) {
        reader.alignToByte()
        let offset = reader.byteOffset
        let bytes = reader.bytes
        guard offset + 4 <= bytes.count else { throw PNGError(offset: offset, "expected a stored block's length") }
        let length = Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
        let complement = Int(bytes[offset + 2]) | Int(bytes[offset + 3]) << 8
        guard length ^ complement == 0xFFFF else { throw PNGError(offset: offset, "LEN and NLEN disagree") }
        guard offset + 4 + length <= bytes.count else {
            throw PNGError(offset: offset + 4, "stored block runs past the end")
        }
        output += bytes[(offset + 4)..<(offset + 4 + length)]
        reader.byteOffset = offset + 4 + length
    }

    private static func fixedBlock(_ reader: inout BitReader, into output: inout [UInt8]) throws(PNGError) {
        while true {
            let symbolOffset = reader.byteOffset
            let symbol = try literalSymbol(&reader)
            if symbol < 256 {
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < Deflate.lengthBases.count else {
                throw PNGError(offset: symbolOffset, "invalid length symbol \(symbol)")
            }
            let length = Deflate.lengthBases[lengthIndex] + (try reader.bits(Deflate.lengthExtraBits[lengthIndex]))
            let distanceIndex = try reader.code(5)
            guard distanceIndex < Deflate.distanceBases.count else {
                throw PNGError(offset: symbolOffset, "invalid distance symbol \(distanceIndex)")
            }
            let distance =
                Deflate.distanceBases[distanceIndex] + (try reader.bits(Deflate.distanceExtraBits[distanceIndex]))
            guard distance <= output.count else {
                throw PNGError(offset: symbolOffset, "distance \(distance) reaches before the start of the data")
            }
            let start = output.count - distance
            for index in 0..<length {
                output.append(output[start + index])
            }
        }
    }

    /// A literal/length symbol in the fixed code: 7, 8 or 9 bits [RFC 1951 §3.2.6].
    private static func literalSymbol(_ reader: inout BitReader) throws(PNGError) -> Int {
        var code = try reader.code(7)
        if code <= 0x17 { return 256 + code }
        code = code << 1 | (try reader.bits(1))
        if (0x30...0xBF).contains(code) { return code - 0x30 }
        if (0xC0...0xC7).contains(code) { return 280 + code - 0xC0 }
        code = code << 1 | (try reader.bits(1))
        return 144 + code - 0x190
    }

    /// Bits read from the least significant bit of each byte up.
    struct BitReader {
        let bytes: [UInt8]
        var byteOffset: Int
        private var bitOffset = 0

        init(bytes: [UInt8], offset: Int) {
            self.bytes = bytes
            byteOffset = offset
        }

        /// `count` bits as a number, the first read the least significant.
        mutating func bits(_ count: Int) throws(PNGError) -> Int {
            var value = 0
            for index in 0..<count {
                guard byteOffset < bytes.count else { throw PNGError(offset: byteOffset, "deflate data ends early") }
                value |= Int((bytes[byteOffset] >> UInt8(bitOffset)) & 1) << index
                bitOffset += 1
                if bitOffset == 8 {
                    bitOffset = 0
                    byteOffset += 1
                }
            }
            return value
        }

        /// A Huffman code of `count` bits, the first read the most significant.
        mutating func code(_ count: Int) throws(PNGError) -> Int {
            var value = 0
            for _ in 0..<count {
                value = value << 1 | (try bits(1))
            }
            return value
        }

        /// Skips to the next byte boundary.
        mutating func alignToByte() {
            if bitOffset > 0 {
                bitOffset = 0
                byteOffset += 1
            }
        }
    }
}
