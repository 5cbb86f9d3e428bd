/// Carries a layer's bounds rectangle up to pixels through each plane-to-plane step,
/// clipping it at each step to the points in front of the eye (weight above a small
/// epsilon) before the divide, as a homogeneous polygon clip does; gives the pixel box of
/// what is left. This bounds the pixels a layer can touch; the sampler decides coverage.
enum QuadProjection {
    static let epsilon = 1e-6

    /// The pixel box of `shape` carried through `steps` (applied in order), or an empty box.
    static func pixelBox(of shape: RoundedRect, steps: [Homography]) -> PixelRect {
        guard !shape.isEmpty else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        var polygon: [(x: Double, y: Double)] = [
            (shape.minX, shape.minY), (shape.maxX, shape.minY), (shape.maxX, shape.maxY), (shape.minX, shape.maxY),
        ]
        for step in steps {
            let images = polygon.map { step.homogeneous($0.x, $0.y) }
            if step.isPositiveAffine {
                polygon = images.map { ($0.x / $0.w, $0.y / $0.w) }
                continue
            }
            var clipped: [(x: Double, y: Double)] = []
            for index in images.indices {
                let current = images[index]
                let next = images[(index + 1) % images.count]
                if current.w >= epsilon { clipped.append((current.x / current.w, current.y / current.w)) }
                if (current.w >= epsilon) != (next.w >= epsilon) {
                    let t = (epsilon - current.w) / (next.w - current.w)
                    let x = current.x + t * (next.x - current.x)
                    let y = current.y + t * (next.y - current.y)
                    clipped.append((x / epsilon, y / epsilon))
                }
            }
            polygon = clipped
            if polygon.isEmpty { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        }
        let limit = 1e9
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, -limit), limit) }
        let xs = polygon.map { clamp($0.x) }
        let ys = polygon.map { clamp($0.y) }
        let x0 = Int(xs.min()!.rounded(.down))
        let y0 = Int(ys.min()!.rounded(.down))
        let x1 = Int(xs.max()!.rounded(.up))
        let y1 = Int(ys.max()!.rounded(.up))
        return PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }
}
