import HeadlessUIKit

/// A rectangle with some corners rounded by one radius, in a layer's bounds space: the shape
/// of a layer's background, border edges and `masksToBounds` clip.
struct RoundedRect {
    var minX: Double, minY: Double, maxX: Double, maxY: Double
    /// The radius, already limited to half the shorter side.
    var radius: Double
    var corners: CACornerMask

    /// `rect` with `radius` (clamped to 0...half the shorter side) on `corners`.
    init(_ rect: CGRect, radius: Double, corners: CACornerMask) {
        let r = rect.standardized
        minX = Double(r.minX)
        minY = Double(r.minY)
        maxX = Double(r.maxX)
        maxY = Double(r.maxY)
        let limit = min(maxX - minX, maxY - minY) / 2
        self.radius = max(0, min(radius, limit))
        self.corners = self.radius > 0 ? corners : []
    }

    /// `self` inset by `d` on every side, its radius reduced by `d` (the inner edge of a
    /// border), or nil when nothing is left.
    func inset(by d: Double) -> RoundedRect? {
        guard maxX - minX > 2 * d, maxY - minY > 2 * d else { return nil }
        var inner = self
        inner.minX += d
        inner.minY += d
        inner.maxX -= d
        inner.maxY -= d
        inner.radius = max(0, radius - d)
        if inner.radius == 0 { inner.corners = [] }
        return inner
    }

    var isEmpty: Bool { !(maxX > minX && maxY > minY) }

    /// Whether the point is inside or on the edge.
    @inline(__always)
    func contains(_ x: Double, _ y: Double) -> Bool {
        guard x >= minX, x <= maxX, y >= minY, y <= maxY else { return false }
        if corners.rawValue == 0 { return true }
        let r = radius
        let cx: Double
        let cy: Double
        let corner: CACornerMask
        if x < minX + r {
            cx = minX + r
            if y < minY + r {
                (cy, corner) = (minY + r, .layerMinXMinYCorner)
            } else if y > maxY - r {
                (cy, corner) = (maxY - r, .layerMinXMaxYCorner)
            } else {
                return true
            }
        } else if x > maxX - r {
            cx = maxX - r
            if y < minY + r {
                (cy, corner) = (minY + r, .layerMaxXMinYCorner)
            } else if y > maxY - r {
                (cy, corner) = (maxY - r, .layerMaxXMaxYCorner)
            } else {
                return true
            }
        } else {
            return true
        }
        guard corners.contains(corner) else { return true }
        let dx = x - cx
        let dy = y - cy
        return dx * dx + dy * dy <= r * r
    }
}
