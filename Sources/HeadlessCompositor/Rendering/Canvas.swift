/// A premultiplied RGBA image covering `box` of the raster's pixels, in `Float`: the target
/// of drawing, and the offscreen image of a group (opacity) or a masked layer.
struct Canvas {
    let box: PixelRect
    var pixels: [Float]

    /// A transparent canvas.
    init(box: PixelRect) {
        self.box = box
        pixels = [Float](repeating: 0, count: 4 * max(0, box.width) * max(0, box.height))
    }

    /// Draws `other` over this canvas (source over), its every channel scaled by `opacity`.
    mutating func composite(_ other: Canvas, opacity: Float) {
        let common = box.intersection(other.box)
        guard !common.isEmpty, opacity > 0 else { return }
        other.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                for y in common.y..<common.maxY {
                    var s = 4 * ((y - other.box.y) * other.box.width + (common.x - other.box.x))
                    var t = 4 * ((y - box.y) * box.width + (common.x - box.x))
                    for _ in 0..<common.width {
                        let alpha = source[s + 3] * opacity
                        if alpha > 0 {
                            let keep = 1 - alpha
                            target[t] = source[s] * opacity + target[t] * keep
                            target[t + 1] = source[s + 1] * opacity + target[t + 1] * keep
                            target[t + 2] = source[s + 2] * opacity + target[t + 2] * keep
                            target[t + 3] = alpha + target[t + 3] * keep
                        }
                        s += 4
                        t += 4
                    }
                }
            }
        }
    }

    /// Multiplies every pixel by the alpha of `mask` at the same place (zero outside it).
    mutating func multiply(byAlphaOf mask: Canvas) {
        for y in box.y..<box.maxY {
            for x in box.x..<box.maxX {
                let t = 4 * ((y - box.y) * box.width + (x - box.x))
                var alpha: Float = 0
                if x >= mask.box.x, x < mask.box.maxX, y >= mask.box.y, y < mask.box.maxY {
                    alpha = mask.pixels[4 * ((y - mask.box.y) * mask.box.width + (x - mask.box.x)) + 3]
                }
                pixels[t] *= alpha
                pixels[t + 1] *= alpha
                pixels[t + 2] *= alpha
                pixels[t + 3] *= alpha
            }
        }
    }

    /// The canvas over an opaque or transparent `background`, as 8-bit straight-alpha RGBA.
    func raster(over background: PremultipliedColor?) -> Raster {
        let count = max(0, box.width) * max(0, box.height)
        let back = background ?? PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)
        // Buffers and scalars, no array per pixel: this runs for every pixel of every picture.
        // A pixel whose four values have the same bits as the one before it (most of a picture
        // of flat views) gets the same bytes without converting them again: its 16 bytes are
        // compared as two words and its 4 bytes copied as one. Every byte is written once, so
        // the bytes are not cleared first.
        let bytes = [UInt8](unsafeUninitializedCapacity: 4 * count) { target, initialized in
            pixels.withUnsafeBufferPointer { source in
                guard count > 0, let from = source.baseAddress, let to = target.baseAddress else { return }
                let words = UnsafeRawPointer(from)
                let out = UnsafeMutableRawPointer(to)
                var previous = -1
                for index in 0..<count {
                    let p = 4 * index
                    if previous >= 0,
                        words.loadUnaligned(fromByteOffset: 4 * p, as: UInt64.self)
                            == words.loadUnaligned(fromByteOffset: 4 * previous, as: UInt64.self),
                        words.loadUnaligned(fromByteOffset: 4 * p + 8, as: UInt64.self)
                            == words.loadUnaligned(fromByteOffset: 4 * previous + 8, as: UInt64.self)
                    {
                        out.storeBytes(
                            of: out.loadUnaligned(fromByteOffset: previous, as: UInt32.self), toByteOffset: p,
                            as: UInt32.self)
                        continue
                    }
                    previous = p
                    let keep = 1 - source[p + 3]
                    let alpha = source[p + 3] + back.alpha * keep
                    guard alpha > 0 else {
                        out.storeBytes(of: 0, toByteOffset: p, as: UInt32.self)
                        continue
                    }
                    to[p] = Canvas.byte((source[p] + back.red * keep) / alpha)
                    to[p + 1] = Canvas.byte((source[p + 1] + back.green * keep) / alpha)
                    to[p + 2] = Canvas.byte((source[p + 2] + back.blue * keep) / alpha)
                    to[p + 3] = Canvas.byte(alpha)
                }
            }
            initialized = 4 * count
        }
        return Raster(width: box.width, height: box.height, bytes: bytes)!
    }

    /// A 0...1 value as a byte, rounded to nearest.
    @inline(__always)
    static func byte(_ value: Float) -> UInt8 {
        UInt8(min(max(value, 0), 1) * 255 + 0.5)
    }
}
