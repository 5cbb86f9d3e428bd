/// What a fill covers in a layer's bounds space: its rounded bounds, or the ring between
/// them and an inner rounded rectangle (a border).
enum FillRegion {
    case shape(RoundedRect)
    case ring(outer: RoundedRect, inner: RoundedRect?)

    @inline(__always)
    func contains(_ x: Double, _ y: Double) -> Bool {
        switch self {
        case .shape(let shape): return shape.contains(x, y)
        case .ring(let outer, let inner):
            guard outer.contains(x, y) else { return false }
            guard let inner else { return true }
            return !inner.contains(x, y)
        }
    }
}

/// What a fill paints: one color, or the placeholder pattern (anchored at the bounds' origin).
enum FillPaint {
    case solid(PremultipliedColor)
    case pattern(PlaceholderPattern, originX: Double, originY: Double)
}

extension Canvas {
    /// The sample offsets inside a pixel: a 4 × 4 grid at the centres of its sixteenths.
    static let sampleOffsets: [Double] = [0.125, 0.375, 0.625, 0.875]

    /// Paints `region` of a layer whose bounds space maps from pixels by `fromPixel`, within
    /// `box`, blending source-over with the coverage of each pixel times `opacity`.
    ///
    /// Coverage: a pixel whose four corners and centre all agree (all in or all out of the
    /// region and the clips) counts as fully in or out; any other pixel is sampled on the
    /// 4 × 4 grid and covered by the share of samples inside. The paint is taken at the
    /// pixel's centre, so a pattern is sampled once per pixel.
    mutating func fill(
        _ region: FillRegion, paint: FillPaint, fromPixel: Homography, clip: ClipState, box area: PixelRect,
        opacity: Float
    ) {
        let area = area.intersection(box).intersection(clip.box)
        guard !area.isEmpty, opacity > 0 else { return }
        @inline(__always)
        func inside(_ x: Double, _ y: Double) -> Bool {
            let h = fromPixel.homogeneous(x, y)
            guard h.w > 0, region.contains(h.x / h.w, h.y / h.w) else { return false }
            return clip.admits(x, y)
        }
        if let separable = SeparableCoverage(region: region, fromPixel: fromPixel, clip: clip) {
            fill(area, separable, paint: paint, fromPixel: fromPixel, opacity: opacity)
            return
        }
        let width = area.width
        var top = (0...width).map { inside(Double(area.x + $0), Double(area.y)) }
        var bottom = top
        let canvasBox = box
        // While loops: this runs for every pixel drawn, and in a debug build a range's
        // iterator costs a generic-metadata lookup.
        pixels.withUnsafeMutableBufferPointer { target in
            var y = area.y
            while y < area.maxY {
                defer { y += 1 }
                var corner = 0
                while corner <= width {
                    bottom[corner] = inside(Double(area.x + corner), Double(y + 1))
                    corner += 1
                }
                var i = -1
                while i + 1 < width {
                    i += 1
                    let x = area.x + i
                    let cx = Double(x) + 0.5
                    let cy = Double(y) + 0.5
                    let centre = inside(cx, cy)
                    var coverage: Float
                    if top[i] == centre && top[i + 1] == centre && bottom[i] == centre && bottom[i + 1] == centre {
                        coverage = centre ? 1 : 0
                    } else {
                        var count = 0
                        var row = 0
                        while row < 4 {
                            let dy = Canvas.sampleOffsets[row]
                            var column = 0
                            while column < 4 {
                                if inside(Double(x) + Canvas.sampleOffsets[column], Double(y) + dy) { count += 1 }
                                column += 1
                            }
                            row += 1
                        }
                        coverage = Float(count) / 16
                    }
                    guard coverage > 0 else { continue }
                    Canvas.blend(
                        into: target, box: canvasBox, x: x, y: y, coverage: coverage, paint: paint,
                        fromPixel: fromPixel,
                        opacity: opacity)
                }
                swap(&top, &bottom)
            }
        }
    }

    /// ``fill(_:paint:fromPixel:clip:box:opacity:)`` where the point test splits into columns
    /// and rows (``SeparableCoverage``): each column's and each row's corners, centre and
    /// samples are tested once, and each pixel's coverage follows from them as the point test
    /// gives it.
    private mutating func fill(
        _ area: PixelRect, _ coverage: SeparableCoverage, paint: FillPaint, fromPixel: Homography, opacity: Float
    ) {
        let width = area.width
        let offsets = Canvas.sampleOffsets
        // Per column: its left corner (and the right one after the last), its centre, and how
        // many of its four sample columns are inside.
        var corners = [Bool](repeating: false, count: width + 1)
        var centres = [Bool](repeating: false, count: width)
        var samples = [Int](repeating: 0, count: width)
        var i = 0
        while i <= width {
            corners[i] = coverage.column(Double(area.x + i))
            if i < width {
                centres[i] = coverage.column(Double(area.x + i) + 0.5)
                var count = 0
                for offset in offsets where coverage.column(Double(area.x + i) + offset) { count += 1 }
                samples[i] = count
            }
            i += 1
        }
        // Each pixel's coverage in a row whose corners, centre and samples are all inside: what
        // the general rule below gives there, column by column.
        var insideRow = [Float](repeating: 0, count: width)
        i = 0
        while i < width {
            let centre = centres[i]
            insideRow[i] =
                corners[i] == centre && corners[i + 1] == centre ? (centre ? 1 : 0) : Float(4 * samples[i]) / 16
            i += 1
        }
        let canvasBox = box
        pixels.withUnsafeMutableBufferPointer { target in
            var top = coverage.row(Double(area.y))
            var y = area.y
            while y < area.maxY {
                defer { y += 1 }
                let bottom = coverage.row(Double(y + 1))
                let centreRow = coverage.row(Double(y) + 0.5)
                var sampleRows = 0
                for offset in offsets where coverage.row(Double(y) + offset) { sampleRows += 1 }
                defer { top = bottom }
                // A row whose corners and centre are all out covers nothing.
                if !top && !bottom && !centreRow { continue }
                if top && bottom && centreRow && sampleRows == offsets.count {
                    var i = 0
                    while i < width {
                        let pixelCoverage = insideRow[i]
                        if pixelCoverage > 0 {
                            Canvas.blend(
                                into: target, box: canvasBox, x: area.x + i, y: y, coverage: pixelCoverage,
                                paint: paint, fromPixel: fromPixel, opacity: opacity)
                        }
                        i += 1
                    }
                    continue
                }
                var i = -1
                while i + 1 < width {
                    i += 1
                    let centre = centreRow && centres[i]
                    let pixelCoverage: Float
                    let left = corners[i]
                    let right = corners[i + 1]
                    if (top && left) == centre && (top && right) == centre && (bottom && left) == centre
                        && (bottom && right) == centre
                    {
                        pixelCoverage = centre ? 1 : 0
                    } else {
                        pixelCoverage = Float(sampleRows * samples[i]) / 16
                    }
                    guard pixelCoverage > 0 else { continue }
                    Canvas.blend(
                        into: target, box: canvasBox, x: area.x + i, y: y, coverage: pixelCoverage, paint: paint,
                        fromPixel: fromPixel, opacity: opacity)
                }
            }
        }
    }

    /// Blends `paint` over pixel `(x, y)` of a canvas covering `box`, at `coverage` times
    /// `opacity`; a pattern is taken at the pixel's centre.
    @inline(__always)
    private static func blend(
        into target: UnsafeMutableBufferPointer<Float>, box canvasBox: PixelRect, x: Int, y: Int, coverage: Float,
        paint: FillPaint, fromPixel: Homography, opacity: Float
    ) {
        let color: PremultipliedColor
        switch paint {
        case .solid(let solid): color = solid
        case .pattern(let pattern, let originX, let originY):
            let h = fromPixel.homogeneous(Double(x) + 0.5, Double(y) + 0.5)
            color = h.w > 0 ? pattern.color(atX: h.x / h.w - originX, y: h.y / h.w - originY) : pattern.light
        }
        let scale = coverage * opacity
        let alpha = color.alpha * scale
        guard alpha > 0 else { return }
        let t = 4 * ((y - canvasBox.y) * canvasBox.width + (x - canvasBox.x))
        if scale == 1 && alpha == 1 {
            // Opaque and fully covered: what the blend below gives, bit for bit (a canvas holds
            // finite values from +0 up, so each old value times 0 is +0 and adds nothing).
            target[t] = color.red
            target[t + 1] = color.green
            target[t + 2] = color.blue
            target[t + 3] = 1
            return
        }
        let keep = 1 - alpha
        target[t] = color.red * scale + target[t] * keep
        target[t + 1] = color.green * scale + target[t + 1] * keep
        target[t + 2] = color.blue * scale + target[t + 2] * keep
        target[t + 3] = alpha + target[t + 3] * keep
    }
}
