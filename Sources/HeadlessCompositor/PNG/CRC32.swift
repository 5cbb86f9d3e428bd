/// The CRC-32 that PNG chunks carry (ISO 3309 / ITU-T V.42: the reflected polynomial
/// 0xEDB88320, initial value and final XOR all ones) [PNG spec §5.5 and Annex D].
struct CRC32 {
    private static let table: [UInt32] = (0..<256).map { entry in
        var value = UInt32(entry)
        for _ in 0..<8 {
            value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
        }
        return value
    }

    private var register: UInt32 = 0xFFFF_FFFF

    /// Adds `bytes` to the running checksum.
    mutating func update(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            register = CRC32.table[Int((register ^ UInt32(byte)) & 0xFF)] ^ (register >> 8)
        }
    }

    /// The checksum of everything added so far.
    var value: UInt32 { register ^ 0xFFFF_FFFF }

    /// The checksum of `bytes`.
    static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }
}
