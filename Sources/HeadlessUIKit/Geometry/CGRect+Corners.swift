// Internal helpers shared by rectangle transforms and layer geometry.

extension CGRect {
    /// The four corners in the order (minX, minY), (maxX, minY), (maxX, maxY), (minX, maxY).
    var corners: [CGPoint] {
        [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY),
        ]
    }

    /// The smallest standardized rectangle containing `points`; `CGRect.null` when
    /// `points` is empty or any coordinate is NaN (a bounding box of NaN has no meaning).
    /// Infinite coordinates are kept, so a point at infinity gives an infinite extent.
    init(boundingBoxOf points: [CGPoint]) {
        guard let first = points.first,
            points.allSatisfy({ !$0.x.isNaN && !$0.y.isNaN })
        else {
            self = .null
            return
        }
        var minX = first.x
        var maxX = first.x
        var minY = first.y
        var maxY = first.y
        for point in points.dropFirst() {
            minX = Swift.min(minX, point.x)
            maxX = Swift.max(maxX, point.x)
            minY = Swift.min(minY, point.y)
            maxY = Swift.max(maxY, point.y)
        }
        // `max == min` is tested first so that a box at infinity has extent 0, not inf − inf.
        self.init(
            x: minX, y: minY,
            width: maxX == minX ? 0 : maxX - minX,
            height: maxY == minY ? 0 : maxY - minY)
    }

    /// ``init(boundingBoxOf:)`` of four points, without making an array: a presentation frame
    /// maps a rectangle's four corners for each view sampled, each frame. The
    /// same comparisons in the same order, so the same result.
    init(boundingBoxOf a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) {
        guard !a.x.isNaN, !a.y.isNaN, !b.x.isNaN, !b.y.isNaN, !c.x.isNaN, !c.y.isNaN, !d.x.isNaN, !d.y.isNaN
        else {
            self = .null
            return
        }
        let minX = Swift.min(Swift.min(Swift.min(a.x, b.x), c.x), d.x)
        let maxX = Swift.max(Swift.max(Swift.max(a.x, b.x), c.x), d.x)
        let minY = Swift.min(Swift.min(Swift.min(a.y, b.y), c.y), d.y)
        let maxY = Swift.max(Swift.max(Swift.max(a.y, b.y), c.y), d.y)
        self.init(
            x: minX, y: minY,
            width: maxX == minX ? 0 : maxX - minX,
            height: maxY == minY ? 0 : maxY - minY)
    }
}
