import HeadlessUIKit

/// Which sample points of a fill are inside, when that splits into a test of the column and a
/// test of the row: the region is a rectangle with no rounded corner, every clip on the way is
/// too, each mapped from pixels by a scale and a translation (no rotation, no shear, no
/// perspective), and no plane needs a front check. Then a point is inside exactly when its
/// column and its row are, so a fill tests each column and each row once instead of each
/// point: the same answers as ``Canvas/fill(_:paint:fromPixel:clip:box:opacity:)``'s
/// point test, bit for bit, since the other coordinate adds only a zero to each mapped
/// coordinate and the weight is exactly 1.
struct SeparableCoverage {
    /// The rectangles to be inside of, each with its map from pixels.
    private let boxes: [(fromPixel: Homography, shape: RoundedRect)]

    /// Nil when the test does not split (a rounded corner, a border's ring, a rotation, a
    /// perspective, a front check).
    init?(region: FillRegion, fromPixel: Homography, clip: ClipState) {
        guard case .shape(let shape) = region, clip.frontChecks.isEmpty else { return nil }
        var boxes = [(fromPixel: fromPixel, shape: shape)]
        for index in clip.clips.indices { boxes.append(clip.clips[index]) }
        for (map, shape) in boxes {
            guard shape.corners.rawValue == 0, map.m12 == 0, map.m21 == 0, map.m13 == 0, map.m23 == 0, map.m33 == 1
            else { return nil }
        }
        self.boxes = boxes
    }

    /// Whether pixel column `x` is inside every rectangle across.
    @inline(__always)
    func column(_ x: Double) -> Bool {
        var index = 0
        while index < boxes.count {
            let (map, shape) = boxes[index]
            let h = map.homogeneous(x, 0)
            let mapped = h.x / h.w
            guard h.w > 0, mapped >= shape.minX, mapped <= shape.maxX else { return false }
            index += 1
        }
        return true
    }

    /// Whether pixel row `y` is inside every rectangle down.
    @inline(__always)
    func row(_ y: Double) -> Bool {
        var index = 0
        while index < boxes.count {
            let (map, shape) = boxes[index]
            let h = map.homogeneous(0, y)
            let mapped = h.y / h.w
            guard h.w > 0, mapped >= shape.minY, mapped <= shape.maxY else { return false }
            index += 1
        }
        return true
    }
}
