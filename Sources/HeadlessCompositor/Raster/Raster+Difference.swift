/// How two rasters differ: the number of pixels with a channel differing by more than the
/// tolerance, the smallest rectangle holding them, and the largest channel difference.
public struct RasterDifference: Hashable, Sendable, CustomStringConvertible {
    /// Whether the two rasters have the same size; when not, every pixel counts as differing.
    public var sizesMatch: Bool
    /// Pixels whose red, green, blue or alpha differ by more than the tolerance.
    public var differingPixelCount: Int
    /// The bounding box of those pixels; nil when there are none.
    public var boundingBox: PixelRect?
    /// The largest difference of one channel over all pixels (0...255).
    public var largestChannelDifference: Int

    /// Whether no pixel differs by more than the tolerance.
    public var isWithinTolerance: Bool { sizesMatch && differingPixelCount == 0 }

    public var description: String {
        guard sizesMatch else { return "the sizes differ" }
        guard let box = boundingBox else {
            return "no pixel differs (largest channel difference \(largestChannelDifference))"
        }
        return
            "\(differingPixelCount) pixels differ within \(box) (largest channel difference \(largestChannelDifference))"
    }
}

extension Raster {
    /// Compares with `other` pixel by pixel: a pixel differs when any of its channels differs
    /// by more than `tolerance` (0 compares exactly).
    public func difference(from other: Raster, tolerance: Int = 0) -> RasterDifference {
        guard width == other.width, height == other.height else {
            return RasterDifference(
                sizesMatch: false, differingPixelCount: max(width * height, other.width * other.height),
                boundingBox: PixelRect(x: 0, y: 0, width: max(width, other.width), height: max(height, other.height)),
                largestChannelDifference: 255)
        }
        var count = 0
        var largest = 0
        var minX = Int.max
        var minY = Int.max
        var maxX = Int.min
        var maxY = Int.min
        for y in 0..<height {
            for x in 0..<width {
                let base = 4 * (y * width + x)
                var pixelLargest = 0
                for channel in 0..<4 {
                    let d = abs(Int(bytes[base + channel]) - Int(other.bytes[base + channel]))
                    pixelLargest = max(pixelLargest, d)
                }
                largest = max(largest, pixelLargest)
                if pixelLargest > tolerance {
                    count += 1
                    minX = min(minX, x)
                    minY = min(minY, y)
                    maxX = max(maxX, x)
                    maxY = max(maxY, y)
                }
            }
        }
        let box = count == 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        return RasterDifference(
            sizesMatch: true, differingPixelCount: count, boundingBox: box, largestChannelDifference: largest)
    }
}
