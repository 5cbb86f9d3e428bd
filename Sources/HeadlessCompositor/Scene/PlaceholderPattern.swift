import HeadlessUIKit

/// The content drawn in a view without a background color, so that its motion shows: a
/// checkerboard of two tones of one hue, in squares of ``cellSize`` points of the layer's
/// own bounds space (so it moves, turns and scales with the layer). The hue comes from the
/// layer's ``LayerIdentity`` (the owning view controller's type name and the index path
/// below its view) through a 64-bit FNV-1a hash (with a final mix), never from a memory address, so the same
/// view looks the same in every run and wherever its controller's view is hosted.
struct PlaceholderPattern: Equatable {
    static let cellSize = 10.0
    var light: PremultipliedColor
    var dark: PremultipliedColor

    init(identity: LayerIdentity) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ byte: UInt8) {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        for byte in (identity.owner ?? "").utf8 { mix(byte) }
        mix(0xFF)
        for index in identity.path {
            for shift in stride(from: 0, to: 64, by: 8) {
                mix(UInt8(truncatingIfNeeded: UInt64(bitPattern: Int64(index)) >> UInt64(shift)))
            }
        }
        // FNV-1a's low bits mix poorly: finish with a multiply-xorshift and take high bits.
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        let hue = Double((hash >> 32) % 360) / 360
        light = PlaceholderPattern.color(hue: hue, value: 0.95)
        dark = PlaceholderPattern.color(hue: hue, value: 0.78)
    }

    /// An opaque color of saturation 0.4 from hue (0..<1) and value.
    static func color(hue: Double, value: Double) -> PremultipliedColor {
        let saturation = 0.4
        let h = hue * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = value * (1 - saturation)
        let q = value * (1 - saturation * f)
        let t = value * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (value, t, p)
        case 1: (r, g, b) = (q, value, p)
        case 2: (r, g, b) = (p, value, t)
        case 3: (r, g, b) = (p, q, value)
        case 4: (r, g, b) = (t, p, value)
        default: (r, g, b) = (value, p, q)
        }
        return PremultipliedColor(red: Float(r), green: Float(g), blue: Float(b), alpha: 1)
    }

    /// The color at a point given relative to the bounds' origin.
    @inline(__always)
    func color(atX x: Double, y: Double) -> PremultipliedColor {
        let column = Int((x / PlaceholderPattern.cellSize).rounded(.down))
        let row = Int((y / PlaceholderPattern.cellSize).rounded(.down))
        return (column + row) & 1 == 0 ? light : dark
    }
}
