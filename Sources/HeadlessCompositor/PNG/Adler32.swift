/// The Adler-32 checksum that ends a zlib stream: two sums modulo 65521, the first of the
/// bytes plus one, the second of the first's running values [RFC 1950 §8.2].
struct Adler32 {
    private static let modulus: UInt32 = 65521
    private var low: UInt32 = 1
    private var high: UInt32 = 0

    /// Adds `bytes`, reducing every 5552 bytes (the most that cannot overflow 32 bits).
    mutating func update(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            let end = min(index + 5552, bytes.count)
            while index < end {
                low &+= UInt32(bytes[index])
                high &+= low
                index += 1
            }
            low %= Adler32.modulus
            high %= Adler32.modulus
        }
    }

    /// The checksum: the second sum in the high 16 bits.
    var value: UInt32 { (high << 16) | low }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var adler = Adler32()
        adler.update(bytes)
        return adler.value
    }
}
