// A deflate encoder [RFC 1951]: greedy LZ77 matching over a 32 KiB window with hash chains,
// written with the fixed Huffman codes of §3.2.6 in one final block. No dynamic tables and
// no lazy matching: a little larger than zlib's output, and a function of the input alone.

/// Compresses bytes into a raw deflate stream (no zlib header or checksum).
enum Deflate {
    /// The largest distance back a match may reach [RFC 1951 §3.2.5].
    static let windowSize = 32768
    /// The shortest and longest match deflate can express.
    static let minimumMatch = 3
    static let maximumMatch = 258
    /// How many earlier positions with the same hash are tried per position: bounds the
    /// work on long runs and repeats.
    static let maximumChain = 32
    private static let hashBits = 15

    /// The length symbols 257...285: the shortest length each stands for and its extra bits.
    static let lengthBases: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    static let lengthExtraBits: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// The distance symbols 0...29: the shortest distance each stands for and its extra bits.
    static let distanceBases: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtraBits: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// For each length 0...258, the index of its symbol in ``lengthBases``.
    private static let lengthSymbolIndex: [Int] = {
        var table = [Int](repeating: 0, count: maximumMatch + 1)
        for length in minimumMatch...maximumMatch {
            table[length] = (lengthBases.lastIndex { $0 <= length })!
        }
        return table
    }()

    /// `data` as one final deflate block with the fixed Huffman codes.
    static func compress(_ data: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        writer.write(1, count: 1)  // BFINAL
        writer.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
        let mask = windowSize - 1
        var head = [Int32](repeating: -1, count: 1 << hashBits)
        var previous = [Int32](repeating: -1, count: windowSize)
        let count = data.count

        func hash(at position: Int) -> Int {
            let key = UInt32(data[position]) << 16 | UInt32(data[position + 1]) << 8 | UInt32(data[position + 2])
            return Int((key &* 2_654_435_761) >> UInt32(32 - hashBits))
        }
        func insert(_ position: Int) {
            let slot = hash(at: position)
            previous[position & mask] = head[slot]
            head[slot] = Int32(position)
        }

        var position = 0
        while position < count {
            var bestLength = 0
            var bestDistance = 0
            if position + minimumMatch <= count {
                let limit = min(maximumMatch, count - position)
                var candidate = Int(head[hash(at: position)])
                var tries = maximumChain
                while candidate >= 0, position - candidate <= windowSize, tries > 0 {
                    if data[candidate + bestLength] == data[position + bestLength] {
                        var length = 0
                        while length < limit, data[candidate + length] == data[position + length] { length += 1 }
                        if length > bestLength {
                            bestLength = length
                            bestDistance = position - candidate
                            if length == limit { break }
                        }
                    }
                    let next = Int(previous[candidate & mask])
                    guard next < candidate else { break }
                    candidate = next
                    tries -= 1
                }
                insert(position)
            }
            if bestLength >= minimumMatch {
                writer.writeMatch(length: bestLength, distance: bestDistance)
                var inside = position + 1
                while inside < position + bestLength, inside + minimumMatch <= count {
                    insert(inside)
                    inside += 1
                }
                position += bestLength
            } else {
                writer.writeLiteral(Int(data[position]))
                position += 1
            }
        }
        writer.writeLiteral(256)  // end of block
        return writer.finish()
    }

    /// Bits packed from the least significant bit of each byte up [RFC 1951 §3.1.1].
    struct BitWriter {
        private(set) var bytes: [UInt8] = []
        private var buffer: UInt64 = 0
        private var filled = 0

        /// Writes the low `count` bits of `value`, least significant first.
        mutating func write(_ value: Int, count: Int) {
            buffer |= UInt64(value) << UInt64(filled)
            filled += count
            while filled >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                filled -= 8
            }
        }

        /// Writes a Huffman code: its most significant bit first.
        mutating func writeCode(_ code: Int, length: Int) {
            var reversed = 0
            for bit in 0..<length {
                reversed |= ((code >> bit) & 1) << (length - 1 - bit)
            }
            write(reversed, count: length)
        }

        /// Writes a literal/length symbol with its fixed code [RFC 1951 §3.2.6].
        mutating func writeLiteral(_ symbol: Int) {
            switch symbol {
            case 0...143: writeCode(0x30 + symbol, length: 8)
            case 144...255: writeCode(0x190 + symbol - 144, length: 9)
            case 256...279: writeCode(symbol - 256, length: 7)
            default: writeCode(0xC0 + symbol - 280, length: 8)
            }
        }

        /// Writes a match: its length symbol and extra bits, then its distance symbol (five
        /// bits) and extra bits.
        mutating func writeMatch(length: Int, distance: Int) {
            let lengthIndex = Deflate.lengthSymbolIndex[length]
            writeLiteral(257 + lengthIndex)
            write(length - Deflate.lengthBases[lengthIndex], count: Deflate.lengthExtraBits[lengthIndex])
            let distanceIndex = (Deflate.distanceBases.lastIndex { $0 <= distance })!
            writeCode(distanceIndex, length: 5)
            write(distance - Deflate.distanceBases[distanceIndex], count: Deflate.distanceExtraBits[distanceIndex])
        }

        /// The bytes, the last one padded with zero bits.
        mutating func finish() -> [UInt8] {
            if filled > 0 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer = 0
                filled = 0
            }
            return bytes
        }
    }
}
