/// An image of `width × height` pixels, 8-bit RGBA with straight (not premultiplied)
/// alpha, rows top to bottom: what ``HeadlessCompositor`` renders.
public struct Raster: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `4 · width · height` bytes: red, green, blue, alpha for each pixel, row by row.
    public private(set) var bytes: [UInt8]

    /// A raster of one color (default transparent black). Negative sizes count as zero.
    public init(width: Int, height: Int, fill: RGBA8 = RGBA8(red: 0, green: 0, blue: 0, alpha: 0)) {
        self.width = max(0, width)
        self.height = max(0, height)
        bytes = [UInt8](repeating: 0, count: 4 * self.width * self.height)
        if fill != RGBA8(red: 0, green: 0, blue: 0, alpha: 0) {
            for index in 0..<(self.width * self.height) {
                self[index] = fill
            }
        }
    }

    /// A raster with the given bytes, or nil when their count is not `4 · width · height`.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard width >= 0, height >= 0, bytes.count == 4 * width * height else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The pixel in column `x`, row `y` (both from 0, from the top left).
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the raster")
            return self[y * width + x]
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the raster")
            self[y * width + x] = newValue
        }
    }

    subscript(index: Int) -> RGBA8 {
        get {
            RGBA8(
                red: bytes[4 * index], green: bytes[4 * index + 1], blue: bytes[4 * index + 2],
                alpha: bytes[4 * index + 3])
        }
        set {
            bytes[4 * index] = newValue.red
            bytes[4 * index + 1] = newValue.green
            bytes[4 * index + 2] = newValue.blue
            bytes[4 * index + 3] = newValue.alpha
        }
    }
}

/// One pixel: 8-bit red, green, blue and alpha (straight alpha).
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
